// 'Сообщить о поступлении' on a product not available for order: the shopper leaves an e-mail
// (or a phone) and the shop writes when the drug is back in the region (setDrugNotify).
import { useDrugNotify } from '@apteka/hooks'
import { type FormEvent, useId, useState } from 'react'
import { Field } from '../ui/Field/Field'
import { FormError } from '../ui/Field/FormError'
import styles from './ProductPage.module.css'

export const DRUG_NOTIFY_TEXT = {
  title: 'Сообщить о поступлении',
  text: 'Товара сейчас нет в продаже. Оставьте e-mail или телефон — напишем, когда он появится.',
  email: 'E-mail',
  phone: 'Телефон',
  submit: 'Сообщить мне',
  done: 'Готово! Сообщим, как только товар поступит в продажу.',
} as const

export function DrugNotifyForm({ productID }: { productID: string }) {
  const id = useId()
  const notify = useDrugNotify({ productID })
  const [email, setEmail] = useState('')
  const [phone, setPhone] = useState('')
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void notify
      .subscribe({ ...(email.trim() ? { email } : {}), ...(phone.trim() ? { phone } : {}) })
      .catch(() => undefined)
  }
  if (notify.isSubscribed) {
    return (
      <p className={styles.success} role="status" data-testid="drug-notify-done">
        {notify.message || DRUG_NOTIFY_TEXT.done}
      </p>
    )
  }
  const emailError = notify.fieldError('email')
  const phoneError = notify.fieldError('phone')
  const otherError = !emailError && !phoneError ? (notify.error?.message ?? null) : null
  return (
    <form
      className={styles.completionForm}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {DRUG_NOTIFY_TEXT.title}
      </h2>
      <p className={styles.hint}>{DRUG_NOTIFY_TEXT.text}</p>
      <Field label={DRUG_NOTIFY_TEXT.email} error={emailError}>
        {(control) => (
          <input
            {...control}
            type="email"
            className="input"
            autoComplete="email"
            value={email}
            maxLength={128}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Field label={DRUG_NOTIFY_TEXT.phone} error={phoneError}>
        {(control) => (
          <input
            {...control}
            type="tel"
            className="input"
            autoComplete="tel"
            placeholder="+7 ___ ___ __ __"
            value={phone}
            maxLength={20}
            onChange={(event) => setPhone(event.target.value)}
          />
        )}
      </Field>
      <FormError error={otherError} />
      <button type="submit" className="btn btn--primary" disabled={notify.isPending}>
        {DRUG_NOTIFY_TEXT.submit}
      </button>
    </form>
  )
}
