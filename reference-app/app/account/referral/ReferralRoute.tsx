// /ref: the referral programme — the customer's REF_CODE and the link to share, how many
// friends signed up with it, and the reward. A new shopper who arrives with '?REF_CODE=' keeps
// the code in a cookie through sign-up (see referralCookie.ts and the auth flow).
import { useReferralProgram } from '@apteka/hooks'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { useStorefrontConfig } from '../../shell/StorefrontConfig'
import { plural } from '../../shop'
import { AccountPage } from '../AccountPage'
import styles from '../account.module.css'
import { pointsText } from '../bonus/pointsText'
import { referralCodeFromSearch } from './referralCookie'

export const REFERRAL_TEXT = {
  title: 'Пригласите друга',
  invitedBy: 'Вас пригласил друг: зарегистрируйтесь, и приглашение будет учтено.',
  lead: (reward: string) =>
    `Поделитесь ссылкой с друзьями: когда друг зарегистрируется и сделает первый заказ, вы получите ${reward}.`,
  code: 'Ваш код',
  link: 'Ссылка для друзей',
  copy: 'Скопировать ссылку',
  copied: 'Ссылка скопирована',
  invited: (n: number) => `Вы пригласили ${n} ${plural(n, ['друга', 'друзей', 'друзей'])}`,
  loading: 'Загружаем…',
} as const

export default function ReferralRoute() {
  const { search } = useLocation()
  const arrivedWith = referralCodeFromSearch(search)
  return (
    <>
      {arrivedWith ? (
        <p className="container" role="status" style={{ marginTop: 'var(--space-4)' }}>
          {REFERRAL_TEXT.invitedBy}
        </p>
      ) : null}
      <AccountPage title={REFERRAL_TEXT.title}>
        <ReferralScreen />
      </AccountPage>
    </>
  )
}

function ReferralScreen() {
  const { program, isLoading } = useReferralProgram()
  const origin = useStorefrontConfig().publicOrigin
  const [copied, setCopied] = useState(false)
  if (!program) return <p className={styles.muted}>{isLoading ? REFERRAL_TEXT.loading : null}</p>
  const link = origin + program.link
  return (
    <section className={styles.card}>
      <p>{REFERRAL_TEXT.lead(pointsText(program.reward))}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{REFERRAL_TEXT.code}</dt>
          <dd className={styles.code} data-testid="referral-code">
            {program.code}
          </dd>
        </div>
        <div>
          <dt>{REFERRAL_TEXT.link}</dt>
          <dd className={styles.code}>
            <a href={link} data-testid="referral-link">
              {link}
            </a>
          </dd>
        </div>
      </dl>
      <p data-testid="referral-invited">{REFERRAL_TEXT.invited(program.invitedCount)}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {REFERRAL_TEXT.copy}
        </button>
        {copied ? <span role="status">{REFERRAL_TEXT.copied}</span> : null}
      </div>
    </section>
  )
}
