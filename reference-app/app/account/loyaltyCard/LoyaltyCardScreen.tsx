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
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Field } from '../../ui/Field/Field'
import { PhoneField } from '../../ui/Field/PhoneField'
import { PageMeta } from '../../ui/PageMeta/PageMeta'
import { SmsCodeField } from '../../ui/SmsCodeField/SmsCodeField'
import styles from '../accountModes.module.css'
import { DocumentNumberField } from '../DocumentNumberField'
import { ModeActions } from '../ModeActions'
import { ModeDetail } from '../ModeDetail'
import { ModePanel } from '../ModePanel'
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
      <ModePanel title={LOYALTY_CARD_TEXT.cancelledTitle}>
        <p className={styles.lead}>{LOYALTY_CARD_TEXT.cancelledLead}</p>
        <ModeActions label={LOYALTY_CARD_TEXT.restart} onClick={restart} />
      </ModePanel>
    )
  } else {
    switch (flow.step) {
      case 'STEP_1':
        body =
          isAuthenticated && profile ? (
            <ModePanel title={LOYALTY_CARD_TEXT.signedInTitle} step="STEP_1">
              <p className={styles.lead}>
                {LOYALTY_CARD_TEXT.signedInAs(profile.name || profile.phone)}
              </p>
              <ModeActions
                error={error}
                label={LOYALTY_CARD_TEXT.continue}
                disabled={flow.isPending}
                onClick={() => flow.continueSignedIn().catch(() => undefined)}
              />
            </ModePanel>
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
          <ModePanel title={LOYALTY_CARD_TEXT.statusTitle} step="CARD_STATUS">
            <p className={styles.notice} role="status">
              {CARD_STATUS_TEXT[flow.cardStatus ?? ''] ?? CARD_STATUS_TEXT.not_found}
            </p>
            <ModeDetail label={LOYALTY_CARD_TEXT.cardLabel} value={flow.cardNumber} />
            <ModeActions
              error={error}
              label={LOYALTY_CARD_TEXT.issueCard}
              disabled={flow.isPending}
              onClick={() => flow.issueNewCard().catch(() => undefined)}
            >
              <button type="button" className="btn btn--secondary" onClick={flow.back}>
                {LOYALTY_CARD_TEXT.otherNumber}
              </button>
            </ModeActions>
          </ModePanel>
        )
        break
      case 'CARD_IS_EXIST':
      case 'CARD_DETAIL':
        body = (
          <ModePanel
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
          </ModePanel>
        )
        break
      case 'OAUTH_FAILED':
        body = (
          <ModePanel title={LOYALTY_CARD_TEXT.oauthFailedTitle} step="OAUTH_FAILED">
            <p className={styles.error} role="alert">
              {LOYALTY_CARD_TEXT.oauthFailed(provider)}
            </p>
            <ModeActions label={LOYALTY_CARD_TEXT.retry} onClick={flow.retry} />
            <ProviderButtons providers={providers} />
          </ModePanel>
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
    <ModePanel title={LOYALTY_CARD_TEXT.phoneTitle} step="STEP_1">
      <form
        className={styles.stack}
        onSubmit={submitted(() => {
          if (phone.isValid && phone.normalized) props.onSubmit(phone.normalized)
        })}
      >
        <p className={styles.lead}>{LOYALTY_CARD_TEXT.lead}</p>
        <PhoneField label={LOYALTY_CARD_TEXT.phone} value={phone.value} onChange={phone.onChange} />
        <ModeActions
          error={props.error}
          label={LOYALTY_CARD_TEXT.getCode}
          disabled={props.pending || !phone.isValid}
        />
      </form>
      {props.children}
    </ModePanel>
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
    <ModePanel title={LOYALTY_CARD_TEXT.codeSentTo(props.phone)} step="STEP_2">
      <form
        className={styles.stack}
        onSubmit={submitted(() => {
          if (code.trim()) props.onSubmit(code.trim())
        })}
      >
        <SmsCodeField label={LOYALTY_CARD_TEXT.code} value={code} onChange={setCode} />
        <ModeActions
          error={props.error}
          label={LOYALTY_CARD_TEXT.confirm}
          disabled={props.pending || !code}
        >
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
        </ModeActions>
      </form>
    </ModePanel>
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
    <ModePanel title={LOYALTY_CARD_TEXT.personalTitle} step="STEP_3">
      <form className={styles.stack} onSubmit={submitted(submit)} noValidate>
        {field('name', LOYALTY_CARD_TEXT.name, name, setName, true)}
        {field('surname', LOYALTY_CARD_TEXT.surname, surname, setSurname)}
        {field('email', LOYALTY_CARD_TEXT.email, email, setEmail)}
        <ModeActions error={props.error} label={LOYALTY_CARD_TEXT.save} disabled={props.pending} />
      </form>
    </ModePanel>
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
    <ModePanel title={LOYALTY_CARD_TEXT.cardNumberTitle} step="CARD_NUMBER">
      <form
        className={styles.stack}
        onSubmit={submitted(() => {
          if (number.trim()) props.onSubmit(number)
        })}
      >
        <p className={styles.lead}>{LOYALTY_CARD_TEXT.cardNumberLead}</p>
        <DocumentNumberField
          label={LOYALTY_CARD_TEXT.cardNumber}
          value={number}
          onChange={setNumber}
          maxLength={24}
          spaces
        />
        <ModeActions
          error={props.error}
          label={LOYALTY_CARD_TEXT.linkCard}
          disabled={props.pending || !number.trim()}
        >
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
        </ModeActions>
      </form>
    </ModePanel>
  )
}
