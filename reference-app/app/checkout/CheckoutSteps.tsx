// Where the shopper is in the checkout: cart, receiving (pickup or delivery), checkout.
// Steps by number as SPEC §2 counts them (1 cart, 2 pickup, 3 delivery, 4 checkout).
import { useEffect } from 'react'
import { trackEvent } from '../analytics/analytics'
import styles from './checkout.module.css'

export const CHECKOUT_STEPS_TEXT = {
  label: 'Шаги оформления заказа',
  cart: 'Корзина',
  receive: 'Получение',
  checkout: 'Оформление',
} as const

export interface CheckoutStepsProps {
  /** 1 cart, 2 pickup, 3 delivery, 4 checkout. */
  readonly current: 1 | 2 | 3 | 4
}

/** The analytics name of each step (SPEC §2's numbering). */
const STEP_NAMES = { 1: 'cart', 2: 'pickup', 3: 'delivery', 4: 'checkout' } as const

export function CheckoutSteps({ current }: CheckoutStepsProps) {
  // Each step shown is a checkout step for analytics.
  useEffect(() => {
    trackEvent({ type: 'checkout_step', step: current, name: STEP_NAMES[current] })
  }, [current])
  const position = current === 1 ? 0 : current === 4 ? 2 : 1
  const steps = [
    CHECKOUT_STEPS_TEXT.cart,
    CHECKOUT_STEPS_TEXT.receive,
    CHECKOUT_STEPS_TEXT.checkout,
  ]
  return (
    <ol className={styles.steps} aria-label={CHECKOUT_STEPS_TEXT.label}>
      {steps.map((step, index) => (
        <li
          key={step}
          className={styles.step}
          data-state={index < position ? 'done' : index === position ? 'current' : 'next'}
          aria-current={index === position ? 'step' : undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  )
}
