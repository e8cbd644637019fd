// The authentication modal: the phone step (mask '+7 ### ### ## ##', 'Получить код'),
// the SMS-code step ('Войти', 'Отправить код повторно через 0:59') and, for a new
// customer, the registration step with name fields. All state comes from props
// (useAuth, usePhoneInput and the sdk's resend timer drive it).
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { formatPhone } from '../../shop'
import { Field } from '../../ui/Field/Field'
import { FormError } from '../../ui/Field/FormError'
import { PhoneField } from '../../ui/Field/PhoneField'
import { Modal } from '../../ui/Modal/Modal'
import styles from './AuthModal.module.css'

/** Seconds as the resend countdown shows them: 59 → '0:59', 5 → '0:05'. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds))
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`
}

export const AUTH_MODAL_TEXT = {
  title: 'Вход или регистрация',
  promoTitle: 'Войдите, чтобы применить промокод',
  registerTitle: 'Регистрация',
  phoneLabel: 'Номер телефона',
  phoneHint: 'Отправим SMS с кодом подтверждения',
  getCode: 'Получить код',
  codeLabel: 'Код из SMS',
  codeSent: (phone: string) => `Код отправлен на номер ${phone}`,
  changePhone: 'Изменить номер',
  login: 'Войти',
  resendIn: (seconds: number) => `Отправить код повторно через ${formatCountdown(seconds)}`,
  resend: 'Отправить код повторно',
  registerHint: 'Вы у нас впервые. Как к вам обращаться?',
  name: 'Имя',
  surname: 'Фамилия',
  register: 'Зарегистрироваться',
  consentBefore: 'Продолжая, вы соглашаетесь с ',
  consentLink: 'пользовательским соглашением',
  consentAfter: ' и даёте согласие на обработку персональных данных.',
} as const

export type AuthStep = 'phone' | 'code' | 'register'

export interface AuthRegistration {
  readonly name: string
  readonly surname: string
}

/** The message under each registration field that is not right. */
export type AuthRegistrationErrors = Partial<Record<keyof AuthRegistration, string>>

export interface AuthModalProps {
  readonly open: boolean
  readonly onClose: () => void
  readonly step: AuthStep
  /** The phone as shown in the field (already masked). */
  readonly phone: string
  readonly onPhoneChange: (value: string) => void
  /** The phone is complete and valid, so a code may be requested. */
  readonly phoneValid: boolean
  readonly onRequestCode: () => void
  readonly code: string
  readonly onCodeChange: (value: string) => void
  readonly onSubmitCode: () => void
  /** Seconds until a new code may be sent; 0 shows the resend button. */
  readonly resendSeconds: number
  readonly onResend: () => void
  /** Back to the phone step. */
  readonly onChangePhone: () => void
  readonly registration: AuthRegistration
  readonly onRegistrationChange: (registration: AuthRegistration) => void
  readonly onRegister: () => void
  /** Messages under the registration's name fields (the sdk's rules, the server's field errors). */
  readonly registrationErrors?: AuthRegistrationErrors
  /** An error to show under the current step's field (on the registration step, under the form). */
  readonly error?: string | null
  /** A request is running; the step's button is disabled. Default: false. */
  readonly pending?: boolean
  /** Opened from the promo-code modal (SPEC §6). Default: false. */
  readonly promoCode?: boolean
  /** Digits in the SMS code. Default: 4. */
  readonly codeLength?: number
}

export function AuthModal(props: AuthModalProps) {
  const { open, onClose, step, promoCode = false } = props
  const title =
    step === 'register'
      ? AUTH_MODAL_TEXT.registerTitle
      : promoCode
        ? AUTH_MODAL_TEXT.promoTitle
        : AUTH_MODAL_TEXT.title
  return (
    <Modal open={open} onClose={onClose} title={title} size="sm">
      {step === 'phone' ? <PhoneStep {...props} /> : null}
      {step === 'code' ? <CodeStep {...props} /> : null}
      {step === 'register' ? <RegisterStep {...props} /> : null}
    </Modal>
  )
}

const handle = (action: () => void) => (event: FormEvent) => {
  event.preventDefault()
  action()
}

function PhoneStep({
  phone,
  onPhoneChange,
  phoneValid,
  onRequestCode,
  error,
  pending = false,
}: AuthModalProps) {
  return (
    <form className={styles.form} onSubmit={handle(onRequestCode)} noValidate>
      <PhoneField
        label={AUTH_MODAL_TEXT.phoneLabel}
        error={error}
        hint={AUTH_MODAL_TEXT.phoneHint}
        inputClassName={styles.phone}
        value={phone}
        onChange={onPhoneChange}
      />
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={!phoneValid || pending}
      >
        {AUTH_MODAL_TEXT.getCode}
      </button>
      <p className={styles.consent}>
        {AUTH_MODAL_TEXT.consentBefore}
        <Link to="/termsuser">{AUTH_MODAL_TEXT.consentLink}</Link>
        {AUTH_MODAL_TEXT.consentAfter}
      </p>
    </form>
  )
}

function CodeStep({
  phone,
  code,
  onCodeChange,
  onSubmitCode,
  resendSeconds,
  onResend,
  onChangePhone,
  error,
  pending = false,
  codeLength = 4,
}: AuthModalProps) {
  return (
    <form className={styles.form} onSubmit={handle(onSubmitCode)} noValidate>
      <p className={styles.sent}>
        {AUTH_MODAL_TEXT.codeSent(formatPhone(phone))}{' '}
        <button type="button" className={styles.linkButton} onClick={onChangePhone}>
          {AUTH_MODAL_TEXT.changePhone}
        </button>
      </p>
      <Field label={AUTH_MODAL_TEXT.codeLabel} error={error}>
        {(control) => (
          <input
            {...control}
            className={`input ${styles.code}`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={codeLength}
            value={code}
            onChange={(event) =>
              onCodeChange(event.target.value.replace(/\D/g, '').slice(0, codeLength))
            }
          />
        )}
      </Field>
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={code.length < codeLength || pending}
      >
        {AUTH_MODAL_TEXT.login}
      </button>
      {resendSeconds > 0 ? (
        <p className={styles.timer} aria-live="off">
          {AUTH_MODAL_TEXT.resendIn(resendSeconds)}
        </p>
      ) : (
        <button
          type="button"
          className={`${styles.linkButton} ${styles.resend}`}
          onClick={onResend}
        >
          {AUTH_MODAL_TEXT.resend}
        </button>
      )}
    </form>
  )
}

function RegisterStep({
  registration,
  onRegistrationChange,
  onRegister,
  registrationErrors = {},
  error,
  pending = false,
}: AuthModalProps) {
  return (
    <form className={styles.form} onSubmit={handle(onRegister)} noValidate>
      <p className={styles.sent}>{AUTH_MODAL_TEXT.registerHint}</p>
      <Field label={AUTH_MODAL_TEXT.name} required error={registrationErrors.name}>
        {(control) => (
          <input
            {...control}
            className="input"
            autoComplete="given-name"
            required
            value={registration.name}
            onChange={(event) =>
              onRegistrationChange({ ...registration, name: event.target.value })
            }
          />
        )}
      </Field>
      <Field label={AUTH_MODAL_TEXT.surname} error={registrationErrors.surname}>
        {(control) => (
          <input
            {...control}
            className="input"
            autoComplete="family-name"
            value={registration.surname}
            onChange={(event) =>
              onRegistrationChange({ ...registration, surname: event.target.value })
            }
          />
        )}
      </Field>
      <FormError error={error} />
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={registration.name.trim().length === 0 || pending}
      >
        {AUTH_MODAL_TEXT.register}
      </button>
    </form>
  )
}
