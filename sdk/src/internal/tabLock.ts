// A lock shared by the shop's tabs (Web Locks), so that one tab at a time refreshes a token.
// Without Web Locks (old browsers, the server) the caller's own in-tab single flight is the lock.
import * as Effect from 'effect/Effect'

interface LockManagerLike {
  request<T>(
    name: string,
    options: { readonly signal?: AbortSignal },
    callback: () => Promise<T>,
  ): Promise<T>
}

const lockManager = (): LockManagerLike | undefined =>
  (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks

/**
 * Takes the lock `name`; the value releases it. The lock is held by a promise the lock manager
 * waits on, so the program runs in its own fiber, not inside the manager's callback; a wait that
 * is interrupted withdraws its request.
 */
const acquire = (locks: LockManagerLike, name: string) =>
  Effect.callback<() => void>((resume, signal) => {
    locks
      .request(
        name,
        { signal },
        () =>
          new Promise<void>((release) => {
            if (signal.aborted) release()
            else resume(Effect.succeed(() => release()))
          }),
      )
      // A withdrawn request rejects with the signal's reason: nothing waits for it any more.
      .catch(() => {})
  })

/** Runs `program` holding the tab-shared lock `name`; without Web Locks it just runs it. */
export function withTabLock<A, E, R>(
  name: string,
  program: Effect.Effect<A, E, R>,
): Effect.Effect<A, E, R> {
  return Effect.suspend(() => {
    const locks = lockManager()
    if (!locks) return program
    return Effect.flatMap(acquire(locks, name), (release) =>
      Effect.ensuring(program, Effect.sync(release)),
    )
  })
}
