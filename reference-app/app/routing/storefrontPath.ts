// How the storefront reads its own addresses (SPEC §2): the region segment 'r_{regionId}'
// before or after the path, filter segments 'name:value', and the public forms
// '/p_{alias}.html', '/p_{alias}/analogi/', '/g_{group}/', '/g_{group}/analogi/'.
// Pure: shared by the route modules and the root loader.
import { REGION_SEGMENT_PREFIX } from '../shop'

/** The region id a path segment names, or null when it is not a region segment. */
export function regionIdOfSegment(segment: string | undefined): string | null {
  if (!segment?.startsWith(REGION_SEGMENT_PREFIX)) return null
  const id = segment.slice(REGION_SEGMENT_PREFIX.length)
  return id.length > 0 ? safeDecode(id) : null
}

/** A filter segment of a catalogue address ('brand:solgar'); stripped from canonical paths. */
export const isFilterSegment = (segment: string) => /^[^:/]+:[^/]*$/.test(segment)

/** A splat ('vitaminy/brand:solgar/r_spb/') read as aliases, filter segments and region. */
export interface SplatPath {
  /** The aliases of the path, outermost first, without filters or region. */
  readonly aliases: readonly string[]
  /** The filter segments 'name:value', in their order. */
  readonly filters: readonly string[]
  /** The region named by an 'r_…' segment, or null. */
  readonly regionId: string | null
}

export function parseSplat(splat: string | undefined): SplatPath {
  const aliases: string[] = []
  const filters: string[] = []
  let regionId: string | null = null
  for (const segment of (splat ?? '').split('/')) {
    if (!segment) continue
    const region = regionIdOfSegment(segment)
    if (region !== null) regionId ??= region
    else if (isFilterSegment(segment)) filters.push(safeDecode(segment))
    else aliases.push(safeDecode(segment))
  }
  return { aliases, filters, regionId }
}

/** What a single top-level segment of a public form names. */
export type PublicForm =
  | { readonly kind: 'region'; readonly regionId: string }
  | { readonly kind: 'product'; readonly alias: string }
  | { readonly kind: 'group'; readonly code: string }

/**
 * Reads a top-level segment: 'r_spb' (the home page of a region), 'p_{alias}.html'
 * (a product) or 'g_{group}' (a product group). Anything else is null (not found).
 */
export function publicFormOf(segment: string | undefined): PublicForm | null {
  if (!segment) return null
  const regionId = regionIdOfSegment(segment)
  if (regionId !== null) return { kind: 'region', regionId }
  const product = /^p_(.+)\.html$/.exec(segment)?.[1]
  if (product) return { kind: 'product', alias: safeDecode(product) }
  const group = /^g_(.+)$/.exec(segment)?.[1]
  if (group && !group.endsWith('.html')) return { kind: 'group', code: safeDecode(group) }
  return null
}

/** The same, for the '/{segment}/analogi/' forms: products and groups only. */
export function publicAnalogsFormOf(segment: string | undefined): PublicForm | null {
  const form = /^p_(.+)$/.exec(segment ?? '')?.[1]
  if (form && !form.endsWith('.html')) return { kind: 'product', alias: safeDecode(form) }
  const found = publicFormOf(segment)
  return found?.kind === 'group' ? found : null
}

/** The route params the storefront's routes can carry (see routes.ts). */
export interface StorefrontParams {
  /** A region segment before the path ('/r_spb/catalog/…') or after it ('/search/r_spb/'). */
  readonly region?: string
  /** A top-level public form: 'r_spb', 'p_{alias}.html', 'g_{group}'. */
  readonly segment?: string
  /** The first segment of a '/{form}/analogi/' public form: 'p_{alias}' or 'g_{group}'. */
  readonly analogsOf?: string
  readonly '*'?: string
  readonly [name: string]: string | undefined
}

/** The region an address names, and whether it names nothing the shop has. */
export interface StorefrontLocation {
  readonly regionId: string | null
  readonly notFound: boolean
}

/**
 * Reads the matched params of any storefront route: a `region` param must be an
 * 'r_…' segment; a `segment` param (public forms) must be a form the shop knows;
 * a splat may end with (or contain) the region segment.
 */
export function storefrontLocation(params: StorefrontParams): StorefrontLocation {
  let regionId: string | null = null
  if (params.region !== undefined) {
    regionId = regionIdOfSegment(params.region)
    if (regionId === null) return { regionId: null, notFound: true }
  }
  if (params.segment !== undefined) {
    const form = publicFormOf(params.segment)
    if (form === null) return { regionId, notFound: true }
    if (form.kind === 'region') regionId ??= form.regionId
  }
  if (params.analogsOf !== undefined && publicAnalogsFormOf(params.analogsOf) === null) {
    return { regionId, notFound: true }
  }
  regionId ??= parseSplat(params['*']).regionId
  return { regionId, notFound: false }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
