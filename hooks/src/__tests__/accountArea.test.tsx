// The personal area's hooks: the customer's promotions, the referral programme and the news
// e-mail — asked only when signed in, and the server's answers passed through.
import {
  AddPromotedEmailDocument,
  PersonalPromotionsDocument,
  ReferralProgramDocument,
} from '@apteka/sdk'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { usePersonalPromotions, usePromotedEmail, useReferralProgram } from '../index'

startMockServer()

const promotion = {
  alias: 'vitaminy-15',
  name: 'Скидка 15% на витамины',
  url: '/promo/vitaminy-15',
  image: '/images/promo.png',
  description: 'Только для вас',
  dateStart: '2026-11-01',
  dateEnd: '2026-12-31',
  isPersonal: true,
  advertiser: null,
}
const promotions = api.query(PersonalPromotionsDocument, ({ variables }) =>
  HttpResponse.json({
    data: {
      personalPromotions: {
        items: variables.regionID === 'moscowregion' ? [promotion] : [],
        total: variables.regionID === 'moscowregion' ? 1 : 0,
      },
    },
  }),
)
const referral = api.query(ReferralProgramDocument, () =>
  HttpResponse.json({
    data: {
      referralProgram: {
        code: 'ANNA2025',
        link: '/ref?REF_CODE=ANNA2025',
        invitedCount: 3,
        reward: 500,
      },
    },
  }),
)
const promotedEmail = api.mutation(AddPromotedEmailDocument, ({ variables }) =>
  variables.input.email.includes('@')
    ? HttpResponse.json({ data: { addPromotedEmail: { success: true, message: null } } })
    : HttpResponse.json({
        data: null,
        errors: [{ message: 'Некорректный Email', extensions: { code: 'E_5' } }],
      }),
)

describe('usePersonalPromotions', () => {
  it('lists the signed-in customer’s promotions of the region', async () => {
    const harness = createHarness({ handlers: [promotions] })
    await harness.signIn()
    const { result } = harness.render(() => usePersonalPromotions())
    await waitFor(() => expect(result.current.promotions).toHaveLength(1))
    expect(result.current.promotions[0]?.alias).toBe('vitaminy-15')
    expect(result.current.total).toBe(1)
    expect(harness.calls('PersonalPromotions')[0]?.variables).toEqual({ regionID: 'moscowregion' })
  })

  it('asks nothing while signed out', async () => {
    const harness = createHarness({ handlers: [promotions] })
    const { result } = harness.render(() => usePersonalPromotions())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current.promotions).toEqual([])
    expect(harness.calls('PersonalPromotions')).toHaveLength(0)
  })
})

describe('useReferralProgram', () => {
  it('gives the code, the link and the invited count once signed in', async () => {
    const signedOut = createHarness({ handlers: [referral] })
    const anonymous = signedOut.render(() => useReferralProgram())
    expect(anonymous.result.current.program).toBeNull()

    const harness = createHarness({ handlers: [referral] })
    await harness.signIn()
    const { result } = harness.render(() => useReferralProgram())
    await waitFor(() => expect(result.current.program?.invitedCount).toBe(3))
    expect(result.current.program?.link).toBe('/ref?REF_CODE=ANNA2025')
  })
})

describe('usePromotedEmail', () => {
  it('subscribes an e-mail, and shows the server’s message when it refuses one', async () => {
    const harness = createHarness({ handlers: [promotedEmail] })
    const { result } = harness.render(() => usePromotedEmail())
    await act(() => result.current.subscribe({ email: 'anna@example.ru', source: 'personal' }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(harness.calls('addPromotedEmail')[0]?.variables).toEqual({
      input: { email: 'anna@example.ru', source: 'personal' },
    })
    await act(() => result.current.subscribe({ email: 'anna' }).catch(() => undefined))
    await waitFor(() => expect(result.current.errorText).toBe('Некорректный Email'))
    expect(result.current.isSuccess).toBe(false)
  })
})
