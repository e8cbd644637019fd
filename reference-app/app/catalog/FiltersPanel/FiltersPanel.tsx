// The filters of a product list, all driven by the filter config and the current values
// (SPEC §3 'Filters config'): lists of checkboxes (or radios) with an optional search,
// ranges with two number fields, toggles and tag links. Every change calls onChange
// with the whole new value and the id of the filter that changed, so the caller decides
// when to fetch (the storefront writes that one filter into the address). A range is
// committed when its field loses focus or on Enter, not on every keystroke. A long list may
// arrive as its top values (plus the chosen ones): «Показать все» or a search in it asks the
// caller for the whole list (onShowAll).
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react'
import { Link } from 'react-router'
import type { FilterConfigQuery } from '../../shop'
// Its styles are the listing page's (ListingPage.module.css), loaded with the page: the panel is a
// part whose code comes later (ListingPage.tsx), over the server's HTML.
import styles from '../ListingPage.module.css'

export const FILTERS_TEXT = {
  title: 'Фильтры',
  reset: 'Сбросить',
  showAll: (total: number) => `Показать все (${total})`,
  showLess: 'Свернуть',
  from: 'от',
  to: 'до',
  rangeFrom: (title: string) => `${title}: от`,
  rangeTo: (title: string) => `${title}: до`,
  listSearch: (title: string) => `Поиск: ${title}`,
  nothingFound: 'Ничего не найдено',
  tags: 'Популярные подборки',
} as const

/** How many list values show before «Показать все» (the chosen ones always show). */
export const FILTER_LIST_VISIBLE = 6

export type FilterConfig = Pick<
  FilterConfigQuery['filterConfig'],
  'lists' | 'ranges' | 'tags' | 'toggles'
>

/** The chosen filters, in the shape of CatalogSearchInput's lists, ranges and toggles. */
export interface FilterValues {
  readonly lists: Readonly<Record<string, readonly string[]>>
  readonly ranges: Readonly<Record<string, { readonly min?: number; readonly max?: number }>>
  readonly toggles: readonly string[]
}

export const EMPTY_FILTERS: FilterValues = { lists: {}, ranges: {}, toggles: [] }

export interface FiltersPanelProps {
  readonly config: FilterConfig
  readonly value: FilterValues
  /** The whole new value, and the id of the one filter (list, range or toggle) that changed. */
  readonly onChange: (value: FilterValues, changedFilterId: string) => void
  /** Clear every filter. */
  readonly onReset?: () => void
  /** Asks for every value of a list that came as its top values only (itemsTotal > items). */
  readonly onShowAll?: (listId: string) => void
}

/** The list values as the config marks them selected (server-side state), for a first value. */
export function filterValuesFromConfig(config: FilterConfig): FilterValues {
  const lists: Record<string, string[]> = {}
  for (const list of config.lists) {
    const selected = list.items.filter((item) => item.isSelected).map((item) => item.id)
    if (selected.length > 0) lists[list.id] = selected
  }
  return { lists, ranges: {}, toggles: [] }
}

export function FiltersPanel({ config, value, onChange, onReset, onShowAll }: FiltersPanelProps) {
  const titleId = useId()
  const active =
    Object.values(value.lists).some((values) => values.length > 0) ||
    Object.values(value.ranges).some((range) => range.min != null || range.max != null) ||
    value.toggles.length > 0
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.filtersHead}>
        <h2 id={titleId} className={styles.title}>
          {FILTERS_TEXT.title}
        </h2>
        {onReset && active ? (
          <button type="button" className={styles.reset} onClick={onReset}>
            {FILTERS_TEXT.reset}
          </button>
        ) : null}
      </div>

      {config.toggles.length > 0 ? (
        <div className={styles.group}>
          {config.toggles.map((toggle) => (
            <label key={toggle.id} className={styles.toggle}>
              <span>{toggle.title}</span>
              <input
                type="checkbox"
                role="switch"
                className={styles.switch}
                aria-checked={value.toggles.includes(toggle.id)}
                checked={value.toggles.includes(toggle.id)}
                onChange={(event) =>
                  onChange(
                    {
                      ...value,
                      toggles: event.target.checked
                        ? [...value.toggles, toggle.id]
                        : value.toggles.filter((id) => id !== toggle.id),
                    },
                    toggle.id,
                  )
                }
              />
            </label>
          ))}
        </div>
      ) : null}

      {config.ranges.map((range) => (
        <RangeFilter
          key={range.id}
          range={range}
          current={value.ranges[range.id] ?? {}}
          onCommit={(chosen) =>
            onChange({ ...value, ranges: { ...value.ranges, [range.id]: chosen } }, range.id)
          }
        />
      ))}

      {config.lists.map((list) => (
        <FilterList
          key={list.id}
          list={list}
          selected={value.lists[list.id] ?? []}
          onChange={(selected) =>
            onChange({ ...value, lists: { ...value.lists, [list.id]: selected } }, list.id)
          }
          onShowAll={onShowAll ? () => onShowAll(list.id) : undefined}
        />
      ))}

      {config.tags.length > 0 ? (
        <FilterGroup title={FILTERS_TEXT.tags}>
          <ul className={styles.tags}>
            {config.tags.map((tag) => (
              <li key={tag.id}>
                <Link to={tag.url} className={styles.tag}>
                  {tag.name || tag.title}
                </Link>
              </li>
            ))}
          </ul>
        </FilterGroup>
      ) : null}
    </section>
  )
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  )
}

type RangeConfig = FilterConfig['ranges'][number]
type RangeValue = FilterValues['ranges'][string]

const rangeText = (number: number | undefined) => (number === undefined ? '' : String(number))

/**
 * Two number fields of a range. What is typed stays a draft until the field loses focus
 * or Enter is pressed, so a price typed digit by digit asks for one list, not four.
 */
function RangeFilter({
  range,
  current,
  onCommit,
}: {
  range: RangeConfig
  current: RangeValue
  onCommit: (value: RangeValue) => void
}) {
  const committed = `${rangeText(current.min)}..${rangeText(current.max)}`
  const [draft, setDraft] = useState({ min: rangeText(current.min), max: rangeText(current.max) })
  // The committed range may change from outside (reset, back button): the draft follows.
  const [shown, setShown] = useState(committed)
  if (shown !== committed) {
    setShown(committed)
    setDraft({ min: rangeText(current.min), max: rangeText(current.max) })
  }
  const commit = () => {
    let min = numberOrUndefined(draft.min)
    let max = numberOrUndefined(draft.max)
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
    if (min === current.min && max === current.max) {
      setDraft({ min: rangeText(min), max: rangeText(max) })
      return
    }
    onCommit({ min, max })
  }
  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      commit()
    }
  }
  const end = (side: 'min' | 'max') => (
    <RangeEnd
      label={side === 'min' ? FILTERS_TEXT.from : FILTERS_TEXT.to}
      ariaLabel={(side === 'min' ? FILTERS_TEXT.rangeFrom : FILTERS_TEXT.rangeTo)(range.title)}
      range={range}
      placeholder={String(range[side])}
      value={draft[side]}
      onChange={(value) => setDraft({ ...draft, [side]: value })}
      onCommit={commit}
      onKeyDown={commitOnEnter}
    />
  )
  return (
    <FilterGroup title={range.title}>
      <div className={styles.range}>
        {end('min')}
        <span className={styles.rangeDash} aria-hidden="true">
          —
        </span>
        {end('max')}
      </div>
    </FilterGroup>
  )
}

/** One end of a range: 'от' or 'до' and its number field. */
function RangeEnd({
  label,
  ariaLabel,
  range,
  placeholder,
  value,
  onChange,
  onCommit,
  onKeyDown,
}: {
  label: string
  ariaLabel: string
  range: RangeConfig
  placeholder: string
  value: string
  onChange: (value: string) => void
  onCommit: () => void
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
}) {
  return (
    <label className={styles.rangeField}>
      <span className={styles.rangeLabel}>{label}</span>
      <input
        className={styles.rangeInput}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        placeholder={placeholder}
        aria-label={ariaLabel}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onCommit}
        onKeyDown={onKeyDown}
      />
    </label>
  )
}

type FilterListConfig = FilterConfig['lists'][number]

function FilterList({
  list,
  selected,
  onChange,
  onShowAll,
}: {
  list: FilterListConfig
  selected: readonly string[]
  onChange: (selected: string[]) => void
  onShowAll: (() => void) | undefined
}) {
  const [query, setQuery] = useState('')
  const [expanded, setExpanded] = useState(false)
  const name = useId()
  const wanted = query.trim().toLowerCase()
  // Values beyond those that came are on the server: seeing all or searching needs them.
  const partial = list.itemsTotal > list.items.length
  const expand = () => {
    if (partial) onShowAll?.()
    setExpanded(true)
  }
  const matching = wanted
    ? list.items.filter((item) => item.title.toLowerCase().includes(wanted))
    : list.items
  const shown =
    expanded || wanted
      ? matching
      : matching.filter((item, index) => index < FILTER_LIST_VISIBLE || selected.includes(item.id))
  const toggle = (id: string, checked: boolean) => {
    if (!list.allowsMultipleSelection) onChange(checked ? [id] : [])
    else onChange(checked ? [...selected, id] : selected.filter((value) => value !== id))
  }
  return (
    <FilterGroup title={list.title}>
      {list.isSearchEnabled ? (
        <input
          type="search"
          className={`input ${styles.listSearch}`}
          placeholder={list.searchPlaceholder ?? undefined}
          aria-label={FILTERS_TEXT.listSearch(list.title)}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            if (partial) onShowAll?.()
          }}
        />
      ) : null}
      <ul className={styles.options}>
        {shown.map((item) => (
          <li key={item.id}>
            <label className={styles.option}>
              <input
                type={list.allowsMultipleSelection ? 'checkbox' : 'radio'}
                name={name}
                className={styles.check}
                checked={selected.includes(item.id)}
                onChange={(event) => toggle(item.id, event.target.checked)}
              />
              <span className={styles.optionTitle}>
                {item.title}
                {item.subtitle ? <span className={styles.subtitle}> {item.subtitle}</span> : null}
              </span>
              <span className={styles.valueCount}>{item.count}</span>
            </label>
          </li>
        ))}
      </ul>
      {wanted && matching.length === 0 ? (
        <p className={styles.none}>{FILTERS_TEXT.nothingFound}</p>
      ) : null}
      {!wanted && Math.max(list.itemsTotal, matching.length) > FILTER_LIST_VISIBLE ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => (expanded ? setExpanded(false) : expand())}
          aria-expanded={expanded}
        >
          {expanded
            ? FILTERS_TEXT.showLess
            : FILTERS_TEXT.showAll(Math.max(list.itemsTotal, matching.length))}
        </button>
      ) : null}
    </FilterGroup>
  )
}

function numberOrUndefined(text: string): number | undefined {
  if (text.trim() === '') return undefined
  const value = Number(text)
  return Number.isFinite(value) ? value : undefined
}
