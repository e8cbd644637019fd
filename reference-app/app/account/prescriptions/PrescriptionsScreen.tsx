// /prescription: the customer's EMIAS electronic prescriptions (SPEC §2, §7). Only in the
// Moscow region and only signed in; '?number=' shows one prescription (the API's own link).
// Each prescription's products go into the cart with one button.
import { useAddToCart, useAuth, usePrescriptions, useRegion } from '@apteka/hooks'
import { applyBirthDateMask, formatApiDate, parseDisplayDate, validateBirthDate } from '@apteka/sdk'
import { messageOf } from '@apteka/sdk/errors'
import { type FormEvent, useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { formatDate, formatMoney, parseApiDate, productPath } from '../../shop'
import { Field } from '../../ui/Field/Field'
import { PageMeta } from '../../ui/PageMeta/PageMeta'
import styles from '../accountModes.module.css'
import { DocumentNumberField } from '../DocumentNumberField'
import { ModeActions } from '../ModeActions'
import { ModeDetail } from '../ModeDetail'
import { ModeError } from '../ModeError'
import { ModePanel } from '../ModePanel'

export const PRESCRIPTION_TEXT = {
  title: 'Электронные рецепты',
  lead: 'Рецепты, выписанные врачом в ЕМИАС, и лекарства по ним — в одном месте.',
  signIn: 'Войдите, чтобы увидеть свои рецепты.',
  signInButton: 'Войти',
  otherRegion:
    'Электронные рецепты ЕМИАС доступны только в регионе «Москва и область». Выберите этот регион, чтобы добавить рецепт.',
  aboutService: 'Как работает сервис',
  addTitle: 'Добавить рецепты из ЕМИАС',
  policy: 'Номер полиса ОМС',
  policyHint: '16 цифр',
  policyError: 'Номер полиса — 16 цифр',
  birthday: 'Дата рождения',
  add: 'Найти рецепты',
  empty: 'Рецептов пока нет. Добавьте их по номеру полиса ОМС.',
  number: (number: string) => `Рецепт № ${number}`,
  issued: 'Выписан',
  expires: 'Действует до',
  dosage: 'Приём',
  toCart: 'Положить в корзину',
  inCart: 'Товары рецепта в корзине',
  goToCart: 'Перейти в корзину',
  unavailable: 'нет в продаже',
  all: 'Все рецепты',
  notFound: 'Рецепт не найден.',
} as const

const dateText = (value: string | null) => {
  const date = value ? parseApiDate(value) : null
  return date ? formatDate(date) : (value ?? '—')
}

export function PrescriptionsScreen() {
  const { isAuthenticated, requireAuth } = useAuth()
  const { regionId } = useRegion()
  const prescriptions = usePrescriptions()
  const [searchParams] = useSearchParams()
  const onlyNumber = searchParams.get('number')
  const inMoscow = regionId === 'moscowregion'

  // The prescriptions need an account: the auth modal opens by itself.
  useEffect(() => {
    if (!isAuthenticated && inMoscow) void requireAuth(() => undefined)
  }, [isAuthenticated, inMoscow, requireAuth])

  const shown = onlyNumber
    ? prescriptions.prescriptions.filter((item) => item.number === onlyNumber)
    : prescriptions.prescriptions

  return (
    <div className="container page">
      <PageMeta title={PRESCRIPTION_TEXT.title} robots="noindex" />
      <h1 className="page__title">{PRESCRIPTION_TEXT.title}</h1>
      <div className={styles.stack}>
        <p className={styles.lead}>{PRESCRIPTION_TEXT.lead}</p>
        {!inMoscow ? (
          <p className={styles.notice} role="status">
            {PRESCRIPTION_TEXT.otherRegion}{' '}
            <Link className={styles.link} to="/info-emias">
              {PRESCRIPTION_TEXT.aboutService}
            </Link>
          </p>
        ) : !isAuthenticated ? (
          <div className={styles.panel}>
            <p className={styles.lead}>{PRESCRIPTION_TEXT.signIn}</p>
            <div className={styles.actions}>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => void requireAuth(() => undefined)}
              >
                {PRESCRIPTION_TEXT.signInButton}
              </button>
            </div>
          </div>
        ) : (
          <>
            {onlyNumber ? null : (
              <AddPrescriptionForm
                pending={prescriptions.isAdding}
                error={prescriptions.addError ? messageOf(prescriptions.addError) : null}
                onAdd={(owner) => prescriptions.addOwner(owner).then(() => undefined)}
              />
            )}
            {onlyNumber ? (
              <Link className={styles.link} to="/prescription">
                {PRESCRIPTION_TEXT.all}
              </Link>
            ) : null}
            {prescriptions.isLoading ? null : shown.length === 0 ? (
              <p className={styles.lead}>
                {onlyNumber ? PRESCRIPTION_TEXT.notFound : PRESCRIPTION_TEXT.empty}
              </p>
            ) : (
              <ul className={styles.list} aria-label={PRESCRIPTION_TEXT.title}>
                {shown.map((prescription) => (
                  <PrescriptionItem key={prescription.id} prescription={prescription} />
                ))}
              </ul>
            )}
            <Link className={styles.link} to="/info-emias">
              {PRESCRIPTION_TEXT.aboutService}
            </Link>
          </>
        )}
      </div>
    </div>
  )
}

function AddPrescriptionForm(props: {
  pending: boolean
  error: string | null
  onAdd: (owner: { policyNumber: string; birthday: string }) => Promise<void>
}) {
  const [policy, setPolicy] = useState('')
  const [birthday, setBirthday] = useState('')
  const [errors, setErrors] = useState<{ policy?: string; birthday?: string }>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: { policy?: string; birthday?: string } = {}
    if (!/^\d{16}$/.test(policy)) found.policy = PRESCRIPTION_TEXT.policyError
    const birthdayError = validateBirthDate(birthday)
    if (birthdayError) found.birthday = birthdayError
    setErrors(found)
    const date = parseDisplayDate(birthday)
    if (found.policy || found.birthday || !date) return
    props
      .onAdd({ policyNumber: policy, birthday: formatApiDate(date) })
      .then(() => {
        setPolicy('')
        setBirthday('')
      })
      .catch(() => undefined)
  }
  return (
    <ModePanel title={PRESCRIPTION_TEXT.addTitle}>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <DocumentNumberField
          label={PRESCRIPTION_TEXT.policy}
          error={errors.policy}
          placeholder={PRESCRIPTION_TEXT.policyHint}
          value={policy}
          onChange={setPolicy}
          maxLength={16}
        />
        <Field label={PRESCRIPTION_TEXT.birthday} error={errors.birthday}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="bday"
              placeholder="ДД.ММ.ГГГГ"
              value={birthday}
              onChange={(event) => setBirthday(applyBirthDateMask(event.target.value))}
            />
          )}
        </Field>
        <ModeActions error={props.error} label={PRESCRIPTION_TEXT.add} disabled={props.pending} />
      </form>
    </ModePanel>
  )
}

type PrescriptionView = ReturnType<typeof usePrescriptions>['prescriptions'][number]

function PrescriptionItem({ prescription }: { prescription: PrescriptionView }) {
  const cart = useAddToCart({ suppressToast: true })
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const forSale = prescription.products.filter((product) => product.availableForOrder)
  const allInCart = forSale.length > 0 && forSale.every((product) => cart.isInCart(product))
  const putIntoCart = async () => {
    setPending(true)
    setError(null)
    try {
      // One after another: every call answers the whole cart, the last one wins.
      for (const product of forSale) {
        if (!cart.isInCart(product)) await cart.add(product)
      }
    } catch (caught) {
      setError(messageOf(caught))
    } finally {
      setPending(false)
    }
  }
  return (
    <li className={styles.item}>
      <h2 className={styles.title}>{PRESCRIPTION_TEXT.number(prescription.number)}</h2>
      <p className={styles.lead}>
        {PRESCRIPTION_TEXT.issued} {dateText(prescription.issuedAt)} · {PRESCRIPTION_TEXT.expires}{' '}
        {dateText(prescription.expiresAt)}
      </p>
      <ModeDetail label={PRESCRIPTION_TEXT.dosage} value={prescription.dosage} />
      <ul className={styles.products}>
        {prescription.products.map((product) => (
          <li key={product.id}>
            <Link className={styles.link} to={productPath(product.alias)}>
              {product.name}
            </Link>{' '}
            {product.availableForOrder && product.price !== null ? (
              formatMoney(product.price)
            ) : (
              <span className={styles.lead}>— {PRESCRIPTION_TEXT.unavailable}</span>
            )}
          </li>
        ))}
      </ul>
      <ModeError error={error} />
      <div className={styles.actions}>
        {allInCart ? (
          <>
            <span role="status">{PRESCRIPTION_TEXT.inCart}</span>
            <Link className="btn btn--secondary" to="/cart">
              {PRESCRIPTION_TEXT.goToCart}
            </Link>
          </>
        ) : (
          <button
            type="button"
            className="btn btn--primary"
            disabled={pending || forSale.length === 0}
            onClick={() => void putIntoCart()}
          >
            {PRESCRIPTION_TEXT.toCart}
          </button>
        )}
      </div>
    </li>
  )
}
