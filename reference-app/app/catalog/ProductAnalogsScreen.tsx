// The analogues of one product (/analogs/{alias}, public form /p_{alias}/analogi/): a list
// screen of its own module, so the catalogue's code does not carry the product's queries (#36).
import { useProduct, useProductAnalogs } from '@apteka/hooks'
import { useListingLocation } from '../routing/listingLocation'
import { NotFound } from '../shell/NotFound/lazyNotFound'
import { useProductActions } from '../ui/ProductCard/useProductActions'
import { isNotFound } from '../ui/pageFailure'
import { ListingPage } from './ListingPage'
import { LISTING_TITLES } from './ListingScreens'

/** /analogs/{alias} (public form /p_{alias}/analogi/): products of the same active substance. */
export function ProductAnalogsScreen({ alias }: { alias: string }) {
  const location = useListingLocation()
  const analogs = useProductAnalogs({ alias, page: location.page })
  // The product itself names the page; seeing its analogues is not a view of it.
  const { product } = useProduct({ alias, trackView: false })
  const actions = useProductActions(analogs.analogs)
  if (isNotFound(analogs.error) && analogs.total === 0) return <NotFound />
  const loaded = !analogs.isLoading && !analogs.error
  return (
    <ListingPage
      title={
        product ? LISTING_TITLES.productAnalogsOf(product.name) : LISTING_TITLES.productAnalogs
      }
      breadcrumbs={
        product
          ? [
              { title: LISTING_TITLES.home, link: '/' },
              { title: product.name, link: product.url },
              { title: LISTING_TITLES.analogsCrumb, link: '' },
            ]
          : []
      }
      products={loaded ? analogs.analogs : analogs.error ? [] : undefined}
      total={loaded ? analogs.total : undefined}
      page={analogs.page || location.page}
      pageCount={Math.max(1, analogs.pageCount)}
      pathname={location.pathname}
      search={location.search}
      actions={actions}
      updating={analogs.isFetching && !analogs.isLoading}
    />
  )
}
