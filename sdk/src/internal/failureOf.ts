// Reading an exit's typed failure by hand: `Effect.exit` and these cost a partner's bundle less
// of Effect than `Effect.catch`, `Effect.catchIf` or `Effect.tapError` would (their cause filters
// are about 0.35 kB gzip in every page that calls the API; issues #18 and #36).
import * as Effect from 'effect/Effect'
import type * as Exit from 'effect/Exit'

const failReasonOf = <E>(exit: Exit.Failure<unknown, E>) =>
  exit.cause.reasons.find((reason) => reason._tag === 'Fail')

/** The typed failure an exit ended with, if it failed with one. */
export const failureOf = <E>(exit: Exit.Exit<unknown, E>): E | undefined =>
  exit._tag === 'Failure' ? failReasonOf(exit)?.error : undefined

/**
 * `Effect.catch`, on `Effect.exit`: recovers from the program's typed failure with `onFailure`;
 * a defect or an interruption goes on as it was.
 * @example
 * catchFailure(transport.execute(CartDocument, variables), (error) => Effect.fail(error))
 */
export const catchFailure = <A, E, R, A2, E2, R2>(
  program: Effect.Effect<A, E, R>,
  onFailure: (error: E) => Effect.Effect<A2, E2, R2>,
): Effect.Effect<A | A2, E2, R | R2> =>
  Effect.flatMap(Effect.exit(program), (exit): Effect.Effect<A | A2, E2, R2> => {
    if (exit._tag === 'Success') return exit as Exit.Exit<A, never>
    const reason = failReasonOf(exit)
    // Without a typed failure the cause holds only defects and interruptions: re-raised as is.
    return reason ? onFailure(reason.error) : (exit as Exit.Exit<never, never>)
  })
