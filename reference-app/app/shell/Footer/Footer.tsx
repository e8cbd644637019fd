// The footer: the shop's phones as tel: links, the information and legal pages of SPEC §2, the
// medical note, and the operator's requisites and licence from the shop's identity
// (shop.config.json, issue #30).
import { Link } from 'react-router'
import { Icon } from '../../ui/Icon/Icon'
import { Logo } from '../Logo/Logo'
import { SHOP_IDENTITY as identity, licenceLine, requisitesLine, telHref } from '../shopIdentity'
import styles from './Footer.module.css'

export const FOOTER_TEXT = {
  label: 'Информация о магазине',
  medicalWarning:
    'Имеются противопоказания. Необходимо ознакомиться с инструкцией или проконсультироваться со специалистом.',
  licence:
    'Фармацевтическая деятельность и дистанционная торговля лекарственными препаратами осуществляются на основании лицензий.',
  licenceLink: 'Лицензии',
  copyright: (year: number, name: string) => `© ${year} ${name}. Все права защищены.`,
  address: (address: string) => `Адрес: ${address}`,
} as const

/** The footer's link columns: the information and legal pages of SPEC §2. */
export const FOOTER_COLUMNS = [
  {
    title: 'Покупателям',
    links: [
      { href: '/information', label: 'Информация для покупателей' },
      { href: '/dostavka', label: 'Доставка и оплата' },
      { href: '/garantii', label: 'Гарантии качества' },
      { href: '/zakazat-lekarstva-po-telefonu', label: 'Заказ по телефону' },
      { href: '/vypusk-karty-loyalnosti', label: 'Карта лояльности' },
      { href: '/pharmacies', label: 'Аптеки на карте' },
      { href: '/confirmation', label: 'Подтверждение заказа' },
      { href: '/instruction', label: 'Инструкции по применению' },
      { href: '/aptekaplus', label: 'Подписка Аптека Плюс' },
    ],
  },
  {
    title: 'Справочник',
    links: [
      { href: '/blog', label: 'Статьи о здоровье' },
      { href: '/drugs', label: 'Лекарства от А до Я' },
      { href: '/diseases', label: 'Болезни' },
      { href: '/analizy', label: 'Анализы' },
      { href: '/apteki-partnyory-s-veterinarnoy-litsenziyey', label: 'Ветеринарные аптеки' },
    ],
  },
  {
    title: 'О компании',
    links: [
      { href: '/about', label: 'О компании' },
      { href: '/working-rules', label: 'Правила работы' },
      { href: '/redakcionnaja-politika', label: 'Редакционная политика' },
      { href: '/team', label: 'Наши специалисты' },
      { href: '/promo', label: 'Акции' },
    ],
  },
  {
    title: 'Документы',
    links: [
      { href: '/public_offer', label: 'Публичная оферта' },
      { href: '/terms', label: 'Условия продажи' },
      { href: '/site_rules', label: 'Правила пользования сайтом' },
      { href: '/marketing-policy', label: 'Маркетинговая политика' },
      { href: '/information/license-dostavka', label: 'Лицензия на доставку' },
      { href: '/termsuser', label: 'Пользовательское соглашение' },
      { href: '/personal-data', label: 'Согласие на обработку персональных данных' },
      { href: '/agreement-advertising-and-newsletter', label: 'Согласие на рекламу и рассылки' },
      { href: '/licenses', label: 'Лицензии' },
    ],
  },
] as const

export interface FooterProps {
  /** The year in the copyright line (passed in: components read no clock). */
  readonly year: number
}

export function Footer({ year }: FooterProps) {
  const [callCentre, ...phones] = identity.phones
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <Logo />
          {callCentre ? (
            <>
              <a href={telHref(callCentre.number)} className={styles.phone}>
                <Icon name="phone" size={22} />
                {callCentre.number}
              </a>
              <p className={styles.caption}>{callCentre.label}</p>
            </>
          ) : null}
          {phones.map((phone) => (
            <p key={phone.number} className={styles.caption}>
              {phone.label}: <a href={telHref(phone.number)}>{phone.number}</a>
            </p>
          ))}
        </div>
        <nav className={styles.columns} aria-label={FOOTER_TEXT.label}>
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title} className={styles.column}>
              <h2 className={styles.title}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p className={styles.warning}>{FOOTER_TEXT.medicalWarning}</p>
          <p className={styles.legal}>
            {requisitesLine(identity)}. {FOOTER_TEXT.address(identity.legalAddress)}
          </p>
          <p className={styles.legal}>
            {`${licenceLine('medicine', identity)}. `}
            {FOOTER_TEXT.licence}{' '}
            <Link to="/licenses" className={styles.legalLink}>
              {FOOTER_TEXT.licenceLink}
            </Link>
          </p>
          <p className={styles.legal}>{FOOTER_TEXT.copyright(year, identity.name)}</p>
        </div>
      </div>
    </footer>
  )
}
