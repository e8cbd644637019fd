// /pharmacies: the region's pharmacies as a list or on a map (?view=map), searchable by
// address, metro or name, with the 24-hour, pickup-today, card and 'my pharmacies' filters.
// The map is the pickup map (offline, tiles or Yandex by configuration); it clusters pins
// itself as the shopper zooms.
import {
  type Pharmacy,
  useAuth,
  useFavoritePharmacy,
  usePharmacies,
  useRegion,
} from '@apteka/hooks'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useStorefrontConfig } from '../shell/StorefrontConfig'
import { formatPhone } from '../shop'
import { Breadcrumbs } from '../ui/Breadcrumbs/Breadcrumbs'
import { EmptyState } from '../ui/EmptyState/EmptyState'
import { PageMeta } from '../ui/PageMeta/PageMeta'
import styles from './Pharmacies.module.css'
import { PickupMap, type PickupMapPoint } from './PickupMap/PickupMap'
import { PHARMACIES_TEXT as TEXT } from './pharmacyText'

/** Pharmacies a list page shows, and how many more 'Показать ещё' adds. */
export const PHARMACIES_LIST_STEP = 20
/** Pharmacies the map asks for at once (the API's largest page). */
export const PHARMACIES_MAP_LIMIT = 100
/** The query parameter of the view: '?view=map' shows the map. */
export const VIEW_PARAM = 'view'

export type PharmacyFilterId = 'roundTheClock' | 'pickupToday' | 'cardPayment' | 'favorite'
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
  const [filters, setFilters] = useState<Record<PharmacyFilterId, boolean>>({
    roundTheClock: false,
    pickupToday: false,
    cardPayment: false,
    favorite: false,
  })
  const [limit, setLimit] = useState(PHARMACIES_LIST_STEP)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const auth = useAuth()
  const { region } = useRegion()
  const { map: mapConfig } = useStorefrontConfig()
  const favorite = useFavoritePharmacy()
  const list = usePharmacies({
    search,
    filters,
    limit: view === 'map' ? PHARMACIES_MAP_LIMIT : limit,
  })
  const regionP = region?.names.p ?? 'Москве и области'

  const toggleFilter = (id: PharmacyFilterId, on: boolean) => {
    const apply = () => {
      setFilters((current) => ({ ...current, [id]: on }))
      setLimit(PHARMACIES_LIST_STEP)
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

  const points: PickupMapPoint[] = list.pharmacies.map((pharmacy) => ({
    id: pharmacy.id,
    name: pharmacy.name,
    address: pharmacy.address,
    lat: pharmacy.lat,
    long: pharmacy.long,
    availableCount: 0,
    totalCount: 0,
    available: true,
  }))
  const byId = new Map(list.pharmacies.map((pharmacy) => [pharmacy.id, pharmacy]))

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
              setLimit(PHARMACIES_LIST_STEP)
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
          <PickupMap
            points={points}
            selectedId={selectedId}
            onSelect={setSelectedId}
            config={mapConfig}
            renderDetail={(point) => {
              const pharmacy = byId.get(point.id)
              return (
                <>
                  {pharmacy ? <HoursLine pharmacy={pharmacy} /> : null}
                  <Link to={pharmacyPath(point.id)} className={styles.cardLink}>
                    {TEXT.details}
                  </Link>
                </>
              )
            }}
          />
        </div>
      ) : (
        <>
          <ul className={styles.list} aria-label={TEXT.title}>
            {list.pharmacies.map((pharmacy) => (
              <li key={pharmacy.id} className={styles.item}>
                <PharmacyCard
                  pharmacy={pharmacy}
                  onFavorite={(on) =>
                    void favorite.setFavorite(pharmacy.id, on).catch(() => undefined)
                  }
                />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={list.isFetching}
              onClick={() => setLimit((current) => current + PHARMACIES_LIST_STEP)}
            >
              {TEXT.more}
            </button>
          ) : null}
        </>
      )}
    </div>
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
