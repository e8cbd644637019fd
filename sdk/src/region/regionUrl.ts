// The address of the current page in another region (SPEC §2): the path carries an
// 'r_{regionId}/' segment and the query a 'region' parameter, both absent for the default region.
import { DEFAULT_REGION, isDefaultRegion } from './region'

/** The query parameter naming the region. */
export const REGION_QUERY_PARAM = 'region'

/** The start of the path segment naming the region, as in '/catalog/r_spb/'. */
export const REGION_SEGMENT_PREFIX = 'r_'

/** Options of {@link regionUrl}. */
export interface RegionUrlOptions {
  /** The region whose addresses carry no region. Default: 'moscowregion' (also known as 77). */
  readonly defaultRegionId?: string | number
  /** Paths left as they are, matched as prefixes of the path ('/personal'). Default: none. */
  readonly excludedPaths?: readonly string[]
}

interface UrlParts {
  readonly origin: string
  readonly path: string
  readonly query: string
  readonly hash: string
}

// Split by hand, not with URL: URLSearchParams would re-encode the parameters we keep,
// and a relative address would need an invented base.
function splitUrl(url: string): UrlParts {
  const hashStart = url.indexOf('#')
  const hash = hashStart === -1 ? '' : url.slice(hashStart)
  const beforeHash = hashStart === -1 ? url : url.slice(0, hashStart)
  const queryStart = beforeHash.indexOf('?')
  const query = queryStart === -1 ? '' : beforeHash.slice(queryStart + 1)
  const address = queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart)
  const origin = /^(?:[a-z][a-z\d+.-]*:)?\/\/[^/]*/i.exec(address)?.[0] ?? ''
  return { origin, path: address.slice(origin.length), query, hash }
}

function paramName(pair: string): string {
  const name = pair.split('=')[0] ?? ''
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '))
  } catch {
    return name
  }
}

const isRegionSegment = (segment: string) =>
  segment.startsWith(REGION_SEGMENT_PREFIX) && segment.length > REGION_SEGMENT_PREFIX.length

function rewritePath(path: string, segment: string | null): string {
  const segments = path.split('/')
  const first = segments.findIndex(isRegionSegment)
  if (first === -1) {
    return segment === null ? path : `${path.replace(/\/$/, '')}/${segment}/`
  }
  const endsWithRegion = isRegionSegment(segments[segments.length - 1]!)
  const rewritten = segments.flatMap((part, index) => {
    if (!isRegionSegment(part)) return [part]
    return index === first && segment !== null ? [segment] : []
  })
  const result = rewritten.join('/')
  // A region segment is always followed by '/'; removing a last one keeps the '/' before it.
  return endsWithRegion && !result.endsWith('/') ? `${result}/` : result
}

/**
 * The address rewritten for a region. The path gets an 'r_{regionId}/' segment at its
 * end, or in place of an 'r_…' segment it already has, wherever that is; the query gets
 * `region={regionId}`. For the default region both are removed instead. Addresses with
 * '.html', excluded paths and addresses with a `host` parameter come back unchanged.
 * Works on relative paths and absolute URLs; other parameters and the hash are kept
 * exactly as written.
 *
 * @example
 * regionUrl('/catalog/vitaminy/?f_brand=solgar', 'spb')
 * // '/catalog/vitaminy/r_spb/?f_brand=solgar&region=spb'
 * regionUrl('/catalog/vitaminy/r_spb/?region=spb', 77) // '/catalog/vitaminy/'
 */
export function regionUrl(
  url: string,
  regionId: string | number,
  options: RegionUrlOptions = {},
): string {
  if (url.includes('.html')) return url
  const { origin, path, query, hash } = splitUrl(url)
  const params = query ? query.split('&').filter(Boolean) : []
  if (params.some((pair) => paramName(pair) === 'host')) return url
  if (options.excludedPaths?.some((excluded) => path.startsWith(excluded))) return url

  const toDefault = isDefaultRegion(regionId, options.defaultRegionId ?? DEFAULT_REGION.id)
  const code = encodeURIComponent(String(regionId))
  const kept = params.filter((pair) => paramName(pair) !== REGION_QUERY_PARAM)
  const nextParams = toDefault ? kept : [...kept, `${REGION_QUERY_PARAM}=${code}`]
  const nextPath = rewritePath(path, toDefault ? null : REGION_SEGMENT_PREFIX + code)
  const nextQuery = nextParams.length > 0 ? `?${nextParams.join('&')}` : ''
  return origin + nextPath + nextQuery + hash
}
