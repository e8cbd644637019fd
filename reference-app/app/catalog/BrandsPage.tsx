// The brands index (/brands, /brands/letter/{letter}, /brands/eng/{letter}): the Russian
// and Latin alphabets of brand initials, and the brands under the chosen letter.
import { Link } from 'react-router'
import { type BrandLettersQuery, type BrandsByLetterQuery, plural } from '../shop'
import { Breadcrumbs } from '../ui/Breadcrumbs/Breadcrumbs'
import { EmptyState } from '../ui/EmptyState/EmptyState'
import { PageMeta } from '../ui/PageMeta/PageMeta'
import styles from './BrandsPage.module.css'

export const BRANDS_TEXT = {
  title: 'Бренды',
  home: 'Главная',
  russian: 'Русский алфавит',
  latin: 'Латинский алфавит',
  chooseLetter: 'Выберите букву, чтобы увидеть бренды',
  empty: 'На эту букву брендов нет',
  products: (n: number) => `${n} ${plural(n, ['товар', 'товара', 'товаров'])}`,
  titleLetter: (letter: string) => `Бренды на букву ${letter}`,
} as const

/** The address of a letter's brands: Cyrillic under /brands/letter/, Latin under /brands/eng/. */
export const brandLetterPath = (letter: string, alphabet: 'ru' | 'en') =>
  `/brands/${alphabet === 'ru' ? 'letter' : 'eng'}/${encodeURIComponent(letter)}`

export interface BrandsPageProps {
  /** undefined while loading. */
  readonly letters?: BrandLettersQuery['brandLetters']
  /** The letter whose brands are shown. */
  readonly letter?: string
  readonly alphabet: 'ru' | 'en'
  /**
   * Whether the address chose the letter (/brands/letter/А); on /brands the first letter
   * that has brands is shown under the general title. Default: true.
   */
  readonly letterChosen?: boolean
  /** The letter's brands; undefined while loading or when no letter is known. */
  readonly brands?: BrandsByLetterQuery['brandsByLetter']
}

export function BrandsPage({
  letters,
  letter: shownLetter,
  alphabet,
  letterChosen = true,
  brands,
}: BrandsPageProps) {
  const letter = letterChosen ? shownLetter : undefined
  const title = letter ? BRANDS_TEXT.titleLetter(letter.toUpperCase()) : BRANDS_TEXT.title
  return (
    <div className="container page">
      <PageMeta title={title} />
      <Breadcrumbs
        items={[
          { title: BRANDS_TEXT.home, link: '/' },
          ...(letter
            ? [
                { title: BRANDS_TEXT.title, link: '/brands' },
                { title: letter.toUpperCase(), link: '' },
              ]
            : [{ title: BRANDS_TEXT.title, link: '/brands' }]),
        ]}
      />
      <h1 className="page__title">{title}</h1>
      {(['ru', 'en'] as const).map((kind) => (
        <nav
          key={kind}
          aria-label={kind === 'ru' ? BRANDS_TEXT.russian : BRANDS_TEXT.latin}
          className={styles.alphabet}
        >
          {(letters?.[kind] ?? []).map((item) => {
            const active = kind === alphabet && item.toLowerCase() === shownLetter?.toLowerCase()
            return (
              <Link
                key={item}
                to={brandLetterPath(item, kind)}
                className={active ? styles.letterActive : styles.letter}
                aria-current={active ? (letter ? 'page' : 'true') : undefined}
              >
                {item.toUpperCase()}
              </Link>
            )
          })}
        </nav>
      ))}
      {!shownLetter ? <p className={styles.hint}>{BRANDS_TEXT.chooseLetter}</p> : null}
      {shownLetter && !letter ? (
        <h2 className={styles.letterTitle}>{BRANDS_TEXT.titleLetter(shownLetter.toUpperCase())}</h2>
      ) : null}
      {shownLetter && brands?.length === 0 ? <EmptyState title={BRANDS_TEXT.empty} /> : null}
      {brands && brands.length > 0 ? (
        <ul className={styles.brands}>
          {brands.map((brand) => (
            <li key={brand.alias}>
              <Link to={brand.url ?? `/brand/${brand.alias}/`} className={styles.brand}>
                {brand.logo ? (
                  <img src={brand.logo} alt="" width={48} height={48} loading="lazy" />
                ) : null}
                <span className={styles.brandName}>{brand.name}</span>
                {brand.productsCount != null ? (
                  <span className={styles.count}>{BRANDS_TEXT.products(brand.productsCount)}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
