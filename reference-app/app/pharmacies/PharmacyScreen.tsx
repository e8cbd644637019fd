// One pharmacy's page (/pharmacies/pharmacy/{id}, public form /pharmacies/{id}/): address,
// metro, phone with its comment, hours grouped as SPEC §9 says, pickup and booking terms,
// payment, licences, the map, 'make this my pharmacy' and the products on its shelf, with
// schema.org Pharmacy microdata (openingHours).
import { useFavoritePharmacy, usePharmacy, useProducts } from '@apteka/hooks'
import { useStorefrontConfig } from '../shell/StorefrontConfig'
import { SHOP_IDENTITY as identity, LICENCE_KINDS, licenceLine } from '../shell/shopIdentity'
import { formatPhone } from '../shop'
import { Breadcrumbs } from '../ui/Breadcrumbs/Breadcrumbs'
import { PageMeta } from '../ui/PageMeta/PageMeta'
import { useProductActions } from '../ui/ProductCard/useProductActions'
import { ProductGrid } from '../ui/ProductGrid/ProductGrid'
import styles from './Pharmacies.module.css'
import { pharmacyPath } from './PharmaciesScreen'
import { PickupMap } from './PickupMap/PickupMap'
import { pharmacyMapPoint } from './PickupMap/pickupMapText'
import { pharmacyMicrodata } from './pharmacyMicrodata'
import { pharmacyTerms, pickupPaymentLabels, PHARMACIES_TEXT as TEXT } from './pharmacyText'

/** Products of the shelf the page shows. */
export const PHARMACY_SHELF_SIZE = 10

export function PharmacyScreen({ id }: { id: string }) {
  const { pharmacy } = usePharmacy({ id })
  const config = useStorefrontConfig()
  const favorite = useFavoritePharmacy()
  const shelf = useProducts({ pharmacyID: id, pageCount: PHARMACY_SHELF_SIZE })
  const actions = useProductActions(shelf.products)
  if (!pharmacy) return null
  const title = `${pharmacy.name}, ${pharmacy.address}`
  const path = pharmacyPath(pharmacy.id)
  return (
    <div className="container page">
      <PageMeta
        title={title}
        description={`${pharmacy.name} по адресу ${pharmacy.address}: режим работы, телефон, самовывоз и бронирование лекарств, товары в наличии.`}
        canonical={path}
        microdata={pharmacyMicrodata(
          pharmacy,
          `${config.publicOrigin}${path}`,
          // The home page describes the organisation in full; here it is named and referred to.
          {
            '@id': `${config.publicOrigin}/#organization`,
            name: identity.name,
            legalName: identity.legalName,
            taxID: identity.inn,
          },
        )}
      />
      <Breadcrumbs
        items={[
          { title: TEXT.home, link: '/' },
          { title: TEXT.title, link: '/pharmacies' },
          { title: pharmacy.address, link: path },
        ]}
      />
      <h1 className="page__title">{title}</h1>
      <div className={styles.mine}>
        {pharmacy.isFavorite ? <span className={styles.badge}>{TEXT.isMine}</span> : null}
        <button
          type="button"
          className={`btn ${pharmacy.isFavorite ? 'btn--secondary' : 'btn--primary'}`}
          disabled={favorite.isPending}
          onClick={() =>
            void favorite.setFavorite(pharmacy.id, !pharmacy.isFavorite).catch(() => undefined)
          }
        >
          {pharmacy.isFavorite ? TEXT.forgetMine : TEXT.makeMine}
        </button>
      </div>
      <div className={styles.layout}>
        <dl className={styles.facts}>
          <div>
            <dt>{TEXT.address}</dt>
            <dd>
              {pharmacy.address}
              {pharmacy.addressComment ? <div>{pharmacy.addressComment}</div> : null}
              {pharmacy.metro.length > 0 ? (
                <div>
                  {TEXT.metro} {pharmacy.metro.map((m) => m.name).join(', ')}
                </div>
              ) : null}
            </dd>
          </div>
          {pharmacy.phoneDetails ? (
            <div>
              <dt>{TEXT.phone}</dt>
              <dd>
                <a href={`tel:${pharmacy.phoneDetails.phone}`}>
                  {formatPhone(pharmacy.phoneDetails.phone) ?? pharmacy.phoneDetails.phone}
                </a>
                {pharmacy.phoneDetails.comment ? (
                  <div className={styles.muted}>{pharmacy.phoneDetails.comment}</div>
                ) : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{TEXT.hours}</dt>
            <dd>
              <ul className={styles.plain}>
                {pharmacy.humanWorkingHours.map((hours) => (
                  <li key={hours.days}>
                    {hours.days}: {hours.time}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>{TEXT.terms}</dt>
            <dd>
              <ul className={styles.plain}>
                {pharmacyTerms(pharmacy.term).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>{TEXT.payment}</dt>
            <dd>{pickupPaymentLabels(pharmacy.paymentTypes).join(', ')}</dd>
          </div>
          <div>
            <dt>{TEXT.route}</dt>
            <dd>
              <ul className={styles.plain}>
                {pharmacy.mapsComments.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>{TEXT.licence}</dt>
            <dd>
              <ul className={styles.plain}>
                {LICENCE_KINDS.map((kind) => (
                  <li key={kind}>{licenceLine(kind, identity)}</li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        <PickupMap
          points={[pharmacyMapPoint(pharmacy)]}
          selectedId={pharmacy.id}
          onSelect={() => undefined}
          config={config.map}
          renderDetail={() => null}
        />
      </div>
      <section className="section" aria-labelledby="pharmacy-shelf">
        <h2 id="pharmacy-shelf" className="section__title">
          {TEXT.inStock}
        </h2>
        {shelf.isLoading ? (
          <ProductGrid products={[]} loadingCount={5} />
        ) : shelf.products.length > 0 ? (
          <ProductGrid products={shelf.products} {...actions} layout="carousel" />
        ) : (
          <p className={styles.muted}>{TEXT.inStockEmpty}</p>
        )}
      </section>
    </div>
  )
}
