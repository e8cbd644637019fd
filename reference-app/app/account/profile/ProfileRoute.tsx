// /personal: the customer's profile — names, birthday, gender, e-mail with its verified state,
// the phone (shown, not changeable: E_37), notification settings, the news subscription and
// signing out (an operator acting for a customer goes back to the operator, SPEC §4).
import { useAuth, useProfile, usePromotedEmail } from '@apteka/hooks'
import { errorMessage, messageOf } from '@apteka/sdk/errors'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { formatPhone, type ProfileFieldsFragment } from '../../shop'
import { Field } from '../../ui/Field/Field'
import { AccountPage } from '../AccountPage'
import styles from '../account.module.css'
import {
  applyBirthDateMask,
  type ProfileFormErrors,
  type ProfileFormValues,
  profileFormValues,
  profileUpdate,
  validateProfileForm,
} from './profileForm'

export const PROFILE_TEXT = {
  title: 'Личные данные',
  surname: 'Фамилия',
  name: 'Имя',
  patronymic: 'Отчество',
  birthday: 'Дата рождения',
  birthdayPlaceholder: 'ДД.ММ.ГГГГ',
  gender: 'Пол',
  genderNone: 'Не указан',
  female: 'Женский',
  male: 'Мужской',
  email: 'E-mail',
  emailVerified: 'Подтверждён',
  emailNotVerified: 'Не подтверждён',
  phone: 'Телефон',
  changePhone: 'Изменить номер',
  save: 'Сохранить',
  saved: 'Изменения сохранены',
  notifications: 'Уведомления',
  channel: 'Уведомление',
  subscription: 'Рассылка новостей и акций',
  subscriptionLead: 'Пришлём новости и акции на этот адрес.',
  subscribe: 'Подписаться',
  subscribed: 'Вы подписаны на рассылку',
  logout: 'Выйти',
  loading: 'Загружаем профиль…',
} as const

/** The rows of the notification settings and their Russian names. */
const NOTIFICATION_ROWS = [
  ['adsAgreement', 'Согласие на рекламу'],
  ['personalOffers', 'Персональные предложения'],
  ['orders', 'Статусы заказов'],
] as const

const CHANNELS = [
  ['email', 'E-mail'],
  ['sms', 'SMS'],
  ['push', 'Push'],
] as const

export default function ProfileRoute() {
  return (
    <AccountPage title={PROFILE_TEXT.title}>
      <ProfileScreen />
    </AccountPage>
  )
}

function ProfileScreen() {
  const { profile, isLoading } = useProfile()
  if (!profile) return <p className={styles.muted}>{isLoading ? PROFILE_TEXT.loading : null}</p>
  return (
    <>
      <ProfileForm profile={profile} />
      <NotificationSettings profile={profile} />
      <NewsSubscription profile={profile} />
      <SignOut />
    </>
  )
}

function ProfileForm({ profile }: { profile: ProfileFieldsFragment }) {
  const { update, isUpdating, fieldError, updateError } = useProfile()
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(profile))
  const [errors, setErrors] = useState<ProfileFormErrors>({})
  const [saved, setSaved] = useState(false)
  const [phoneMessage, setPhoneMessage] = useState<string | null>(null)

  // A profile changed elsewhere (another tab, the e-mail's new state) refills the form.
  useEffect(() => setValues(profileFormValues(profile)), [profile])

  const change = (field: keyof ProfileFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors(({ [field]: _dropped, ...rest }) => rest)
    setSaved(false)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problems = validateProfileForm(values, new Date())
    setErrors(problems)
    setSaved(false)
    if (Object.keys(problems).length > 0) return
    try {
      await update(profileUpdate(values))
      setSaved(true)
    } catch {
      // The message is read from updateError below.
    }
  }

  const fieldMessageOf = (field: keyof ProfileFormValues) => errors[field] ?? fieldError(field)
  const serverError =
    updateError &&
    !(['name', 'surname', 'patronymic', 'email', 'birthday'] as const).some(fieldError)
      ? messageOf(updateError)
      : null

  const text = (field: 'surname' | 'name' | 'patronymic' | 'email', required = false) => {
    const message = fieldMessageOf(field)
    return (
      <Field label={PROFILE_TEXT[field]} required={required} error={message}>
        {(control) => (
          <input
            {...control}
            name={field}
            className="input"
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={AUTOCOMPLETE[field]}
            value={values[field]}
            required={required}
            onChange={(event) => change(field, event.target.value)}
          />
        )}
      </Field>
    )
  }

  const birthdayMessage = fieldMessageOf('birthday')
  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.formGrid}>
        {text('surname')}
        {text('name', true)}
        {text('patronymic')}
        <Field label={PROFILE_TEXT.birthday} error={birthdayMessage}>
          {(control) => (
            <input
              {...control}
              name="birthday"
              className="input"
              inputMode="numeric"
              autoComplete="bday"
              placeholder={PROFILE_TEXT.birthdayPlaceholder}
              value={values.birthday}
              onChange={(event) => change('birthday', applyBirthDateMask(event.target.value))}
            />
          )}
        </Field>
        <Field label={PROFILE_TEXT.gender}>
          {(control) => (
            <select
              {...control}
              name="gender"
              className="input"
              value={values.gender}
              onChange={(event) => change('gender', event.target.value)}
            >
              <option value="">{PROFILE_TEXT.genderNone}</option>
              <option value="female">{PROFILE_TEXT.female}</option>
              <option value="male">{PROFILE_TEXT.male}</option>
            </select>
          )}
        </Field>
        <div>
          {text('email')}
          <span className={profile.emailVerified ? styles.badgeGood : styles.badgeWarn}>
            {profile.emailVerified ? PROFILE_TEXT.emailVerified : PROFILE_TEXT.emailNotVerified}
          </span>
        </div>
        <Field
          label={PROFILE_TEXT.phone}
          after={
            <>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                onClick={() => setPhoneMessage(errorMessage('E_37'))}
              >
                {PROFILE_TEXT.changePhone}
              </button>
              {/* Not an error of the number: a refusal of the change, so the field stays valid. */}
              {phoneMessage ? (
                <p className={styles.error} role="alert">
                  {phoneMessage}
                </p>
              ) : null}
            </>
          }
        >
          {(control) => (
            <input
              {...control}
              className="input"
              readOnly
              value={formatPhone(profile.phone)}
              data-testid="profile-phone"
            />
          )}
        </Field>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary" disabled={isUpdating}>
          {PROFILE_TEXT.save}
        </button>
        {saved ? (
          <p className={styles.success} role="status">
            {PROFILE_TEXT.saved}
          </p>
        ) : null}
        {serverError ? (
          <p className={styles.error} role="alert">
            {serverError}
          </p>
        ) : null}
      </div>
    </form>
  )
}

const AUTOCOMPLETE = {
  surname: 'family-name',
  name: 'given-name',
  patronymic: 'additional-name',
  email: 'email',
} as const

function NotificationSettings({ profile }: { profile: ProfileFieldsFragment }) {
  const { update, isUpdating } = useProfile()
  const titleId = useId()
  const toggle = (
    row: (typeof NOTIFICATION_ROWS)[number][0],
    channel: 'email' | 'sms' | 'push',
  ) => {
    const current = profile.notifications[row]
    void update({
      notifications: {
        [row]: {
          email: current.email,
          sms: current.sms,
          push: current.push,
          [channel]: !current[channel],
        },
      },
    }).catch(() => undefined)
  }
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {PROFILE_TEXT.notifications}
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{PROFILE_TEXT.channel}</th>
            {CHANNELS.map(([channel, label]) => (
              <th key={channel} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_ROWS.map(([row, label]) => (
            <tr key={row}>
              <th scope="row">{label}</th>
              {CHANNELS.map(([channel, channelLabel]) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    aria-label={`${label}: ${channelLabel}`}
                    checked={profile.notifications[row][channel]}
                    disabled={isUpdating}
                    onChange={() => toggle(row, channel)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function NewsSubscription({ profile }: { profile: ProfileFieldsFragment }) {
  const id = useId()
  const { subscribe, isPending, isSuccess, errorText } = usePromotedEmail()
  const [email, setEmail] = useState(profile.email ?? '')
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {PROFILE_TEXT.subscription}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void subscribe({ email: email.trim(), source: 'personal' }).catch(() => undefined)
        }}
      >
        <p className={styles.muted}>{PROFILE_TEXT.subscriptionLead}</p>
        <Field label={PROFILE_TEXT.email}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <div className={styles.actions}>
          <button
            type="submit"
            className="btn btn--secondary"
            disabled={isPending || !email.trim()}
          >
            {PROFILE_TEXT.subscribe}
          </button>
          {isSuccess ? (
            <p className={styles.success} role="status">
              {PROFILE_TEXT.subscribed}
            </p>
          ) : null}
          {errorText ? (
            <p className={styles.error} role="alert">
              {errorText}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  )
}

function SignOut() {
  const { logout } = useAuth()
  const navigate = useNavigate()
  return (
    <div>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() =>
          void logout().then(({ revertedToOperator }) => {
            if (!revertedToOperator) navigate('/')
          })
        }
      >
        {PROFILE_TEXT.logout}
      </button>
    </div>
  )
}
