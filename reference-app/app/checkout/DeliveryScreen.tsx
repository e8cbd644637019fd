// /cart/delivery (checkout step 3), wired to useCheckout and useAddressSuggest: the courier's
// address with suggestions.
import { useAddressSuggest, useCheckout } from '@apteka/hooks'
import { CHECKOUT_STEPS, fieldErrors } from '@apteka/sdk'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { preferredDeliverySlot } from '../shop'
import { errorText } from '../ui/errors'
import { CartDeliveryPage, type DeliveryAddressDraft } from './CartDeliveryPage'
import { missingIn } from './missingIn'

const EMPTY_DRAFT: DeliveryAddressDraft = {
  formattedAddress: '',
  entrance: '',
  floor: '',
  office: '',
  comment: '',
}

/** /cart/delivery */
export function DeliveryScreen() {
  const navigate = useNavigate()
  const checkout = useCheckout({ step: CHECKOUT_STEPS.DELIVERY })
  const [draft, setDraft] = useState<DeliveryAddressDraft>(EMPTY_DRAFT)
  const [picked, setPicked] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const suggest = useAddressSuggest({
    query: picked === draft.formattedAddress ? '' : draft.formattedAddress,
  })
  const courierSet = useRef(false)
  const { preOrder, receiveType, deliveryDates, deliveryInterval, isUpdating } = checkout
  // Arriving straight at /cart/delivery: the pre-order switches to courier once.
  useEffect(() => {
    if (preOrder && receiveType !== 'courier' && !courierSet.current) {
      courierSet.current = true
      checkout.setReceiveType('courier').catch((caught) => setError(errorText(caught)))
    }
  }, [preOrder, receiveType, checkout.setReceiveType])
  const saved = checkout.address
  // An address the API refused (it cannot be found on the map) is said at the field, not saved.
  const [addressRefused, setAddressRefused] = useState<string | null>(null)
  const addressError = addressRefused ?? preOrder?.options.delivery?.addressError ?? null
  // Once there is an address to deliver to and no day and interval are chosen, the nearest
  // regular interval is chosen — on the page, before the shopper goes on — once per offer.
  const preselected = useRef<string | null>(null)
  const { setDeliveryDate } = checkout
  useEffect(() => {
    if (receiveType !== 'courier' || !saved || addressError || deliveryInterval || isUpdating)
      return
    const slot = preferredDeliverySlot(deliveryDates)
    const offer = `${saved.formattedAddress}|${deliveryDates.map((date) => date.id).join()}`
    if (!slot || preselected.current === offer) return
    preselected.current = offer
    setDeliveryDate(slot.date.id, slot.interval.id).catch((caught) => setError(errorText(caught)))
  }, [
    receiveType,
    saved,
    addressError,
    deliveryInterval,
    deliveryDates,
    isUpdating,
    setDeliveryDate,
  ])
  const run = async <T,>(action: () => Promise<T>): Promise<T | null> => {
    setError(null)
    setAddressRefused(null)
    try {
      return await action()
    } catch (caught) {
      const refused = fieldErrors(caught).address
      if (refused) setAddressRefused(refused)
      else setError(errorText(caught))
      return null
    }
  }
  const addressInput = (formattedAddress: string) => ({
    formattedAddress,
    entrance: draft.entrance || null,
    floor: draft.floor || null,
    office: draft.office || null,
    comment: draft.comment || null,
  })
  const interval = checkout.deliveryInterval
  return (
    <CartDeliveryPage
      addresses={checkout.addresses}
      selectedAddressId={saved?.id ?? null}
      onSelectAddress={(id) => void run(() => checkout.setDeliveryAddress({ id }))}
      draft={draft}
      onDraftChange={setDraft}
      addressError={addressError}
      suggestions={suggest.suggestions.map((s) => s.formattedAddress)}
      onPickSuggestion={(formattedAddress) => {
        setPicked(formattedAddress)
        setDraft({ ...draft, formattedAddress })
        void run(() => checkout.setDeliveryAddress(addressInput(formattedAddress)))
      }}
      dates={addressError ? [] : deliveryDates}
      onSelectDate={(dateId) => {
        const date = deliveryDates.find((d) => d.id === dateId)
        const slot = date ? preferredDeliverySlot([date]) : null
        void run(() => checkout.setDeliveryDate(dateId, slot?.interval.id))
      }}
      onSelectInterval={(intervalId) => {
        const date =
          checkout.deliveryDate ??
          deliveryDates.find((d) => d.intervals.some((i) => i.id === intervalId))
        if (date) void run(() => checkout.setDeliveryDate(date.id, intervalId))
      }}
      courierPrice={
        addressError
          ? null
          : interval
            ? interval.isFree
              ? 0
              : interval.price
            : (checkout.total?.courierPrice ?? null)
      }
      error={error ?? (fieldErrors(checkout.error).address ? null : errorText(checkout.error))}
      pending={checkout.isUpdating}
      onContinue={async () => {
        const typed = draft.formattedAddress.trim()
        let current = preOrder
        if (typed && typed !== saved?.formattedAddress) {
          current = (await run(() => checkout.setDeliveryAddress(addressInput(typed)))) ?? undefined
          if (!current) return
        } else if (saved && (draft.entrance || draft.floor || draft.office || draft.comment)) {
          current =
            (await run(() => checkout.setDeliveryAddress(addressInput(saved.formattedAddress)))) ??
            undefined
          if (!current) return
        }
        // Never on to the checkout without an address it can deliver to and a day and interval.
        const gap = current
          ? missingIn(current).find((entry) => entry.choice !== 'payment')
          : undefined
        if (!current || gap) {
          setError(gap?.message ?? errorText(checkout.error) ?? 'Повторите попытку позднее')
          return
        }
        navigate('/checkout')
      }}
    />
  )
}
