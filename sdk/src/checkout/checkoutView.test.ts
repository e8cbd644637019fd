import { describe, expect, it } from 'vitest'
import { fixtures } from '../testing'
import { checkoutChanges, checkoutView, type PreOrderChange } from './checkoutView'

describe('checkoutView', () => {
  it('reads the choices a pickup pre-order holds; nothing is missing', () => {
    const view = checkoutView(fixtures.preOrder)
    expect(view).toMatchObject({
      receiveType: 'pickup',
      pharmacy: fixtures.preOrder.pharmacy,
      payment: 'pharmacy',
      deliveryDate: null,
      deliveryInterval: null,
      missingChoices: [],
    })
  })

  it('a courier pre-order without address, slot or payment names each, in the checkout’s order', () => {
    const courier = {
      ...fixtures.preOrder,
      receiveType: 'courier' as const,
      options: { delivery: null, pickup: null },
      availableOptions: {
        ...fixtures.preOrder.availableOptions,
        payments: fixtures.preOrder.availableOptions.payments.map((payment) => ({
          ...payment,
          selected: false,
        })),
      },
    }
    const view = checkoutView(courier)
    expect(view.payment).toBeNull()
    expect(view.missingChoices.map((gap) => gap.choice)).toEqual([
      'address',
      'deliverySlot',
      'payment',
    ])
    expect(view.missingChoices.at(-1)?.message).toBe('Выберите способ оплаты')
  })

  it('before the pre-order loads: empty lists, nothing missing yet', () => {
    expect(checkoutView(undefined)).toMatchObject({
      receiveType: null,
      addresses: [],
      payments: [],
      missingChoices: [],
      total: undefined,
    })
  })
})

describe('checkoutChanges', () => {
  it('each named change is the pre-order update it stands for', async () => {
    const sent: PreOrderChange[] = []
    const changes = checkoutChanges(async (change) => {
      sent.push(change)
      return fixtures.preOrder
    })
    await changes.setDeliveryDate('d1')
    await changes.applyPromoCode('  SALE ')
    await changes.removePromoCode()
    await changes.spendBalance('b1', 50)
    expect(sent).toEqual([
      { dateId: 'd1', intervalId: null },
      { loyalty: { promoCode: 'SALE' } },
      { loyalty: { promoCode: '' } },
      { loyalty: { balances: [{ id: 'b1', count: 50 }] } },
    ])
  })
})
