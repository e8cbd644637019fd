// /operator: the operator's desk (SPEC §4, §6). The operator signs in with their own phone
// and SMS code (own tokens, sent as X-Operator-Authorization), then finds a customer by phone
// or registers one, and acts for them; the banner (OperatorBanner) leads back.
import { useAuth, usePhoneInput, useProfile } from '@apteka/hooks'
import { validateRegistrationNames } from '@apteka/sdk'
import { messageOf } from '@apteka/sdk/errors'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'
import { Field } from '../../ui/Field/Field'
import { PhoneField } from '../../ui/Field/PhoneField'
import { PageMeta } from '../../ui/PageMeta/PageMeta'
import { SmsCodeField } from '../../ui/SmsCodeField/SmsCodeField'
import styles from '../accountModes.module.css'
import { ModeActions } from '../ModeActions'
import { ModeError } from '../ModeError'
import { ModePanel } from '../ModePanel'
import { customerLabel } from './OperatorBanner'

export const OPERATOR_TEXT = {
  title: 'Кабинет оператора',
  signInTitle: 'Вход для оператора',
  phone: 'Телефон оператора',
  getCode: 'Получить код',
  code: 'Код из SMS',
  signIn: 'Войти',
  notOperator: 'Этот номер не принадлежит оператору.',
  operator: (name: string) => `Оператор: ${name}`,
  findTitle: 'Найти клиента',
  customerPhone: 'Телефон клиента',
  actFor: 'Действовать от имени клиента',
  registerTitle: 'Зарегистрировать клиента',
  name: 'Имя',
  surname: 'Фамилия',
  register: 'Зарегистрировать',
  actingTitle: 'Вы действуете от имени клиента',
  signOut: 'Выйти из кабинета оператора',
  toShop: 'Перейти в магазин',
} as const

export function OperatorScreen() {
  const auth = useAuth()
  const { profile } = useProfile()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const guard = (call: () => Promise<unknown>, after?: () => void) => {
    setError(null)
    call().then(after, (caught: unknown) => setError(messageOf(caught)))
  }

  let body: ReactNode
  if (auth.isOperator && profile && !profile.isOperator) {
    body = (
      <ModePanel title={OPERATOR_TEXT.actingTitle}>
        <p data-operator-customer>{customerLabel(profile)}</p>
        <ModeActions label={OPERATOR_TEXT.toShop} onClick={() => navigate('/')} />
      </ModePanel>
    )
  } else if (auth.isOperator && profile?.isOperator) {
    body = (
      <>
        <p className={styles.lead}>
          {OPERATOR_TEXT.operator([profile.name, profile.surname].filter(Boolean).join(' '))}
        </p>
        <FindCustomer
          pending={auth.isPending}
          onSubmit={(phone) =>
            guard(
              () => auth.loginAsUser({ phone }),
              () => navigate('/'),
            )
          }
        />
        <RegisterCustomer
          pending={auth.isPending}
          onSubmit={(data) =>
            guard(
              () => auth.registerClient(data),
              () => navigate('/'),
            )
          }
        />
        <div className={styles.actions}>
          <button type="button" className="btn btn--ghost" onClick={() => guard(auth.logout)}>
            {OPERATOR_TEXT.signOut}
          </button>
        </div>
      </>
    )
  } else {
    body = (
      <OperatorSignIn
        pending={auth.isPending}
        onGetCode={(phone) => auth.getCode(phone)}
        onSignIn={(phone, code) =>
          guard(async () => {
            const payload = await auth.operatorLogin({ phone, code })
            if (!payload.session?.operator) throw new Error(OPERATOR_TEXT.notOperator)
          })
        }
        onError={(caught) => setError(messageOf(caught))}
      />
    )
  }

  return (
    <div className="container page">
      <PageMeta title={OPERATOR_TEXT.title} robots="noindex" />
      <h1 className="page__title">{OPERATOR_TEXT.title}</h1>
      <div className={styles.stack}>
        <ModeError error={error} />
        {body}
      </div>
    </div>
  )
}

/** A phone the operator types: a customer's or their own, never the browser's autofill. */
function OperatorPhone({
  label,
  phone,
}: {
  label: string
  phone: ReturnType<typeof usePhoneInput>
}) {
  return (
    <PhoneField label={label} value={phone.value} onChange={phone.onChange} autoComplete="off" />
  )
}

function OperatorSignIn(props: {
  pending: boolean
  onGetCode: (phone: string) => Promise<unknown>
  onSignIn: (phone: string, code: string) => void
  onError: (error: unknown) => void
}) {
  const phone = usePhoneInput()
  const [codeSent, setCodeSent] = useState(false)
  const [code, setCode] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!phone.normalized) return
    if (!codeSent) {
      props.onGetCode(phone.normalized).then(() => setCodeSent(true), props.onError)
    } else if (code) {
      props.onSignIn(phone.normalized, code)
    }
  }
  return (
    <ModePanel title={OPERATOR_TEXT.signInTitle}>
      <form className={styles.stack} onSubmit={submit}>
        <OperatorPhone label={OPERATOR_TEXT.phone} phone={phone} />
        {codeSent ? (
          <SmsCodeField label={OPERATOR_TEXT.code} value={code} onChange={setCode} />
        ) : null}
        <ModeActions
          label={codeSent ? OPERATOR_TEXT.signIn : OPERATOR_TEXT.getCode}
          disabled={props.pending || !phone.isValid || (codeSent && !code)}
        />
      </form>
    </ModePanel>
  )
}

function FindCustomer(props: { pending: boolean; onSubmit: (phone: string) => void }) {
  const phone = usePhoneInput()
  return (
    <ModePanel title={OPERATOR_TEXT.findTitle}>
      <form
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault()
          if (phone.normalized) props.onSubmit(phone.normalized)
        }}
      >
        <OperatorPhone label={OPERATOR_TEXT.customerPhone} phone={phone} />
        <ModeActions label={OPERATOR_TEXT.actFor} disabled={props.pending || !phone.isValid} />
      </form>
    </ModePanel>
  )
}

function RegisterCustomer(props: {
  pending: boolean
  onSubmit: (data: { phone: string; name: string; surname?: string }) => void
}) {
  const phone = usePhoneInput()
  const [name, setName] = useState('')
  const [surname, setSurname] = useState('')
  const [errors, setErrors] = useState<{ name?: string; surname?: string }>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateRegistrationNames({ name, surname })
    setErrors(found)
    if (found.name || found.surname || !phone.normalized) return
    props.onSubmit({
      phone: phone.normalized,
      name: name.trim(),
      ...(surname.trim() ? { surname: surname.trim() } : {}),
    })
  }
  const field = (
    key: 'name' | 'surname',
    label: string,
    value: string,
    set: (value: string) => void,
  ) => (
    <Field label={label} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          className="input"
          autoComplete="off"
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      )}
    </Field>
  )
  return (
    <ModePanel title={OPERATOR_TEXT.registerTitle}>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <OperatorPhone label={OPERATOR_TEXT.customerPhone} phone={phone} />
        {field('name', OPERATOR_TEXT.name, name, setName)}
        {field('surname', OPERATOR_TEXT.surname, surname, setSurname)}
        <ModeActions label={OPERATOR_TEXT.register} disabled={props.pending || !phone.isValid} />
      </form>
    </ModePanel>
  )
}
