// The region modal (SPEC §2, §5): 'Выберите ваш регион', a hint that the region sets
// prices and assortment, a search field 'Название региона', the matching regions as a
// radio list (or the not-found text), and 'Подтвердить'. Each entry says whether it is a
// region or a city, since a region and its capital may share a name ('Санкт-Петербург'). Opened by
// the region check, it first names the region detected by IP and offers to keep it.
import { useId } from 'react'
import { GEO_OBJECT_CITY_TYPE, REGION_MODAL_TEXT, REGION_NOT_FOUND_TEXT } from '../../shop'
import { Icon } from '../../ui/Icon/Icon'
import { Modal } from '../../ui/Modal/Modal'
import styles from './RegionModal.module.css'

export const REGION_MODAL_HINT = 'От выбранного региона зависят цены и ассортимент товаров'
export const REGION_MODAL_LOADING = 'Загружаем регионы…'

/** The question about the region detected by IP, and the answer that keeps it. */
export const REGION_DETECTED_TEXT = {
  question: (name: string) => `Ваш регион — ${name}?`,
  yes: 'Да, верно',
} as const

/** What an entry of the list is, by its GeoObject type ('2' a city, any other a region). */
export const REGION_KIND_TEXT = { region: 'регион', city: 'город' } as const

/** The kind of a GeoObject type as the list names it. */
export const regionKindText = (type: string) =>
  type === GEO_OBJECT_CITY_TYPE ? REGION_KIND_TEXT.city : REGION_KIND_TEXT.region

export interface RegionOption {
  readonly id: string
  readonly name: string
  /** The GeoObject type: '1' a region, '2' a city. Default: no kind shown. */
  readonly type?: string
}

export interface RegionModalProps {
  readonly open: boolean
  readonly onClose: () => void
  /** The search text as typed. */
  readonly query: string
  readonly onQueryChange: (query: string) => void
  /** The regions matching the query (already filtered, SPEC §5). */
  readonly regions: readonly RegionOption[]
  /** The region marked in the list; confirming chooses it. */
  readonly selectedId: string | null
  readonly onSelect: (id: string) => void
  readonly onConfirm: () => void
  /** Suggestions are being fetched. Default: false. */
  readonly loading?: boolean
  /** The region detected by IP, named in a question above the search. Default: none. */
  readonly detectedRegion?: { readonly name: string } | null
  /** The shopper keeps the detected region ('Да, верно'). */
  readonly onConfirmDetected?: () => void
}

export function RegionModal({
  open,
  onClose,
  query,
  onQueryChange,
  regions,
  selectedId,
  onSelect,
  onConfirm,
  loading = false,
  detectedRegion = null,
  onConfirmDetected,
}: RegionModalProps) {
  const hintId = useId()
  const name = useId()
  const nothing = !loading && regions.length === 0 && query.trim().length > 0
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={REGION_MODAL_TEXT.title}
      footer={
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={onConfirm}
          disabled={selectedId === null}
        >
          {REGION_MODAL_TEXT.confirm}
        </button>
      }
    >
      {detectedRegion ? (
        <div className={styles.detected}>
          <p className={styles.question}>{REGION_DETECTED_TEXT.question(detectedRegion.name)}</p>
          {onConfirmDetected ? (
            <button type="button" className="btn btn--secondary" onClick={onConfirmDetected}>
              {REGION_DETECTED_TEXT.yes}
            </button>
          ) : null}
        </div>
      ) : null}
      <p id={hintId} className={styles.hint}>
        {REGION_MODAL_HINT}
      </p>
      <div className={styles.search}>
        <Icon name="search" size={20} className={styles.searchIcon} />
        <input
          type="search"
          className={`input ${styles.input}`}
          placeholder={REGION_MODAL_TEXT.searchPlaceholder}
          aria-label={REGION_MODAL_TEXT.searchPlaceholder}
          aria-describedby={hintId}
          autoComplete="off"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      <div className={styles.results} aria-live="polite">
        {loading && regions.length === 0 ? (
          <p className={styles.status}>{REGION_MODAL_LOADING}</p>
        ) : null}
        {nothing ? <p className={styles.empty}>{REGION_NOT_FOUND_TEXT}</p> : null}
        {regions.length > 0 ? (
          <fieldset className={styles.list}>
            <legend className="visually-hidden">{REGION_MODAL_TEXT.title}</legend>
            {regions.map((region) => (
              <label
                key={region.id}
                className={styles.option}
                data-selected={region.id === selectedId}
              >
                <input
                  type="radio"
                  name={name}
                  value={region.id}
                  className={styles.radio}
                  checked={region.id === selectedId}
                  onChange={() => onSelect(region.id)}
                />
                <span className={styles.name}>
                  <span>{region.name}</span>
                  {region.type ? (
                    <span className={styles.kind}>
                      <span className="visually-hidden">, </span>
                      {regionKindText(region.type)}
                    </span>
                  ) : null}
                </span>
                {region.id === selectedId ? (
                  <Icon name="check" size={18} className={styles.check} />
                ) : null}
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
    </Modal>
  )
}
