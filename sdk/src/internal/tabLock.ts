// A lock shared by the shop's tabs (Web Locks), so that one tab at a time refreshes a token.
// Without Web Locks (old browsers, the server) the caller's own in-tab single flight is the lock.
import * as Effect from 'effect/Effect'

interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<unknown>
}

const lockManager = (): LockManagerLike | undefined =>
  (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks

/** Runs `effect` holding the tab-shared lock `name`; without Web Locks it just runs it. */
export const withTabLock =
  (name: string) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.suspend(() => {
      const locks = lockManager()
      if (!locks) return effect
      return Effect.flatMap(
        Effect.promise(
          () =>
            new Promise<() => void>((acquired, rejected) => {
              locks
                .request(name, () => new Promise<void>((release) => acquired(() => release())))
                .catch(rejected)
            }),
        ),
        (release) => Effect.ensuring(effect, Effect.sync(release)),
      )
    })
