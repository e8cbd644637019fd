// Reading an exit's typed failure by hand: `Effect.exit` and this cost a partner's bundle less
// of Effect than `Effect.catchIf` or `Effect.tapError` would (issue #18).
import type * as Exit from 'effect/Exit'

/** The typed failure an exit ended with, if it failed with one. */
export const failureOf = <E>(exit: Exit.Exit<unknown, E>): E | undefined =>
  exit._tag === 'Failure'
    ? exit.cause.reasons.find((reason) => reason._tag === 'Fail')?.error
    : undefined
