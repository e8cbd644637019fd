// The hand-written receive and payment codes are exactly the contract's enums.
import { describe, expectTypeOf, it } from 'vitest'
import type { PaymentType, ReceiveType } from '../generated/graphql'
import type { PaymentTypeCode, ReceiveTypeCode } from './receiveTypes'

describe('receive and payment types', () => {
  it('RECEIVE_TYPES names every generated ReceiveType and nothing else', () => {
    expectTypeOf<ReceiveTypeCode>().toEqualTypeOf<ReceiveType>()
  })
  it('PAYMENT_TYPES names every generated PaymentType and nothing else', () => {
    expectTypeOf<PaymentTypeCode>().toEqualTypeOf<PaymentType>()
  })
})
