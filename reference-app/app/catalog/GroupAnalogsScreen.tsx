// A drug group's page (/group/{code}/analogi, /g_{code}/, /g_{code}/analogi/): its own products,
// each form of release with its dosages and packs as links, then its analogues, all from the
// prefetched group, so the server's HTML lists them (issue #30: the group page arrived as a bare
// heading until hydration). A module of its own: the other lists do not load it.
import { type Group, useGroup } from '@apteka/hooks'
import { Link } from 'react-router'
import { useListingLocation } from '../routing/listingLocation'
import { NotFound } from '../shell/NotFound/lazyNotFound'
import { formatMoney } from '../shop'
import { useProductActions } from '../ui/ProductCard/useProductActions'
import { ListingPage } from './ListingPage'
import styles from './ListingPage.module.css'
import { LISTING_TITLES } from './ListingScreens'

export const GROUP_FORMS_TEXT = {
  heading: (name: string) => `Формы выпуска: ${name}`,
  noAnalogs: 'Аналогов в вашем регионе пока нет',
} as const

function GroupForms({ group }: { group: Group }) {
  const forms = group.forms.filter((form) => form.items.length > 0)
  if (forms.length === 0) return null
  return (
    <section aria-labelledby="group-forms" className={styles.groupForms}>
      <h2 id="group-forms" className={styles.groupFormsTitle}>
        {GROUP_FORMS_TEXT.heading(group.name)}
      </h2>
      {forms.map((form) => (
        <div key={form.name}>
          <h3 className={styles.groupFormName}>{form.name}</h3>
          <ul className={styles.subcategories}>
            {form.items.map((item) => (
              <li key={item.productId}>
                <Link to={item.url} className={styles.chip}>
                  {[item.dosage, item.quantity].filter(Boolean).join(', ') || group.name}
                  {item.price != null ? ` · ${formatMoney(item.price)}` : ''}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}

/**
 * /group/{code}/analogi (public forms /g_{code}/analogi/ and /g_{code}/, one page with one
 * canonical address): the group's own forms of release, then its analogues.
 */
export function GroupAnalogsScreen({ code }: { code: string }) {
  const location = useListingLocation()
  const group = useGroup({ code, page: location.page })
  const actions = useProductActions(group.analogs)
  if (group.group === null) return <NotFound />
  const name = group.group?.name
  return (
    <ListingPage
      title={name ? `${LISTING_TITLES.groupAnalogs}: ${name}` : LISTING_TITLES.groupAnalogs}
      breadcrumbs={
        name
          ? [
              { title: LISTING_TITLES.home, link: '/' },
              { title: name, link: `/g_${code}/` },
              { title: LISTING_TITLES.analogsCrumb, link: '' },
            ]
          : []
      }
      products={group.group === undefined ? (group.error ? [] : undefined) : group.analogs}
      total={group.group ? group.analogsTotal : undefined}
      page={group.page || location.page}
      pageCount={Math.max(1, group.pageCount)}
      pathname={location.pathname}
      search={location.search}
      actions={actions}
      updating={group.isFetching && !group.isLoading}
      intro={group.group ? <GroupForms group={group.group} /> : null}
      {...(group.group && group.group.forms.length > 0
        ? { emptyTitle: GROUP_FORMS_TEXT.noAnalogs }
        : {})}
    />
  )
}
