// /cart and /guest-cart, wired to @apteka/hooks: useGuestCart (the cart, and checkout behind
// login) and useCheckout (the way to receive the order, chosen in a modal).
import { useCheckout, useGuestCart } from '@apteka/hooks'
import { CHECKOUT_STEPS } from '@apteka/sdk'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { ReceiveTypeModal } from '../checkout/ReceiveTypeModal'
import { receiveStepPath } from '../routing/checkoutPath'
import type { ReceiveTypeCode } from '../shop'
import { errorText } from '../ui/errors'
import { CartPage } from './CartPage'

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
