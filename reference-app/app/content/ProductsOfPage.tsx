// A product list of a content address the catalogue understands ('/diseases/{code}',
// '/drugs/{alias}'): the API's catalogue page with its h1, breadcrumbs and metadata, paged with
// ?PAGEN_1=n, and the page's own introduction above it.
import { useCatalogPage } from '@apteka/hooks'
import { isApiRequestError } from '@apteka/sdk'
import type { ReactNode } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { NotFound } from '../components/NotFound/NotFound'
import { ListingPage } from '../pages/ListingPage'
import { NOT_FOUND_CODES } from '../screens/ListingScreens'
import { useProductActions } from '../screens/useProductActions'

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
  if (
    !catalog.page &&
    isApiRequestError(catalog.error) &&
    NOT_FOUND_CODES.has(catalog.error.code)
  ) {
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
