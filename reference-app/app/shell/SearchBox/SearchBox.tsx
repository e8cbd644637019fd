// The header's search box: a GET form to /search?what=… (works before hydration), with
// an autocomplete dropdown of products (picture and price), suggestions and content
// pages. When the autocomplete names a redirectUrl, submitting goes there.
import { type FormEvent, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { productPath, type SearchAutocompleteQuery } from '../../shop'
import { Icon } from '../../ui/Icon/Icon'
import { Price } from '../../ui/Price/Price'
import styles from './SearchBox.module.css'

export const SEARCH_BOX_TEXT = {
  label: 'Поиск',
  placeholder: 'Поиск лекарств',
  submit: 'Найти',
  clear: 'Очистить',
  suggestions: 'Подсказки поиска',
  products: 'Товары',
  queries: 'Часто ищут',
  contents: 'Статьи и страницы',
  loading: 'Ищем…',
  allResults: (query: string) => `Все результаты по запросу «${query}»`,
} as const

/** The search page and its query parameter (SPEC §2: /search?what=…). */
export const SEARCH_PATH = '/search'
export const SEARCH_PARAM = 'what'

export type SearchAutocomplete = SearchAutocompleteQuery['searchAutocomplete']

export interface SearchBoxProps {
  readonly query: string
  readonly onQueryChange: (query: string) => void
  /** The autocomplete for the current query; null while none. */
  readonly autocomplete?: SearchAutocomplete | null
  /** The autocomplete is being fetched. Default: false. */
  readonly loading?: boolean
  /** Submit (Enter or the button); without it the form submits to /search natively. */
  readonly onSubmit?: (query: string, redirectUrl: string | null) => void
  /** Open the dropdown from the start (design gallery). Default: false. */
  readonly defaultOpen?: boolean
}

export function SearchBox({
  query,
  onQueryChange,
  autocomplete,
  loading = false,
  onSubmit,
  defaultOpen = false,
}: SearchBoxProps) {
  const [focused, setFocused] = useState(defaultOpen)
  const formRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const panelId = useId()
  const hasQuery = query.trim().length > 0
  const hasResults =
    !!autocomplete &&
    (autocomplete.products.length > 0 ||
      autocomplete.sts.length > 0 ||
      autocomplete.contents.length > 0)
  const open = focused && hasQuery && (hasResults || loading)

  const submit = (event: FormEvent) => {
    if (!hasQuery) {
      event.preventDefault()
      return
    }
    if (!onSubmit) return
    event.preventDefault()
    setFocused(false)
    onSubmit(query.trim(), autocomplete?.redirectUrl ?? null)
  }

  const links = () => [
    ...(formRef.current?.querySelectorAll<HTMLElement>('[data-suggestion]') ?? []),
  ]
  const move = (from: HTMLElement | null, step: 1 | -1) => {
    const items = links()
    const index = from ? items.indexOf(from) : -1
    const next = index + step
    if (next < 0) inputRef.current?.focus()
    else items[Math.min(next, items.length - 1)]?.focus()
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form is the landmark; <search> is too new for older browsers
    <form
      ref={formRef}
      role="search"
      className={styles.form}
      action={SEARCH_PATH}
      method="get"
      onSubmit={submit}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setFocused(false)
          inputRef.current?.focus()
        } else if (event.key === 'ArrowDown' && open) {
          event.preventDefault()
          move(event.target === inputRef.current ? null : (event.target as HTMLElement), 1)
        } else if (event.key === 'ArrowUp' && open && event.target !== inputRef.current) {
          event.preventDefault()
          move(event.target as HTMLElement, -1)
        }
      }}
    >
      <div className={styles.field}>
        <Icon name="search" size={20} className={styles.icon} />
        <input
          ref={inputRef}
          type="search"
          name={SEARCH_PARAM}
          className={styles.input}
          aria-label={SEARCH_BOX_TEXT.label}
          placeholder={SEARCH_BOX_TEXT.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={open ? panelId : undefined}
          value={query}
          onChange={(event) => {
            setFocused(true)
            onQueryChange(event.target.value)
          }}
        />
        <button type="submit" className={styles.submit}>
          {SEARCH_BOX_TEXT.submit}
        </button>
      </div>

      {open ? (
        <section id={panelId} className={styles.panel} aria-label={SEARCH_BOX_TEXT.suggestions}>
          {loading && !hasResults ? (
            <p className={styles.loading}>{SEARCH_BOX_TEXT.loading}</p>
          ) : null}
          {autocomplete && autocomplete.sts.length > 0 ? (
            <div className={styles.section}>
              <h2 className={styles.sectionTitle}>{SEARCH_BOX_TEXT.queries}</h2>
              <ul className={styles.queries}>
                {autocomplete.sts.slice(0, 6).map((suggestion) => (
                  <li key={suggestion.st}>
                    <Link
                      data-suggestion
                      className={styles.query}
                      to={`${SEARCH_PATH}?${SEARCH_PARAM}=${encodeURIComponent(suggestion.st)}`}
                      onClick={() => setFocused(false)}
                    >
                      <Icon name="search" size={16} />
                      <span className={styles.queryText}>{suggestion.st}</span>
                      <span className={styles.amount}>{suggestion.amount}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {autocomplete && autocomplete.products.length > 0 ? (
            <div className={styles.section}>
              <h2 className={styles.sectionTitle}>{SEARCH_BOX_TEXT.products}</h2>
              <ul className={styles.products}>
                {autocomplete.products.slice(0, 5).map((product) => (
                  <li key={product.id}>
                    <Link
                      data-suggestion
                      className={styles.product}
                      to={productPath(product.alias)}
                      onClick={() => setFocused(false)}
                    >
                      <img
                        className={styles.thumb}
                        src={product.image}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                      />
                      <span className={styles.productName}>{product.name}</span>
                      {product.price != null ? (
                        <Price value={product.price} prefix={product.hasPricePrefix} size="sm" />
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {autocomplete && autocomplete.contents.length > 0 ? (
            <div className={styles.section}>
              <h2 className={styles.sectionTitle}>{SEARCH_BOX_TEXT.contents}</h2>
              <ul className={styles.queries}>
                {autocomplete.contents.slice(0, 4).map((content) => (
                  <li key={content.id}>
                    <Link
                      data-suggestion
                      className={styles.query}
                      to={content.url}
                      onClick={() => setFocused(false)}
                    >
                      <Icon name="info" size={16} />
                      <span className={styles.queryText}>{content.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {hasResults ? (
            <Link
              data-suggestion
              className={styles.all}
              to={
                autocomplete?.redirectUrl ??
                `${SEARCH_PATH}?${SEARCH_PARAM}=${encodeURIComponent(query.trim())}`
              }
              onClick={() => setFocused(false)}
            >
              {SEARCH_BOX_TEXT.allResults(query.trim())}
              <Icon name="chevronRight" size={16} />
            </Link>
          ) : null}
        </section>
      ) : null}
    </form>
  )
}
