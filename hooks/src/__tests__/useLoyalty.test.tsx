import { ApplyLoyaltyProgramDocument, LoyaltyHistoryDocument } from '@apteka/sdk'
import { fixtures } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { storefrontKeys, useLoyalty } from '../index'

startMockServer()

const history = Array.from({ length: 30 }, (_, index) => ({
  type: 'accrual',
  orderType: 'pickup',
  points: index + 1,
  createdAt: '2026-01-10T10:00:00+03:00',
  orderID: `o-${index}`,
  available_from: null,
  expiration: null,
  balanceName: 'Бонусные баллы',
}))

const handlers = [
  api.query(LoyaltyHistoryDocument, ({ variables }) => {
    const page = variables.paginator?.page ?? 1
    const limit = variables.paginator?.limit ?? 20
    return HttpResponse.json({
      data: {
        loyaltyHistory: {
          total: history.length,
          items: history.slice((page - 1) * limit, page * limit),
        },
      },
    })
  }),
  api.mutation(ApplyLoyaltyProgramDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        applyLoyaltyProgram: {
          ...fixtures.loyalties!,
          cards: [
            ...fixtures.loyalties!.cards,
            {
              type: 'plastic',
              status: 'active',
              number: variables.loyalty.cardNumber ?? 'new',
              loyalty: variables.loyalty.type,
              isMain: false,
            },
          ],
        },
      },
    }),
  ),
]

describe('useLoyalty', () => {
  it('gives the cards, the main card, balances and the first history page', async () => {
    const harness = createHarness({ handlers })
    await harness.signIn()
    const { result } = harness.render(() => useLoyalty())
    await waitFor(() => expect(result.current.info).toBeTruthy())
    expect(result.current.mainCard?.number).toBe('7000 0000 1001')
    expect(result.current.summaryBalance).toBe(340)
    expect(result.current.balances[0]?.title).toBe('Бонусные баллы')
    await waitFor(() => expect(result.current.history).toHaveLength(20))
    expect(result.current).toMatchObject({ historyTotal: 30, historyPageCount: 2 })
  })

  it('asks nothing while signed out', async () => {
    const harness = createHarness({ handlers })
    const { result } = harness.render(() => useLoyalty())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current.info).toBeUndefined()
    expect(harness.calls('loyalties')).toHaveLength(0)
    expect(harness.calls('LoyaltyHistory')).toHaveLength(0)
  })

  it('joining a programme writes the server info into the cache', async () => {
    const harness = createHarness({ handlers })
    await harness.signIn()
    const { result } = harness.render(() => useLoyalty({ withHistory: false }))
    await waitFor(() => expect(result.current.info).toBeTruthy())
    await act(() => result.current.applyProgramme({ type: 'partner', cardNumber: '5555' }))
    expect(harness.calls('applyLoyaltyProgram')[0]?.variables).toEqual({
      regionID: 'moscowregion',
      loyalty: { type: 'partner', cardNumber: '5555' },
    })
    await waitFor(() => expect(result.current.cards.map((card) => card.number)).toContain('5555'))
    expect(harness.queryClient.getQueryData(storefrontKeys.loyalties())).toMatchObject({
      cards: expect.any(Array),
    })
  })
})
