// The cart and checkout screens (steps 1–5 of SPEC §2) and the order pages.
// Wiring boundary: `wiring:` marks what the hooks will provide.
import { useState } from 'react'
import { CartPage } from '../pages/CartPage'
import { CartDeliveryPage, type DeliveryAddressDraft } from '../pages/checkout/CartDeliveryPage'
import { CartPayPage } from '../pages/checkout/CartPayPage'
import { CartPickupPage } from '../pages/checkout/CartPickupPage'
import { CheckoutPage, type CheckoutReceiver } from '../pages/checkout/CheckoutPage'
import { CheckoutResultPage } from '../pages/checkout/CheckoutResultPage'
import { OrderGetPage } from '../pages/OrderGetPage'

const noop = () => {}

/** /cart and /guest-cart */
export function CartScreen({ guest = false }: { guest?: boolean }) {
  // wiring: useCart() (or useGuestCart() for /guest-cart) → CartQuery['cart'], change, remove, clear, check
  // wiring: useCheckout().start() → navigate to the next step's route
  return (
    <CartPage
      cart={undefined}
      guest={guest}
      onQuantityChange={noop}
      onToggleChecked={noop}
      onRemove={noop}
      onClear={noop}
      onCheckout={noop}
    />
  )
}

/** /cart/pickup */
export function PickupScreen() {
  const [search, setSearch] = useState('')
  const [selected, setSelected] = useState<string | null>(null)
  // wiring: useCheckout() → pickup points (PickupStorePointFieldsFragment[]), choose pharmacy, continue
  return (
    <CartPickupPage
      points={undefined}
      selectedId={selected}
      onSelect={setSelected}
      search={search}
      onSearchChange={setSearch}
      onContinue={noop}
    />
  )
}

/** /cart/delivery */
export function DeliveryScreen() {
  const [draft, setDraft] = useState<DeliveryAddressDraft>({
    formattedAddress: '',
    entrance: '',
    floor: '',
    office: '',
    comment: '',
  })
  // wiring: useCheckout() → addresses, delivery dates, updatePreOrder, continue
  return (
    <CartDeliveryPage
      addresses={[]}
      selectedAddressId={null}
      onSelectAddress={noop}
      draft={draft}
      onDraftChange={setDraft}
      dates={[]}
      onSelectDate={noop}
      onSelectInterval={noop}
      onContinue={noop}
    />
  )
}

/** /checkout */
export function CheckoutScreen() {
  const [receiver, setReceiver] = useState<CheckoutReceiver>({
    name: '',
    phone: '',
    email: '',
    comment: '',
  })
  // wiring: useCheckout() → PreOrderFieldsFragment, payment choice, saveOrder → checkoutSuccessPath(order.id)
  return (
    <CheckoutPage
      preOrder={undefined}
      receiver={receiver}
      onReceiverChange={setReceiver}
      onPaymentChange={noop}
      onSubmit={noop}
    />
  )
}

/** /cart/pay/{orderId} */
export function PayScreen({ orderId }: { orderId: string }) {
  // wiring: useOrder(orderId) → OrderFieldsFragment (paymentParams.url)
  return <CartPayPage orderId={orderId} order={undefined} />
}

/** /checkout/success/{id} and /checkout/fail/{id} */
export function CheckoutResultScreen({
  kind,
  orderId,
}: {
  kind: 'success' | 'fail'
  orderId: string
}) {
  // wiring: useOrder(orderId) (newOrder for success) → OrderFieldsFragment
  return <CheckoutResultPage kind={kind} orderId={orderId} order={undefined} />
}

/** /order-get */
export function OrderGetScreen() {
  const [value, setValue] = useState({ number: '', phone: '' })
  // wiring: useOrderByNumber({ number, phone }) → OrderByNumberQuery['orderByNumber']
  return (
    <OrderGetPage number={value.number} phone={value.phone} onChange={setValue} onSubmit={noop} />
  )
}
