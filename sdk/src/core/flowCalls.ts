// The calls of a multi-step flow (registration, loyalty card issue): one pending flag and one
// error for the flow, and a reset that makes calls still travelling stale, so an answer that
// arrives after the shopper started over never moves the new flow on.
import { createStore } from './store'

/** What a flow shows about its calls. */
export interface FlowCallState {
  readonly isPending: boolean
  readonly error: Error | null
}

/** The calls of one flow; a store of {@link FlowCallState}. */
export interface FlowCalls {
  getSnapshot(): FlowCallState
  subscribe(listener: () => void): () => void
  /**
   * Runs a call: pending while it travels, its failure kept as the error (and rethrown).
   * `isCurrent()` turns false once the flow is reset; check it before moving the flow on.
   */
  run(call: (isCurrent: () => boolean) => Promise<void>): Promise<void>
  /** Starts over: travelling calls turn stale, pending and error clear. */
  reset(): void
  /** Forgets the error (the shopper went back a step). */
  clearError(): void
}

const IDLE: FlowCallState = { isPending: false, error: null }

/**
 * The calls of a new flow.
 * @example
 * const calls = createFlowCalls()
 * await calls.run(async (isCurrent) => {
 *   await client.requestData(GetCodeDocument, { phone })
 *   if (isCurrent()) showCodeStep() // not after the flow was reset
 * })
 */
export function createFlowCalls(): FlowCalls {
  const state = createStore(IDLE)
  let generation = 0
  const update = (next: Partial<FlowCallState>) => state.set((now) => ({ ...now, ...next }))
  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    async run(call) {
      const started = generation
      const isCurrent = () => generation === started
      update({ isPending: true, error: null })
      try {
        await call(isCurrent)
      } catch (caught) {
        if (isCurrent())
          update({ error: caught instanceof Error ? caught : new Error(String(caught)) })
        throw caught
      } finally {
        if (isCurrent()) update({ isPending: false })
      }
    },
    reset() {
      generation += 1
      state.set(IDLE)
    },
    clearError: () => update({ error: null }),
  }
}
