// /vypusk-karty-loyalnosti: the loyalty card issue flow (SPEC §2), one panel per step of
// useLoyaltyCardFlow; the transitions are drawn in docs/loyalty-card-flow.md.
import {
  type OAuthProviderOffer,
  oauthStartUrl,
  useAuth,
  useLoyaltyCardFlow,
  useOAuthProviders,
  usePhoneInput,
  useProfile,
} from '@apteka/hooks'
import { documentCookies, validateEmail, validateRegistrationNames } from '@apteka/sdk'
import { messageOf } from '@apteka/sdk/errors'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import { Field } from '../../ui/Field/Field'
import { PhoneField } from '../../ui/Field/PhoneField'
import { PageMeta } from '../../ui/PageMeta/PageMeta'
import { SmsCodeField } from '../../ui/SmsCodeField/SmsCodeField'
import styles from '../accountModes.module.css'
import { rememberCardRequestCancelled } from './cancelCardRequest'
import { OAUTH_PROVIDER_NAMES, OAUTH_RETURN_PARAMS, oauthReturnOf } from './oauthReturn'

export const LOYALTY_CARD_TEXT = {
  title: 'Выпуск карты лояльности',
  description:
    'Оформите бесплатную карту лояльности аптеки: баллы за покупки и персональные предложения.',
  lead: 'Баллы за каждую покупку и персональные предложения. Карта бесплатная.',
  phoneTitle: 'Оформление по номеру телефона',
  signedInTitle: 'Карта для вашего аккаунта',
  phone: 'Номер телефона',
  getCode: 'Получить код',
  signedInAs: (name: string) => `Вы вошли как ${name}.`,
  continue: 'Продолжить',
  codeSentTo: (phone: string) => `Код отправлен на номер ${phone}`,
  code: 'Код из SMS',
  confirm: 'Подтвердить',
  resendIn: (time: string) => `Отправить код повторно через ${time}`,
  resend: 'Отправить код ещё раз',
  changePhone: 'Изменить номер',
  personalTitle: 'Данные владельца карты',
  name: 'Имя',
  surname: 'Фамилия',
  email: 'Email',
  save: 'Продолжить',
  cardNumberTitle: 'Карта лояльности',
  cardNumberLead:
    'Если у вас есть пластиковая карта, введите её номер. Если нет — выпустим виртуальную.',
  cardNumber: 'Номер карты',
  linkCard: 'Привязать карту',
  issueCard: 'Выпустить виртуальную карту',
  back: 'Назад',
  otherNumber: 'Ввести другой номер',
  statusTitle: 'Эту карту нельзя привязать',
  existTitle: 'У вас уже есть карта лояльности',
  detailTitle: 'Карта готова',
  detailLead:
    'Баллы начисляются с первой покупки. Покажите номер карты в аптеке или войдите на сайте.',
  cardLabel: 'Номер карты',
  toPoints: 'Мои баллы',
  oauthFailedTitle: 'Не удалось войти',
  oauthFailed: (provider: string) =>
    `Не удалось войти через ${provider}. Попробуйте ещё раз или войдите по номеру телефона.`,
  retry: 'Попробовать снова',
  providersTitle: 'Или войдите через',
  signInWith: (provider: string) => `Войти через ${provider}`,
  cancel: 'Отказаться от выпуска карты',
  cancelledTitle: 'Вы отказались от выпуска карты',
  cancelledLead: 'Карту можно оформить в любой момент — это бесплатно.',
  restart: 'Оформить карту',
} as const

/** Why a card cannot be linked, by validateMindboxCard's status. */
export const CARD_STATUS_TEXT: Record<string, string> = {
  not_found: 'Карта с таким номером не найдена. Проверьте номер.',
  blocked: 'Карта заблокирована. Выпустите новую виртуальную карту.',
  issued_to_other: 'Карта оформлена на другого покупателя.',
}

/** The countdown as m:ss ('1:00', '0:59'). */
const timeText = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

export interface LoyaltyCardScreenProps {
  /** The 'cancel card request v1' cookie was set when the page was served. */
  readonly cancelled: boolean
}

export function LoyaltyCardScreen({ cancelled: cancelledAtLoad }: LoyaltyCardScreenProps) {
  const flow = useLoyaltyCardFlow()
  const { isAuthenticated } = useAuth()
  const { profile } = useProfile()
  const [cancelled, setCancelled] = useState(cancelledAtLoad)
  const [provider, setProvider] = useState<string>(OAUTH_PROVIDER_NAMES.vk)
  const { signInWithOAuth, oauthFailed } = flow
  const { providers } = useOAuthProviders()

  // Back from an OAuth provider: sign in with its code (or show its refusal), then drop the
  // answer from the address.
  useEffect(() => {
    const back = oauthReturnOf(window.location.search, window.location.hash)
    if (!back) return
    const rest = new URLSearchParams(window.location.search)
    for (const name of OAUTH_RETURN_PARAMS) rest.delete(name)
    const query = rest.toString()
    window.history.replaceState(null, '', window.location.pathname + (query ? `?${query}` : ''))
    setProvider(OAUTH_PROVIDER_NAMES[back.provider])
    setCancelled(false)
    if ('token' in back) signInWithOAuth(back).catch(() => undefined)
    else oauthFailed()
  }, [signInWithOAuth, oauthFailed])

  const cancel = () => {
    rememberCardRequestCancelled(documentCookies(), true)
    flow.reset()
    setCancelled(true)
  }
  const restart = () => {
    rememberCardRequestCancelled(documentCookies(), false)
    flow.reset()
    setCancelled(false)
  }
  const error = flow.error ? messageOf(flow.error) : null
  const canCancel = ['STEP_2', 'STEP_3', 'CARD_NUMBER', 'CARD_STATUS'].includes(flow.step)

  let body: ReactNode
  if (cancelled) {
    body = (
      <Panel title={LOYALTY_CARD_TEXT.cancelledTitle}>
        <p className={styles.lead}>{LOYALTY_CARD_TEXT.cancelledLead}</p>
        <div className={styles.actions}>
          <button type="button" className="btn btn--primary" onClick={restart}>
            {LOYALTY_CARD_TEXT.restart}
          </button>
        </div>
      </Panel>
    )
  } else {
    switch (flow.step) {
      case 'STEP_1':
        body =
          isAuthenticated && profile ? (
            <Panel title={LOYALTY_CARD_TEXT.signedInTitle} step="STEP_1">
              <p className={styles.lead}>
                {LOYALTY_CARD_TEXT.signedInAs(profile.name || profile.phone)}
              </p>
              <ErrorText error={error} />
              <div className={styles.actions}>
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={flow.isPending}
                  onClick={() => flow.continueSignedIn().catch(() => undefined)}
                >
                  {LOYALTY_CARD_TEXT.continue}
                </button>
              </div>
            </Panel>
          ) : (
            <PhoneStep
              pending={flow.isPending}
              error={error}
              onSubmit={(phone) => flow.sendCode(phone).catch(() => undefined)}
            >
              <ProviderButtons providers={providers} />
            </PhoneStep>
          )
        break
      case 'STEP_2':
        body = (
          <CodeStep
            phone={flow.phone}
            pending={flow.isPending}
            error={error}
            remaining={flow.timer.remaining}
            canResend={flow.timer.canResend}
            onSubmit={(code) => flow.confirmCode(code).catch(() => undefined)}
            onResend={() => flow.resendCode().catch(() => undefined)}
            onBack={flow.back}
          />
        )
        break
      case 'STEP_3':
        body = (
          <PersonalStep
            initialName={flow.name}
            pending={flow.isPending}
            error={error}
            onSubmit={(data) => flow.submitPersonalData(data).catch(() => undefined)}
          />
        )
        break
      case 'CARD_NUMBER':
        body = (
          <CardNumberStep
            pending={flow.isPending}
            error={error}
            onSubmit={(number) => flow.submitCardNumber(number).catch(() => undefined)}
            onIssue={() => flow.issueNewCard().catch(() => undefined)}
            onBack={flow.back}
          />
        )
        break
      case 'CARD_STATUS':
        body = (
          <Panel title={LOYALTY_CARD_TEXT.statusTitle} step="CARD_STATUS">
            <p className={styles.notice} role="status">
              {CARD_STATUS_TEXT[flow.cardStatus ?? ''] ?? CARD_STATUS_TEXT.not_found}
            </p>
            {flow.cardNumber ? (
              <p className={styles.lead}>
                {LOYALTY_CARD_TEXT.cardLabel}: {flow.cardNumber}
              </p>
            ) : null}
            <ErrorText error={error} />
            <div className={styles.actions}>
              <button
                type="button"
                className="btn btn--primary"
                disabled={flow.isPending}
                onClick={() => flow.issueNewCard().catch(() => undefined)}
              >
                {LOYALTY_CARD_TEXT.issueCard}
              </button>
              <button type="button" className="btn btn--secondary" onClick={flow.back}>
                {LOYALTY_CARD_TEXT.otherNumber}
              </button>
            </div>
          </Panel>
        )
        break
      case 'CARD_IS_EXIST':
      case 'CARD_DETAIL':
        body = (
          <Panel
            title={
              flow.step === 'CARD_IS_EXIST'
                ? LOYALTY_CARD_TEXT.existTitle
                : LOYALTY_CARD_TEXT.detailTitle
            }
            step={flow.step}
          >
            <div className={styles.card}>
              <span>{LOYALTY_CARD_TEXT.cardLabel}</span>
              <span className={styles.cardNumber}>{flow.cardNumber}</span>
            </div>
            {flow.step === 'CARD_DETAIL' ? (
              <p className={styles.lead}>{LOYALTY_CARD_TEXT.detailLead}</p>
            ) : null}
            <div className={styles.actions}>
              <Link className="btn btn--primary" to="/personal/mybonus">
                {LOYALTY_CARD_TEXT.toPoints}
              </Link>
            </div>
          </Panel>
        )
        break
      case 'OAUTH_FAILED':
        body = (
          <Panel title={LOYALTY_CARD_TEXT.oauthFailedTitle} step="OAUTH_FAILED">
            <p className={styles.error} role="alert">
              {LOYALTY_CARD_TEXT.oauthFailed(provider)}
            </p>
            <div className={styles.actions}>
              <button type="button" className="btn btn--primary" onClick={flow.retry}>
                {LOYALTY_CARD_TEXT.retry}
              </button>
            </div>
            <ProviderButtons providers={providers} />
          </Panel>
        )
        break
    }
  }

  return (
    <div className="container page">
      <PageMeta title={LOYALTY_CARD_TEXT.title} description={LOYALTY_CARD_TEXT.description} />
      <h1 className="page__title">{LOYALTY_CARD_TEXT.title}</h1>
      <div className={styles.stack}>
        {body}
        {canCancel && !cancelled ? (
          <div className={styles.actions}>
            <button type="button" className="btn btn--ghost" onClick={cancel}>
              {LOYALTY_CARD_TEXT.cancel}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  )
}

function Panel({ title, step, children }: { title: string; step?: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.panel} aria-labelledby={id} data-step={step}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function ErrorText({ error }: { error: string | null }) {
  return error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null
}

const submitted = (handler: () => void) => (event: FormEvent) => {
  event.preventDefault()
  handler()
}

/**
 * The providers the API offers: each button leaves for the provider's sign-in page, which sends
 * the shopper back to this page with a token or an error in the fragment.
 */
function ProviderButtons({ providers }: { providers: readonly OAuthProviderOffer[] }) {
  if (providers.length === 0) return null
  const start = (offer: OAuthProviderOffer) => {
    const page = window.location.pathname
    // A provider on another site needs the whole address to come back to; the stand-in, on
    // this site, takes only the path.
    const back = offer.authorizeUrl.startsWith('/') ? page : window.location.origin + page
    window.location.assign(oauthStartUrl(offer, back))
  }
  return (
    <fieldset className={styles.providers}>
      <legend className={styles.lead}>{LOYALTY_CARD_TEXT.providersTitle}</legend>
      <div className={styles.actions}>
        {providers.map((offer) => (
          <button
            key={offer.provider}
            type="button"
            className="btn btn--secondary"
            onClick={() => start(offer)}
          >
            {LOYALTY_CARD_TEXT.signInWith(offer.name)}
          </button>
        ))}
      </div>
    </fieldset>
  )
}

function PhoneStep(props: {
  pending: boolean
  error: string | null
  onSubmit: (phone: string) => void
  children?: ReactNode
}) {
  const phone = usePhoneInput()
  return (
    <Panel title={LOYALTY_CARD_TEXT.phoneTitle} step="STEP_1">
      <form
        className={styles.stack}
        onSubmit={submitted(() => {
          if (phone.isValid && phone.normalized) props.onSubmit(phone.normalized)
        })}
      >
        <p className={styles.lead}>{LOYALTY_CARD_TEXT.lead}</p>
        <PhoneField label={LOYALTY_CARD_TEXT.phone} value={phone.value} onChange={phone.onChange} />
        <ErrorText error={props.error} />
        <div className={styles.actions}>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={props.pending || !phone.isValid}
          >
            {LOYALTY_CARD_TEXT.getCode}
          </button>
        </div>
      </form>
      {props.children}
    </Panel>
  )
}

function CodeStep(props: {
  phone: string
  pending: boolean
  error: string | null
  remaining: number
  canResend: boolean
  onSubmit: (code: string) => void
  onResend: () => void
  onBack: () => void
}) {
  const [code, setCode] = useState('')
  return (
    <Panel title={LOYALTY_CARD_TEXT.codeSentTo(props.phone)} step="STEP_2">
      <form
        className={styles.stack}
        onSubmit={submitted(() => {
          if (code.trim()) props.onSubmit(code.trim())
        })}
      >
        <SmsCodeField label={LOYALTY_CARD_TEXT.code} value={code} onChange={setCode} />
        <ErrorText error={props.error} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn--primary" disabled={props.pending || !code}>
            {LOYALTY_CARD_TEXT.confirm}
          </button>
          {props.canResend ? (
            <button type="button" className="btn btn--secondary" onClick={props.onResend}>
              {LOYALTY_CARD_TEXT.resend}
            </button>
          ) : (
            <span className={styles.lead} aria-live="polite">
              {LOYALTY_CARD_TEXT.resendIn(timeText(props.remaining))}
            </span>
          )}
          <button type="button" className="btn btn--ghost" onClick={props.onBack}>
            {LOYALTY_CARD_TEXT.changePhone}
          </button>
        </div>
      </form>
    </Panel>
  )
}

function PersonalStep(props: {
  initialName: string
  pending: boolean
  error: string | null
  onSubmit: (data: { name: string; surname?: string; email?: string }) => void
}) {
  const [name, setName] = useState(props.initialName)
  const [surname, setSurname] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = () => {
    const found: Record<string, string> = { ...validateRegistrationNames({ name, surname }) }
    const emailError = validateEmail(email)
    if (emailError) found.email = emailError
    setErrors(found)
    if (Object.keys(found).length > 0) return
    props.onSubmit({
      name: name.trim(),
      ...(surname.trim() ? { surname: surname.trim() } : {}),
      ...(email.trim() ? { email: email.trim() } : {}),
    })
  }
  const field = (
    key: 'name' | 'surname' | 'email',
    label: string,
    value: string,
    set: (value: string) => void,
    required = false,
  ) => (
    <Field label={label} required={required} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={key === 'email' ? 'email' : 'text'}
          autoComplete={key === 'name' ? 'given-name' : key === 'surname' ? 'family-name' : 'email'}
          required={required}
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      )}
    </Field>
  )
  return (
    <Panel title={LOYALTY_CARD_TEXT.personalTitle} step="STEP_3">
      <form className={styles.stack} onSubmit={submitted(submit)} noValidate>
        {field('name', LOYALTY_CARD_TEXT.name, name, setName, true)}
        {field('surname', LOYALTY_CARD_TEXT.surname, surname, setSurname)}
        {field('email', LOYALTY_CARD_TEXT.email, email, setEmail)}
        <ErrorText error={props.error} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn--primary" disabled={props.pending}>
            {LOYALTY_CARD_TEXT.save}
          </button>
        </div>
      </form>
    </Panel>
  )
}

function CardNumberStep(props: {
  pending: boolean
  error: string | null
  onSubmit: (number: string) => void
  onIssue: () => void
  onBack: () => void
}) {
  const [number, setNumber] = useState('')
  return (
    <Panel title={LOYALTY_CARD_TEXT.cardNumberTitle} step="CARD_NUMBER">
      <form
        className={styles.stack}
        onSubmit={submitted(() => {
          if (number.trim()) props.onSubmit(number)
        })}
      >
        <p className={styles.lead}>{LOYALTY_CARD_TEXT.cardNumberLead}</p>
        <Field label={LOYALTY_CARD_TEXT.cardNumber}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              value={number}
              onChange={(event) =>
                setNumber(event.target.value.replace(/[^\d ]/g, '').slice(0, 24))
              }
            />
          )}
        </Field>
        <ErrorText error={props.error} />
        <div className={styles.actions}>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={props.pending || !number.trim()}
          >
            {LOYALTY_CARD_TEXT.linkCard}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={props.pending}
            onClick={props.onIssue}
          >
            {LOYALTY_CARD_TEXT.issueCard}
          </button>
          <button type="button" className="btn btn--ghost" onClick={props.onBack}>
            {LOYALTY_CARD_TEXT.back}
          </button>
        </div>
      </form>
    </Panel>
  )
}
