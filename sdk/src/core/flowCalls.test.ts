import { describe, expect, it } from 'vitest'
import { createFlowCalls } from './flowCalls'

describe('createFlowCalls', () => {
  it('is pending while a call travels and keeps its failure as the error', async () => {
    const calls = createFlowCalls()
    let finish!: () => void
    const running = calls.run(() => new Promise<void>((resolve) => (finish = resolve)))
    expect(calls.getSnapshot()).toEqual({ isPending: true, error: null })
    finish()
    await running
    expect(calls.getSnapshot()).toEqual({ isPending: false, error: null })
    const failure = new Error('Неверный код')
    await expect(calls.run(() => Promise.reject(failure))).rejects.toBe(failure)
    expect(calls.getSnapshot()).toEqual({ isPending: false, error: failure })
  })

  it('a call still travelling when the flow resets turns stale and changes nothing', async () => {
    const calls = createFlowCalls()
    const heard: boolean[] = []
    let fail!: (error: Error) => void
    const running = calls.run(async (isCurrent) => {
      await new Promise<void>((_, reject) => (fail = reject))
      heard.push(isCurrent())
    })
    let current = true
    void calls.run(async (isCurrent) => {
      calls.reset()
      current = isCurrent()
    })
    fail(new Error('late'))
    await expect(running).rejects.toThrow('late')
    expect(current).toBe(false)
    expect(heard).toEqual([])
    expect(calls.getSnapshot()).toEqual({ isPending: false, error: null })
  })

  it('tells its listeners about every change', async () => {
    const calls = createFlowCalls()
    let changes = 0
    calls.subscribe(() => {
      changes += 1
    })
    await calls.run(async () => {})
    expect(changes).toBe(2)
  })
})
