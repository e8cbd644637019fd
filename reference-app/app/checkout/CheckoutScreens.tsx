// The cart and checkout screens (steps 1–5 of SPEC §2) and the order pages, wired to
// @apteka/hooks: useGuestCart (the cart, and checkout behind login), useCheckout (the
// pre-order and saveOrder), usePickupStores, useAddressSuggest, useProfile and useOrder.
// (/order-get is OrderGetScreen.tsx.)
import {
  useAddressSuggest,
  useAuth,
  useCheckout,
  useGuestCart,
  useOrder,
  usePickupStores,
  useProfile,
} from '@apteka/hooks'
import { CHECKOUT_STEPS, type PaymentType } from '@apteka/sdk'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { CartPage } from '../cart/CartPage'
import { PickupMap } from '../pharmacies/PickupMap/PickupMap'
import { useStorefrontConfig } from '../shell/StorefrontConfig'
import {
  checkoutSuccessPath,
  formatPhone,
  type MissingCheckoutChoice,
  missingCheckoutChoices,
  type PreOrderFieldsFragment,
  preferredDeliverySlot,
  type ReceiveTypeCode,
} from '../shop'
import { CartDeliveryPage, type DeliveryAddressDraft } from './CartDeliveryPage'
import { CartPayPage } from './CartPayPage'
import { CartPickupPage, PICKUP_TEXT, type PickupMode } from './CartPickupPage'
import { CheckoutPage, type CheckoutReceiver } from './CheckoutPage'
import { CheckoutResultPage } from './CheckoutResultPage'
import { FullNameModal } from './FullNameModal'
import { ReceiveTypeModal } from './ReceiveTypeModal'

/** The error's text for the shopper (the API's messages are Russian, SPEC §8). */
export function errorText(error: unknown): string | null {
  if (!error) return null
  const message = error instanceof Error ? error.message : String(error)
  return /[а-яё]/i.test(message) ? message : 'Повторите попытку позднее'
}

/** The query parameter of /cart/pickup that asks for booking instead of pickup. */
export const PICKUP_MODE_PARAM = 'receiveType'

/** The page where the shopper goes on after choosing how to receive the order. */
export function receiveStepPath(receiveType: ReceiveTypeCode): string {
  if (receiveType === 'courier') return '/cart/delivery'
  return receiveType === 'booking' ? `/cart/pickup?${PICKUP_MODE_PARAM}=booking` : '/cart/pickup'
}

/** What a pre-order still lacks, as the sdk rule reads it from the pre-order itself. */
function missingIn(preOrder: PreOrderFieldsFragment) {
  return missingCheckoutChoices({
    receiveType: preOrder.receiveType ?? null,
    pharmacy: preOrder.pharmacy ?? null,
    address: preOrder.options.delivery?.address ?? null,
    addressError: preOrder.options.delivery?.addressError ?? null,
    deliveryDates: preOrder.availableOptions.deliveryDates,
    payments: preOrder.availableOptions.payments,
  })
}

/** /cart and /guest-cart */
export function CartScreen({ guest = false }: { guest?: boolean }) {
  const cart = useGuestCart()
  const checkout = useCheckout({ step: CHECKOUT_STEPS.CART })
  const navigate = useNavigate()
  const [choosing, setChoosing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { refetch } = checkout
  // The cart may have changed since the pre-order was read: the ways offered follow it.
  useEffect(() => {
    if (choosing) void refetch().catch(() => undefined)
  }, [choosing, refetch])
  const choose = async (choice: ReceiveTypeCode) => {
    setChoosing(false)
    setError(null)
    try {
      await checkout.setReceiveType(choice)
      navigate(receiveStepPath(choice))
    } catch (caught) {
      setError(errorText(caught))
    }
  }
  return (
    <>
      <CartPage
        cart={cart.cart}
        guest={guest}
        pending={cart.isMerging || checkout.isUpdating}
        onQuantityChange={(item, quantity) => void cart.setQuantity(item, quantity)}
        onToggleChecked={(items, checked) => {
          for (const item of items) void cart.setChecked(item, checked)
        }}
        onRemove={(item) => void cart.remove(item)}
        onClear={() => void cart.clear()}
        onCheckout={() => void cart.proceedToCheckout(() => setChoosing(true))}
        error={error}
      />
      <ReceiveTypeModal
        open={choosing}
        onClose={() => setChoosing(false)}
        onChoose={(choice) => void choose(choice)}
        {...(checkout.preOrder ? { options: checkout.receiveTypes } : {})}
      />
    </>
  )
}

/** /cart/pickup and /cart/pickup?receiveType=booking */
export function PickupScreen() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const mode: PickupMode = params.get(PICKUP_MODE_PARAM) === 'booking' ? 'booking' : 'pickup'
  const checkout = useCheckout({ step: CHECKOUT_STEPS.PICKUP })
  const [search, setSearch] = useState('')
  const stores = usePickupStores({ search, receiveType: mode, limit: 100 })
  const { map: mapConfig } = useStorefrontConfig()
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  // A pharmacy stays chosen only while it can give something this way.
  const selectable = (id: string | null | undefined): id is string =>
    !!id && stores.list.some((point) => point.pharmacy.id === id && point.availableCount > 0)
  const selectedId = [stores.selectedId, checkout.pharmacy?.id].find(selectable) ?? null
  const offered = (type: ReceiveTypeCode) =>
    checkout.receiveTypes.some((option) => option.type === type && option.available)
  const choose = async (id: string) => {
    setPending(true)
    setError(null)
    try {
      await checkout.update({ receiveType: mode, pharmacyID: id })
      navigate('/checkout')
    } catch (caught) {
      setError(errorText(caught))
    } finally {
      setPending(false)
    }
  }
  const mapPoints = useMemo(
    () =>
      stores.list.map((point) => ({
        id: point.pharmacy.id,
        name: point.pharmacy.name,
        address: point.pharmacy.address,
        lat: point.pharmacy.lat,
        long: point.pharmacy.long,
        availableCount: point.availableCount,
        totalCount: point.totalCount,
        available: point.availableCount > 0,
      })),
    [stores.list],
  )
  return (
    <CartPickupPage
      mode={mode}
      canSwitch={offered('pickup') && offered('booking')}
      modeHref={receiveStepPath}
      points={stores.isLoading ? undefined : stores.list}
      selectedId={selectedId}
      onSelect={stores.select}
      search={search}
      onSearchChange={setSearch}
      onContinue={() => selectedId && void choose(selectedId)}
      pending={pending}
      error={error}
      map={
        mapPoints.length > 0 ? (
          <PickupMap
            points={mapPoints}
            selectedId={selectedId}
            onSelect={stores.select}
            onChoose={(id) => void choose(id)}
            chooseLabel={PICKUP_TEXT.continue}
            config={mapConfig}
          />
        ) : null
      }
    />
  )
}

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
  const addressError = preOrder?.options.delivery?.addressError ?? null
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
    try {
      return await action()
    } catch (caught) {
      setError(errorText(caught))
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
      error={error ?? errorText(checkout.error)}
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

/** /checkout */
export function CheckoutScreen() {
  const navigate = useNavigate()
  const checkout = useCheckout({ step: CHECKOUT_STEPS.CHECKOUT })
  const { profile, update: updateProfile, isUpdating: profileSaving } = useProfile()
  const { isAuthenticated, requireAuth } = useAuth()
  const [receiver, setReceiver] = useState<CheckoutReceiver>({
    name: '',
    phone: '',
    email: '',
    comment: '',
  })
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [askName, setAskName] = useState(false)
  const filled = useRef(false)
  // The receiver comes from the profile; without a name the full-name modal asks.
  useEffect(() => {
    if (!profile || filled.current) return
    filled.current = true
    const name = [profile.name, profile.surname].filter(Boolean).join(' ')
    setReceiver((current) => ({
      ...current,
      name: current.name || name,
      phone: current.phone || formatPhone(profile.phone),
      email: current.email || (profile.email ?? ''),
    }))
    if (!name) setAskName(true)
  }, [profile])
  // The checkout needs an account.
  useEffect(() => {
    if (!isAuthenticated) void requireAuth(() => undefined)
  }, [isAuthenticated, requireAuth])

  const { preOrder } = checkout
  const [missing, setMissing] = useState<MissingCheckoutChoice[]>([])
  // A choice the shopper makes clears what was asked for it.
  const shownMissing = missing.filter((gap) =>
    checkout.missingChoices.some((now) => now.choice === gap.choice),
  )
  /** Stops at the first choice still to make, and says which; true when nothing is missing. */
  const complete = (current: PreOrderFieldsFragment) => {
    const gaps = missingIn(current)
    setMissing(gaps)
    return gaps.length === 0
  }
  const submit = async () => {
    setError(null)
    setSubmitting(true)
    try {
      if (!receiver.name.trim()) {
        setAskName(true)
        return
      }
      // Nothing is saved that the shopper did not see chosen: no payment is picked for them.
      if (!preOrder || !complete(preOrder)) return
      let current = await checkout.setReceiver({
        name: receiver.name.trim(),
        phone: receiver.phone,
        ...(receiver.email.trim() ? { email: receiver.email.trim() } : {}),
      })
      if (receiver.comment.trim()) current = await checkout.setComment(receiver.comment.trim())
      if (!complete(current)) return
      const order = await checkout.saveOrder()
      if (order.paymentParams?.url) window.location.assign(order.paymentParams.url)
      else navigate(checkoutSuccessPath(order.id))
    } catch (caught) {
      setError(errorText(caught))
    } finally {
      setSubmitting(false)
    }
  }
  return (
    <>
      <CheckoutPage
        preOrder={preOrder}
        receiver={receiver}
        onReceiverChange={setReceiver}
        onPaymentChange={(type: PaymentType) =>
          void checkout.setPayment(type).catch((caught) => setError(errorText(caught)))
        }
        onSubmit={() => void submit()}
        error={error ?? shownMissing[0]?.message ?? null}
        pending={submitting || checkout.isUpdating}
        loyalty={checkout.loyalty}
        onSpendPoints={(count) =>
          void checkout.spendPoints(count).catch((caught) => setError(errorText(caught)))
        }
        onApplyPromoCode={(code) =>
          void requireAuth(() => checkout.applyPromoCode(code), { promoCode: true }).catch(
            (caught) => setError(errorText(caught)),
          )
        }
        onRemovePromoCode={() =>
          void checkout.removePromoCode().catch((caught) => setError(errorText(caught)))
        }
        missing={shownMissing}
        {...(checkout.receiveType
          ? { changeReceiveHref: receiveStepPath(checkout.receiveType) }
          : {})}
      />
      <FullNameModal
        open={askName}
        onClose={() => setAskName(false)}
        pending={profileSaving}
        onSave={async ({ name, surname }) => {
          try {
            await updateProfile({ name, ...(surname ? { surname } : {}) })
            setReceiver((current) => ({
              ...current,
              name: [name, surname].filter(Boolean).join(' '),
            }))
            setAskName(false)
          } catch (caught) {
            setError(errorText(caught))
            setAskName(false)
          }
        }}
      />
    </>
  )
}

/** /cart/pay/{orderId} */
export function PayScreen({ orderId }: { orderId: string }) {
  const { order } = useOrder({ id: orderId })
  return <CartPayPage orderId={orderId} order={order} />
}

/** /checkout/success/{id} and /checkout/fail/{id} */
export function CheckoutResultScreen({
  kind,
  orderId,
}: {
  kind: 'success' | 'fail'
  orderId: string
}) {
  const { order } = useOrder({ id: orderId })
  return <CheckoutResultPage kind={kind} orderId={orderId} order={order ?? undefined} />
}
