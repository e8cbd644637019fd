// The sdk's flow calls (one pending flag and error per flow, stale calls after a reset) held
// for a component's life and read as React state.
import { createFlowCalls, type FlowCallState, type FlowCalls } from '@apteka/sdk'
import { useState } from 'react'
import { useStoreValue } from './context'

/** The flow's calls (the same object for the component's life) and their state now. */
export function useFlowCalls(): readonly [FlowCalls, FlowCallState] {
  const [calls] = useState(createFlowCalls)
  return [calls, useStoreValue(calls)]
}
