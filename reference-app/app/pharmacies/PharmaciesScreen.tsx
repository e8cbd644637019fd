// /pharmacies: the region's pharmacies as a list or on a map (?view=map), searchable by
// address, metro or name, with the 24-hour, pickup-today, card and 'my pharmacies' filters.
// The list grows page by page ('Показать ещё') to the last pharmacy. The map (PharmaciesMap)
// asks the API for the clusters and pins of the visible box with the list's search and filters,
// on a plain background or tiles; with the Yandex provider (which clusters by itself) the pickup
// map draws every pharmacy the list finds, read page by page.
import {
  type Pharmacy,
  useAuth,
  useFavoritePharmacy,
  usePharmacies,
  useRegion,
} from '@apteka/hooks'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useStorefrontConfig } from '../shell/StorefrontConfig'
import { formatPhone } from '../shop'
import { Breadcrumbs } from '../ui/Breadcrumbs/Breadcrumbs'
import { EmptyState } from '../ui/EmptyState/EmptyState'
import { PageMeta } from '../ui/PageMeta/PageMeta'
import styles from './Pharmacies.module.css'
import { PharmaciesMap } from './PharmaciesMap'
import type { MapConfig } from './PickupMap/mapConfig'
import { PickupMap } from './PickupMap/PickupMap'
import { pharmacyMapPoint } from './PickupMap/pickupMapText'
import { mapPositionFrom } from './pharmaciesMapView'
import { PHARMACIES_TEXT as TEXT } from './pharmacyText'

/** Pharmacies a list page shows, and how many more 'Показать ещё' adds. */
export const PHARMACIES_LIST_STEP = 20
/** The page the Yandex map reads the pharmacies by (the API's largest page). */
export const PHARMACIES_MAP_PAGE = 100
/** The query parameter of the view: '?view=map' shows the map. */
export const VIEW_PARAM = 'view'

export type PharmacyFilterId = 'roundTheClock' | 'pickupToday' | 'cardPayment' | 'favorite'
type PharmacyFilters = Record<PharmacyFilterId, boolean>
const FILTERS: readonly PharmacyFilterId[] = [
  'roundTheClock',
  'pickupToday',
  'cardPayment',
  'favorite',
]

/** The path of a pharmacy's page. */
export const pharmacyPath = (id: string) => `/pharmacies/pharmacy/${id}`

export function PharmaciesScreen() {
  const [params, setParams] = useSearchParams()
  const view = params.get(VIEW_PARAM) === 'map' ? 'map' : 'list'
  const [search, setSearch] = useState('')
  const [filters, setFilters] = useState<PharmacyFilters>({
    roundTheClock: false,
    pickupToday: false,
    cardPayment: false,
    favorite: false,
  })
  const [pages, setPages] = useState(1)
  const auth = useAuth()
  const { region } = useRegion()
  const { map: mapConfig } = useStorefrontConfig()
  const favorite = useFavoritePharmacy()
  // The first page gives the count (and is the list's first page); the map asks by its box.
  const list = usePharmacies({ search, filters, limit: PHARMACIES_LIST_STEP })
  const filtered = FILTERS.some((id) => filters[id])
  const regionP = region?.names.p ?? 'Москве и области'
  const pageCount = Math.ceil(list.total / PHARMACIES_LIST_STEP)

  const toggleFilter = (id: PharmacyFilterId, on: boolean) => {
    const apply = () => {
      setFilters((current) => ({ ...current, [id]: on }))
      setPages(1)
    }
    // 'My pharmacies' belong to a customer: signed out, the auth modal opens first.
    if (id === 'favorite' && on && !auth.isAuthenticated) void auth.requireAuth(apply)
    else apply()
  }
  const showView = (next: 'list' | 'map') => {
    const nextParams = new URLSearchParams(params)
    if (next === 'map') nextParams.set(VIEW_PARAM, 'map')
    else nextParams.delete(VIEW_PARAM)
    setParams(nextParams, { replace: true, preventScrollReset: true })
  }

  const position = mapPositionFrom(params)

  return (
    <div className="container page">
      <PageMeta
        title={TEXT.titleIn(regionP)}
        description={TEXT.description(regionP)}
        canonical="/pharmacies"
      />
      <Breadcrumbs
        items={[
          { title: TEXT.home, link: '/' },
          { title: TEXT.title, link: '/pharmacies' },
        ]}
      />
      <h1 className="page__title">{TEXT.titleIn(regionP)}</h1>

      <div className={styles.toolbar}>
        <label className={styles.search}>
          <span className="visually-hidden">{TEXT.search}</span>
          <input
            type="search"
            className="input"
            placeholder={TEXT.search}
            value={search}
            maxLength={128}
            onChange={(event) => {
              setSearch(event.target.value)
              setPages(1)
            }}
          />
        </label>
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">{TEXT.filters}</legend>
          {FILTERS.map((id) => (
            <label key={id} className={styles.filter}>
              <input
                type="checkbox"
                checked={filters[id]}
                onChange={(event) => toggleFilter(id, event.target.checked)}
              />
              {TEXT[id]}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.views}>
          <legend className="visually-hidden">{TEXT.views}</legend>
          {(['list', 'map'] as const).map((id) => (
            <button
              key={id}
              type="button"
              className={`btn btn--small ${view === id ? 'btn--primary' : 'btn--secondary'}`}
              aria-pressed={view === id}
              onClick={() => showView(id)}
            >
              {TEXT[id]}
            </button>
          ))}
        </fieldset>
      </div>

      <p className={styles.count} aria-live="polite">
        {list.isLoading ? '\u00a0' : TEXT.found(list.total)}
      </p>

      {!list.isLoading && list.total === 0 ? (
        <EmptyState text={TEXT.empty} />
      ) : view === 'map' ? (
        <div className={styles.mapBox}>
          {mapConfig.provider === 'yandex' ? (
            <ListedMap
              // A new search or filter starts the pages afresh.
              key={JSON.stringify([search.trim(), filters])}
              search={search}
              filters={filters}
              config={mapConfig}
            />
          ) : (
            <PharmaciesMap
              initialCentre={position.centre}
              initialZoom={position.zoom}
              search={search.trim()}
              filters={filtered ? filters : null}
              config={mapConfig}
              renderDetail={(pharmacy) => <MapCardDetail pharmacy={pharmacy} />}
            />
          )}
        </div>
      ) : (
        <>
          <ul className={styles.list} aria-label={TEXT.title}>
            {Array.from({ length: pages }, (_, index) => (
              <PharmaciesPage
                // biome-ignore lint/suspicious/noArrayIndexKey: a page is its number
                key={index}
                page={index + 1}
                search={search}
                filters={filters}
                onFavorite={(id, on) => void favorite.setFavorite(id, on).catch(() => undefined)}
              />
            ))}
          </ul>
          {pages < pageCount ? (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={list.isFetching}
              onClick={() => setPages((current) => current + 1)}
            >
              {TEXT.more}
            </button>
          ) : null}
        </>
      )}
    </div>
  )
}

/** The map card's lines under the address: the hours and the pharmacy's page. */
function MapCardDetail({ pharmacy }: { pharmacy: Pharmacy }) {
  return (
    <>
      <HoursLine pharmacy={pharmacy} />
      <Link to={pharmacyPath(pharmacy.id)} className={styles.cardLink}>
        {TEXT.details}
      </Link>
    </>
  )
}

/**
 * The Yandex map (it clusters the pickup map's points itself) of every pharmacy the list finds:
 * the first page gives the count, and each further page is read by its own `ListedMapPage`.
 */
function ListedMap({
  search,
  filters,
  config,
}: {
  search: string
  filters: PharmacyFilters
  config: MapConfig
}) {
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [later, setLater] = useState<Record<number, Pharmacy[]>>({})
  const first = usePharmacies({ search, filters, limit: PHARMACIES_MAP_PAGE })
  const pageCount = Math.ceil(first.total / PHARMACIES_MAP_PAGE)
  const listed = [...first.pharmacies, ...Object.values(later).flat()]
  const byId = new Map(listed.map((pharmacy) => [pharmacy.id, pharmacy]))
  const points = listed.map(pharmacyMapPoint)
  return (
    <>
      {Array.from({ length: Math.max(pageCount - 1, 0) }, (_, index) => (
        <ListedMapPage
          // biome-ignore lint/suspicious/noArrayIndexKey: a page is its number
          key={index + 2}
          page={index + 2}
          search={search}
          filters={filters}
          onPage={(page, pharmacies) =>
            setLater((current) =>
              current[page] === pharmacies ? current : { ...current, [page]: pharmacies },
            )
          }
        />
      ))}
      <PickupMap
        points={points}
        selectedId={selectedId}
        onSelect={setSelectedId}
        config={config}
        renderDetail={(point) => {
          const pharmacy = byId.get(point.id)
          return pharmacy ? <MapCardDetail pharmacy={pharmacy} /> : null
        }}
      />
    </>
  )
}

/** Reads one more page of the Yandex map's pharmacies and hands it up; draws nothing. */
function ListedMapPage({
  page,
  search,
  filters,
  onPage,
}: {
  page: number
  search: string
  filters: PharmacyFilters
  onPage: (page: number, pharmacies: Pharmacy[]) => void
}) {
  const { pharmacies, isLoading } = usePharmacies({
    search,
    filters,
    page,
    limit: PHARMACIES_MAP_PAGE,
  })
  useEffect(() => {
    if (!isLoading) onPage(page, pharmacies)
  }, [isLoading, onPage, page, pharmacies])
  return null
}

/** One page of the list ('Показать ещё' adds the next), each page its own cached query. */
function PharmaciesPage({
  page,
  search,
  filters,
  onFavorite,
}: {
  page: number
  search: string
  filters: PharmacyFilters
  onFavorite: (id: string, on: boolean) => void
}) {
  const { pharmacies } = usePharmacies({ search, filters, page, limit: PHARMACIES_LIST_STEP })
  return (
    <>
      {pharmacies.map((pharmacy) => (
        <li key={pharmacy.id} className={styles.item}>
          <PharmacyCard pharmacy={pharmacy} onFavorite={(on) => onFavorite(pharmacy.id, on)} />
        </li>
      ))}
    </>
  )
}

function HoursLine({ pharmacy }: { pharmacy: Pharmacy }) {
  return (
    <span className={styles.hours}>
      {pharmacy.humanWorkingHours.map((h) => `${h.days} ${h.time}`).join('; ')}
    </span>
  )
}

function PharmacyCard({
  pharmacy,
  onFavorite,
}: {
  pharmacy: Pharmacy
  onFavorite: (on: boolean) => void
}) {
  return (
    <article className={styles.card} data-pharmacy-id={pharmacy.id}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <Link to={pharmacyPath(pharmacy.id)}>{pharmacy.address}</Link>
        </h2>
        <button
          type="button"
          className={styles.heart}
          aria-pressed={pharmacy.isFavorite}
          aria-label={
            pharmacy.isFavorite ? TEXT.favoriteOn(pharmacy.name) : TEXT.favoriteOff(pharmacy.name)
          }
          onClick={() => onFavorite(!pharmacy.isFavorite)}
        >
          {pharmacy.isFavorite ? '♥' : '♡'}
        </button>
      </div>
      <p className={styles.muted}>{pharmacy.name}</p>
      {pharmacy.metro.length > 0 ? (
        <p>
          {TEXT.metro} {pharmacy.metro.map((m) => m.name).join(', ')}
        </p>
      ) : null}
      <HoursLine pharmacy={pharmacy} />
      {pharmacy.phoneDetails ? (
        <a href={`tel:${pharmacy.phoneDetails.phone}`} className={styles.phone}>
          {formatPhone(pharmacy.phoneDetails.phone) ?? pharmacy.phoneDetails.phone}
        </a>
      ) : null}
    </article>
  )
}
