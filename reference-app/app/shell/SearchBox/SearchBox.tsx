// The header's search box: a GET form to /search?what=… (works before hydration), with
// an autocomplete dropdown (SearchSuggestions, loaded when first shown). When the autocomplete
// names a redirectUrl, submitting goes there.
import { type FormEvent, useId, useRef, useState } from 'react'
import { Icon } from '../../ui/Icon/Icon'
import { lazyPart } from '../../ui/LazyPart/lazyPart'
import styles from './SearchBox.module.css'
import {
  SEARCH_BOX_TEXT,
  SEARCH_PARAM,
  SEARCH_PATH,
  type SearchAutocomplete,
} from './searchBoxText'

/** The dropdown: its code loads when the shopper first types (most visits never search). */
const SearchSuggestions = lazyPart(() => import('./SearchSuggestions'), 'SearchSuggestions')

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
        <SearchSuggestions
          id={panelId}
          query={query.trim()}
          autocomplete={autocomplete ?? null}
          loading={loading}
          hasResults={hasResults}
          onPick={() => setFocused(false)}
        />
      ) : null}
    </form>
  )
}
