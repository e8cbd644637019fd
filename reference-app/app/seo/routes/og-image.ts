// /og/shop.png and /og/images/{products|articles}/{name}.png: the raster og:image of a page
// (ogImage.server.ts), drawn from the API's SVG picture or the shop's name.
import { data } from 'react-router'
import { SHOP_IDENTITY } from '../../shell/shopIdentity'
import { pictureCardPng, shopCardPng } from '../ogImage.server'
import { pictureOf } from '../ogImagePaths'
import type { Route } from './+types/og-image'

// A card changes only with its picture (named for good) or the shop's name: a day is safe.
const CACHE = 'public, max-age=86400'

export async function loader({ params, context }: Route.LoaderArgs) {
  const path = params['*'] ?? ''
  if (path === 'shop.png') return png(shopCardPng(SHOP_IDENTITY.name))
  const picture = pictureOf(path)
  if (!picture) throw data(null, { status: 404 })
  const answer = await fetch(context.apiUrl + picture).catch(() => null)
  if (answer?.status === 404) throw data(null, { status: 404 })
  if (!answer?.ok) throw data(null, { status: 503, headers: { 'Retry-After': '30' } })
  return png(pictureCardPng(await answer.text()))
}

const png = (body: Buffer) =>
  new Response(new Uint8Array(body), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': CACHE },
  })
