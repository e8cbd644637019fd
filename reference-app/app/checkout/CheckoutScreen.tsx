// /checkout (checkout step 4, and 5: saving), wired to useCheckout, useProfile and useAuth:
// the receiver, the day, the payment and the order saved.
import { useAuth, useCheckout, useProfile } from '@apteka/hooks'
import { CHECKOUT_STEPS, type PaymentType } from '@apteka/sdk'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { receiveStepPath } from '../routing/checkoutPath'
import {
  checkoutSuccessPath,
  formatPhone,
  type MissingCheckoutChoice,
  type PreOrderFieldsFragment,
} from '../shop'
import { errorText } from '../ui/errors'
import { CheckoutPage, type CheckoutReceiver } from './CheckoutPage'
import { FullNameModal } from './FullNameModal'
import { missingIn } from './missingIn'

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
