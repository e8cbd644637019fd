import { AddPrescriptionDocument, PrescriptionsDocument } from '@apteka/sdk'
import { fixtures } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { usePrescriptions } from '../index'

startMockServer()

const prescription = {
  id: 'rx-1',
  number: '77-0001',
  dosage: '200 мг',
  url: null,
  issuedAt: '2026-01-10',
  expiresAt: '2026-03-10',
  products: [fixtures.product],
}
const handlers = [
  api.query(PrescriptionsDocument, () =>
    HttpResponse.json({ data: { prescriptions: [prescription] } }),
  ),
  api.mutation(AddPrescriptionDocument, () =>
    HttpResponse.json({ data: { addPrescription: { hash: 'h-1' } } }),
  ),
]

describe('usePrescriptions', () => {
  it('loads EMIAS prescriptions in the Moscow region', async () => {
    const harness = createHarness({ handlers })
    await harness.signIn()
    const { result } = harness.render(() => usePrescriptions())
    expect(result.current.isAvailable).toBe(true)
    await waitFor(() =>
      expect(result.current.prescriptions.map((p) => p.number)).toEqual(['77-0001']),
    )
    expect(harness.calls('prescriptions')[0]?.variables).toEqual({ regionID: 'moscowregion' })
  })

  it('asks nothing in any other region', async () => {
    const harness = createHarness({ handlers, cookies: { region: 'spb' } })
    await harness.signIn()
    const { result } = harness.render(() => usePrescriptions())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current.isAvailable).toBe(false)
    expect(result.current.prescriptions).toEqual([])
    expect(harness.calls('prescriptions')).toHaveLength(0)
  })

  it('asks nothing while signed out', async () => {
    const harness = createHarness({ handlers })
    const { result } = harness.render(() => usePrescriptions())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current.isAvailable).toBe(false)
    expect(harness.calls('prescriptions')).toHaveLength(0)
  })

  it('linking a person reloads the list', async () => {
    const harness = createHarness({ handlers })
    await harness.signIn()
    const { result } = harness.render(() => usePrescriptions())
    await waitFor(() => expect(result.current.prescriptions).toHaveLength(1))
    await act(() =>
      result.current.addOwner({ birthday: '1990-04-12', policyNumber: '7700000000000000' }),
    )
    await waitFor(() => expect(harness.calls('prescriptions')).toHaveLength(2))
  })
})
