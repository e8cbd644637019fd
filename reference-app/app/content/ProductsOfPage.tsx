// A product list of a content address the catalogue understands ('/diseases/{code}',
// '/drugs/{alias}'): the API's catalogue page with its h1, breadcrumbs and metadata, paged with
// ?PAGEN_1=n, and the page's own introduction above it.
import { useCatalogPage } from '@apteka/hooks'
import type { ReactNode } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { ListingPage } from '../catalog/ListingPage'
import { NotFound } from '../shell/NotFound/lazyNotFound'
import { useProductActions } from '../ui/ProductCard/useProductActions'
import { isNotFound } from '../ui/pageFailure'

export function ProductsOfPage({
  url,
  title,
  intro,
  breadcrumbs,
}: {
  url: string
  title: string
  intro?: ReactNode
  breadcrumbs: ReadonlyArray<{ title: string; link: string }>
}) {
  const { search } = useLocation()
  const [searchParams] = useSearchParams()
  const catalog = useCatalogPage({ url, searchParams })
  const actions = useProductActions(catalog.products)
  if (!catalog.page && isNotFound(catalog.error)) {
    return <NotFound />
  }
  return (
    <ListingPage
      title={catalog.page?.title ?? title}
      meta={catalog.metaInformation}
      breadcrumbs={breadcrumbs}
      products={catalog.page ? catalog.products : catalog.error ? [] : undefined}
      total={catalog.page ? catalog.total : undefined}
      page={catalog.pageNumber}
      pageCount={Math.max(1, catalog.pageCount)}
      pathname={url}
      search={search}
      description={catalog.page?.products.description}
      actions={actions}
      emptyTitle="Товаров пока нет"
      intro={intro}
      updating={catalog.isFetching && !catalog.isLoading}
    />
  )
}
