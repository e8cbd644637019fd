// The header search box's dropdown (SearchBox): products with picture and price, frequent
// searches and content pages for the text typed, and a link to all results. Loaded on demand.
import { Link } from 'react-router'
import { productPath } from '../../shop'
import { Icon } from '../../ui/Icon/Icon'
import { Price } from '../../ui/Price/Price'
import styles from './SearchBox.module.css'
import {
  SEARCH_BOX_TEXT,
  SEARCH_PARAM,
  SEARCH_PATH,
  type SearchAutocomplete,
} from './searchBoxText'

export interface SearchSuggestionsProps {
  /** The panel's id (the input's aria-controls). */
  readonly id: string
  /** The text typed, trimmed. */
  readonly query: string
  readonly autocomplete: SearchAutocomplete | null
  readonly loading: boolean
  /** The autocomplete has something to show. */
  readonly hasResults: boolean
  /** A suggestion was chosen: the dropdown closes. */
  readonly onPick: () => void
}

export function SearchSuggestions({
  id,
  query,
  autocomplete,
  loading,
  hasResults,
  onPick,
}: SearchSuggestionsProps) {
  return (
    <section id={id} className={styles.panel} aria-label={SEARCH_BOX_TEXT.suggestions}>
      {loading && !hasResults ? <p className={styles.loading}>{SEARCH_BOX_TEXT.loading}</p> : null}
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
                  onClick={onPick}
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
                  onClick={onPick}
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
                <Link data-suggestion className={styles.query} to={content.url} onClick={onPick}>
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
            `${SEARCH_PATH}?${SEARCH_PARAM}=${encodeURIComponent(query)}`
          }
          onClick={onPick}
        >
          {SEARCH_BOX_TEXT.allResults(query)}
          <Icon name="chevronRight" size={16} />
        </Link>
      ) : null}
    </section>
  )
}
