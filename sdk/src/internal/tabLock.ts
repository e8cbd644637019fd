// A lock shared by the shop's tabs (Web Locks), so that one tab at a time refreshes a token.
// Without Web Locks (old browsers, the server) the caller's own in-tab single flight is the lock.

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

const lockManager = (): LockManagerLike | undefined =>
  (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks

/** Runs `task` holding the tab-shared lock `name`; without Web Locks it just runs it. */
export function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = lockManager()
  return locks ? locks.request(name, task) : task()
}
