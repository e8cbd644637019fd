// /personal/promo and /promokod: the customer's promo codes and personal promotions, and the
// promo-code modal, which needs a signed-in customer: signed out, the auth modal opens in its
// promo-code form (promoCode: true, SPEC §6) and the promo-code modal follows the sign-in.
// A code is applied to the current cart's order, and the answer says whether it took and why not.
import { useAuth, useCheckout, usePersonalPromotions } from '@apteka/hooks'
import { messageOf } from '@apteka/sdk/errors'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { Field } from '../../ui/Field/Field'
import { Modal } from '../../ui/Modal/Modal'
import { AccountPage } from '../AccountPage'
import styles from '../account.module.css'
import { orderDay } from '../orders/orderText'

export const PROMO_TEXT = {
  title: 'Промокоды',
  lead: 'Промокоды и персональные акции для вас. Промокод применяется к заказу из корзины.',
  enter: 'Ввести промокод',
  modalTitle: 'Промокод',
  code: 'Промокод',
  apply: 'Применить',
  applied: (code: string) => `Промокод ${code} применён к заказу`,
  empty: 'Персональных акций пока нет.',
  until: (day: string) => `до ${day}`,
  toCart: 'Перейти в корзину',
} as const

export default function PromoRoute() {
  return (
    <AccountPage title={PROMO_TEXT.title} promoCode>
      <PromoScreen />
    </AccountPage>
  )
}

function PromoScreen() {
  const { promotions, isLoading } = usePersonalPromotions()
  const { requireAuth } = useAuth()
  const [open, setOpen] = useState(false)
  return (
    <>
      <section className={styles.card}>
        <p className={styles.muted}>{PROMO_TEXT.lead}</p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void requireAuth(() => setOpen(true), { promoCode: true })}
        >
          {PROMO_TEXT.enter}
        </button>
      </section>
      {isLoading ? null : promotions.length === 0 ? (
        <p className={styles.muted}>{PROMO_TEXT.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={PROMO_TEXT.title}>
          {promotions.map((promo) => (
            <li key={promo.alias} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link to={promo.url}>{promo.name}</Link>
              </h2>
              <p>{promo.description}</p>
              <p className={styles.muted}>
                {PROMO_TEXT.until(orderDay(promo.dateEnd) ?? promo.dateEnd)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={PROMO_TEXT.modalTitle} size="sm">
        {open ? <PromoCodeForm /> : null}
      </Modal>
    </>
  )
}

/** The modal's form; mounted only while open, so the cart's order is asked only then. */
function PromoCodeForm() {
  const checkout = useCheckout()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const promo = checkout.preOrder?.loyalty?.params.promo
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    try {
      await checkout.applyPromoCode(code)
    } catch (caught) {
      setError(messageOf(caught))
    }
  }
  // The server's word on the code: applied, or its error and the reason.
  const refusal = promo?.error
    ? [promo.error, promo.errorDescription].filter(Boolean).join('. ')
    : null
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Field label={PROMO_TEXT.code}>
        {(control) => (
          <input
            {...control}
            className="input"
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      {promo?.selected && promo.code ? (
        <p className={styles.success} role="status">
          {PROMO_TEXT.applied(promo.code)}
        </p>
      ) : null}
      {(error ?? refusal) ? (
        <p className={styles.error} role="alert">
          {error ?? refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={!code.trim() || checkout.isUpdating}
        >
          {PROMO_TEXT.apply}
        </button>
        <Link to="/cart">{PROMO_TEXT.toCart}</Link>
      </div>
    </form>
  )
}
