// "Перезвоните мне" on the phone-order page: name and phone go to requestCallback; the call
// centre calls back at the time the API answers. A second request from the same phone within
// 10 minutes is refused with E_250, whose Russian text is shown under the form.
import { useRequestCallback } from '@apteka/hooks'
import { type FormEvent, useId, useState } from 'react'
import { MONTH_NAMES_GENITIVE } from '../shop'
import { Field } from '../ui/Field/Field'
import styles from './content.module.css'

export const CALLBACK_TEXT = {
  title: 'Перезвоните мне',
  hint: 'Оставьте телефон — фармацевт перезвонит, поможет подобрать лекарства и оформит заказ.',
  name: 'Ваше имя',
  phone: 'Телефон',
  submit: 'Жду звонка',
  sending: 'Отправляем…',
  done: (time: string) => `Заявка принята. Мы перезвоним вам ${time}.`,
  required: 'Укажите имя и телефон',
} as const

/**
 * The call-back time as '24 ноября в 15:30': the wall time the API wrote in the shop's zone
 * ('2026-11-24T15:30:00+03:00'), shown as it is, whatever the browser's own zone.
 */
export function callTime(iso: string): string {
  const wall = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso)
  if (!wall) return iso
  const [, , month, day, hour, minute] = wall
  return `${Number(day)} ${MONTH_NAMES_GENITIVE[Number(month) - 1]} в ${hour}:${minute}`
}

export function CallbackForm() {
  const callback = useRequestCallback()
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [missing, setMissing] = useState(false)
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim() || !phone.trim()) {
      setMissing(true)
      return
    }
    setMissing(false)
    void callback.request({ name, phone }).catch(() => undefined)
  }
  const error = missing ? CALLBACK_TEXT.required : callback.errorMessage
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {CALLBACK_TEXT.title}
      </h2>
      <p className={styles.muted}>{CALLBACK_TEXT.hint}</p>
      <Field label={CALLBACK_TEXT.name}>
        {(control) => (
          <input
            {...control}
            className="input"
            name="name"
            autoComplete="given-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field label={CALLBACK_TEXT.phone}>
        {(control) => (
          <input
            {...control}
            className="input"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+7 (___) ___-__-__"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn--primary" disabled={callback.isPending}>
        {callback.isPending ? CALLBACK_TEXT.sending : CALLBACK_TEXT.submit}
      </button>
      <div aria-live="polite">
        {callback.enableTime && !error ? (
          <p className={styles.status} role="status">
            {CALLBACK_TEXT.done(callTime(callback.enableTime))}
          </p>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert" data-code={callback.errorCode ?? undefined}>
            {error}
          </p>
        ) : null}
      </div>
    </form>
  )
}
