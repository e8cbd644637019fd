// /order-get: a guest finds an order by its number and the phone it was placed with. The
// phone field is the shop's masked one (usePhoneInput); nothing found reads 'Заказ не найден'.
import { useOrderByNumber, usePhoneInput } from '@apteka/hooks'
import { useState } from 'react'
import { OrderGetPage } from './OrderGetPage'

export function OrderGetScreen() {
  const [number, setNumber] = useState('')
  const phone = usePhoneInput()
  const [search, setSearch] = useState({ number: '', phone: '' })
  const found = useOrderByNumber(search)
  const canSubmit = number.trim() !== '' && phone.isValid
  return (
    <OrderGetPage
      number={number}
      onNumberChange={setNumber}
      phone={phone.value}
      onPhoneChange={phone.onChange}
      canSubmit={canSubmit}
      onSubmit={() => {
        if (canSubmit) setSearch({ number: number.trim(), phone: phone.normalized ?? '' })
      }}
      {...(found.order !== undefined ? { order: found.order } : {})}
      error={found.errorText}
      pending={found.isLoading}
    />
  )
}
