// The one place that decides a page's canonical address (SPEC §2, issue #30), for every page
// kind: the region segment stands after the path as 'r_{region id}/' (the form the region modal
// writes), is omitted for the default region and for pages that are the same in every region;
// filter segments 'name:value' are stripped; '/home' is '/'; a product is '/product/{alias}.html'.
// Pure: used by PageMeta (the canonical link) and the root loader (the 301 of a region spelled
// another way or standing before the path).
import { isDefaultRegion } from '../shop'
import { isFilterSegment, regionIdOfSegment } from './storefrontPath'

/** The region an address names, as the API resolved it. */
export interface AddressRegion {
  /** The region's own id ('spb'), whatever the address spelled ('r_78'). */
  readonly id: string
  /** The default region (SPEC §9): omitted from canonical addresses. */
  readonly isDefault: boolean
}

/** The region an address named, from the API's answer for it (null while unknown). */
export function addressRegionOf(region: { readonly id: string } | null | undefined) {
  return region ? { id: region.id, isDefault: isDefaultRegion(region.id) } : null
}

/** The segments of a path, without its query, hash and empty segments. */
const segmentsOf = (path: string) => (path.split(/[?#]/, 1)[0] ?? '').split('/').filter(Boolean)

/** A filter segment 'brand:solgar' ('brand%3Asolgar' too), stripped from canonical paths. */
const isFilter = (segment: string) => {
  try {
    return isFilterSegment(decodeURIComponent(segment))
  } catch {
    return isFilterSegment(segment)
  }
}

/**
 * The pages that show what they show per region (prices, assortment, pharmacies), by their first
 * segment: listings, search, promotions, the home page, the pharmacy list. A product page ('.html',
 * which the region modal never rewrites), a single pharmacy, content, information and personal
 * pages are the same everywhere: their canonical address names no region.
 */
const REGIONAL =
  /^(home|catalog|brand|manufacturer|group|analogs|discounts|istekayushchiy_srok_godnosti|search|promo|event|diseases|analizy|[pg]_(?!.*\.html$).+)?$/

export function isRegionalPage(segments: readonly string[]): boolean {
  const [first = '', second] = segments
  return first === 'pharmacies' ? second === undefined : REGIONAL.test(first)
}

/**
 * The page's path in its one form, the app's route (as the API names products): '/home' → '/',
 * '/p_{alias}.html' → '/product/{alias}.html', '/p_{alias}/analogi/' → '/analogs/{alias}',
 * '/g_{group}/' and '/g_{group}/analogi/' → '/group/{group}/analogi'.
 */
function pagePath(segments: readonly string[], trailingSlash: boolean): string {
  const [first = '', ...rest] = segments
  if (segments.length === 0 || (first === 'home' && rest.length === 0)) return '/'
  const analogs = rest.length === 0 || (rest.length === 1 && rest[0] === 'analogi')
  const product = /^p_(.+)$/.exec(first)?.[1]
  if (product?.endsWith('.html') && rest.length === 0) return `/product/${product}`
  if (product && analogs && rest.length === 1) return `/analogs/${product}`
  const group = /^g_(.+)$/.exec(first)?.[1]
  if (group && analogs) return `/group/${group}/analogi`
  const path = `/${segments.join('/')}`
  return trailingSlash && !path.endsWith('.html') ? `${path}/` : path
}

/**
 * The canonical path of the page at `path` (an address shown or the one the API names for the
 * page), in `region` (the region the address names, null when it names none).
 *
 * @example
 * canonicalAddress('/r_78/catalog/vitaminy/brand:solgar/', { id: 'spb', isDefault: false })
 * // '/catalog/vitaminy/r_spb/'
 * canonicalAddress('/catalog/vitaminy/r_77/', { id: 'moscowregion', isDefault: true })
 * // '/catalog/vitaminy/'
 * canonicalAddress('/r_spb/p_nurofen.html', { id: 'spb', isDefault: false })
 * // '/product/nurofen.html'
 */
export function canonicalAddress(path: string, region: AddressRegion | null): string {
  const address = path.split(/[?#]/, 1)[0] ?? ''
  const segments = segmentsOf(address).filter(
    (segment) => regionIdOfSegment(segment) === null && !isFilter(segment),
  )
  const page = pagePath(segments, address.endsWith('/'))
  if (!region || region.isDefault || !isRegionalPage(segments)) return page
  return `${page.replace(/\/$/, '')}/r_${encodeURIComponent(region.id)}/`
}

/**
 * Where an address that names a region in another spelling ('r_78' for 'spb') or before the
 * path ('/r_spb/catalog/x/') moves for good (301): the same page, filters and query kept, with
 * 'r_{id}/' after the path. Null when the address is already in that form, names no region or
 * the default one (then the page only links its canonical address: without a region segment
 * the shopper's cookie would choose the region), or is a page the same in every region.
 *
 * @example
 * regionRedirect('/r_78/catalog/x/brand:y/?PAGEN_1=2', { id: 'spb', isDefault: false })
 * // '/catalog/x/brand:y/r_spb/?PAGEN_1=2'
 */
export function regionRedirect(url: string, region: AddressRegion | null): string | null {
  if (!region || region.isDefault) return null
  const [address = '', ...tail] = url.split(/(?=[?#])/)
  const segments = segmentsOf(address)
  const named = segments.filter((segment) => regionIdOfSegment(segment) !== null)
  if (named.length === 0) return null
  const rest = segments.filter((segment) => regionIdOfSegment(segment) === null)
  const page = rest.filter((segment) => !isFilter(segment))
  // A public form ('/g_{group}/') has no place for a region after it: it links its canonical.
  if (!isRegionalPage(page) || /^[pg]_/.test(page[0] ?? '')) return null
  const wanted = `r_${encodeURIComponent(region.id)}`
  if (named.length === 1 && named[0] === wanted && segments.at(-1) === wanted) return null
  const path = rest.length > 0 ? `/${rest.join('/')}/${wanted}/` : `/${wanted}/`
  return path + tail.join('')
}
