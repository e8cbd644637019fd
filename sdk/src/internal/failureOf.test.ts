import * as Effect from 'effect/Effect'
import { describe, expect, it } from 'vitest'
import { catchFailure, failureOf } from './failureOf'

describe('catchFailure', () => {
  it('recovers from a typed failure, as Effect.catch does', async () => {
    const recovered = catchFailure(Effect.fail('refused' as const), (error) =>
      Effect.succeed(`after ${error}`),
    )
    expect(await Effect.runPromise(recovered)).toBe('after refused')
  })

  it('passes a success through without calling the handler', async () => {
    let called = false
    const program = catchFailure(Effect.succeed(1), () => {
      called = true
      return Effect.succeed(2)
    })
    expect(await Effect.runPromise(program)).toBe(1)
    expect(called).toBe(false)
  })

  it('lets a defect and an interruption go on as they were', async () => {
    const defect = await Effect.runPromiseExit(
      catchFailure(Effect.die(new Error('bug')), () => Effect.succeed('caught')),
    )
    expect(defect._tag).toBe('Failure')
    expect(failureOf(defect)).toBeUndefined()
    const interrupted = await Effect.runPromiseExit(
      catchFailure(Effect.interrupt, () => Effect.succeed('caught')),
    )
    expect(interrupted._tag).toBe('Failure')
  })
})
