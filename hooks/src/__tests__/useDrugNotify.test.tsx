import { SetDrugNotifyDocument } from '@apteka/sdk'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, PHONE, startMockServer } from '../../test/harness'
import { useDrugNotify } from '../index'

startMockServer()

describe('useDrugNotify', () => {
  it('subscribes by phone in API form and remembers the answer', async () => {
    const harness = createHarness({
      handlers: [
        api.mutation(SetDrugNotifyDocument, () =>
          HttpResponse.json({
            data: { setDrugNotify: { success: true, message: 'Сообщим о поступлении' } },
          }),
        ),
      ],
    })
    const { result } = harness.render(() => useDrugNotify({ productID: '31120' }))
    expect(result.current.isSubscribed).toBe(false)
    await act(() => result.current.subscribe({ phone: '8 (916) 123-45-67' }))
    expect(harness.calls('setDrugNotify')[0]?.variables).toEqual({
      params: { productID: '31120', regionID: 'moscowregion', email: null, phone: PHONE },
    })
    await waitFor(() =>
      expect(result.current).toMatchObject({
        isSubscribed: true,
        message: 'Сообщим о поступлении',
      }),
    )
  })

  it('puts a refused e-mail under its field', async () => {
    const harness = createHarness({
      handlers: [
        api.mutation(SetDrugNotifyDocument, () =>
          HttpResponse.json({
            data: null,
            errors: [
              {
                message: 'Некорректный Email',
                path: ['setDrugNotify', 'email'],
                extensions: { code: 'E_5' },
              },
            ],
          }),
        ),
      ],
    })
    const { result } = harness.render(() => useDrugNotify({ productID: '31120' }))
    await act(() => result.current.subscribe({ email: 'anna@' }).catch(() => undefined))
    await waitFor(() => expect(result.current.fieldError('email')).toBe('Некорректный Email'))
    expect(result.current.isSubscribed).toBe(false)
  })
})
