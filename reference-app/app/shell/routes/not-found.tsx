// Any address the shop does not know: the 404 page, with status 404.
import { data } from 'react-router'
import { PageMeta } from '../../ui/PageMeta/PageMeta'
import { NotFound } from '../NotFound/NotFound'
import { NOT_FOUND_TITLE } from '../NotFound/notFoundText'

export function loader() {
  return data(null, { status: 404 })
}

export function clientLoader() {
  return null
}

export default function NotFoundRoute() {
  return (
    <>
      <PageMeta title={NOT_FOUND_TITLE} robots="noindex" />
      <NotFound />
    </>
  )
}
