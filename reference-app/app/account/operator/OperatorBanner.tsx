// The strip above every page while an operator acts for a customer (SPEC §4, §6): it names
// the customer, and 'Вернуться в кабинет оператора' goes back to the operator's own session.
import { useAuth, useProfile } from '@apteka/hooks'
import { useNavigate } from 'react-router'
import { formatPhone } from '../../shop'
import styles from '../accountModes.module.css'

export const OPERATOR_BANNER_TEXT = {
  label: 'Режим оператора',
  actingFor: (customer: string) => `Вы действуете от имени клиента: ${customer}`,
  back: 'Вернуться в кабинет оператора',
} as const

/** How the operator sees the customer: the full name and the phone. */
export function customerLabel(profile: {
  name: string | null
  surname: string | null
  phone: string
}): string {
  const name = [profile.name, profile.surname].filter(Boolean).join(' ')
  const phone = formatPhone(profile.phone)
  return name ? `${name}, ${phone}` : phone
}

export function OperatorBanner() {
  const { isOperator, logout, isPending } = useAuth()
  const { profile } = useProfile()
  const navigate = useNavigate()
  // The operator's own session has the operator's profile: no banner there.
  if (!isOperator || !profile || profile.isOperator) return null
  return (
    <section className={styles.banner} aria-label={OPERATOR_BANNER_TEXT.label}>
      <strong data-operator-customer>
        {OPERATOR_BANNER_TEXT.actingFor(customerLabel(profile))}
      </strong>
      <button
        type="button"
        className="btn btn--small btn--secondary"
        disabled={isPending}
        onClick={() => {
          void logout().then(() => navigate('/operator'))
        }}
      >
        {OPERATOR_BANNER_TEXT.back}
      </button>
    </section>
  )
}
