// /product/{alias}.html; the segment must end in '.html'.
import { data } from 'react-router'
import { ProductScreen } from '../screens/ProductScreen'
import { parseProductPath } from '../shop'
import type { Route } from './+types/product'

const aliasOf = (segment: string) => parseProductPath(`/product/${segment}`)

export function loader({ params }: Route.LoaderArgs) {
  if (!aliasOf(params.product)) throw data(null, { status: 404 })
  return null
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!aliasOf(params.product)) throw data(null, { status: 404 })
  return null
}

export default function ProductRoute({ params }: Route.ComponentProps) {
  const alias = aliasOf(params.product) ?? ''
  return <ProductScreen key={alias} alias={alias} />
}
