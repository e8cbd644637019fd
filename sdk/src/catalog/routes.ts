// Addresses of catalogue pages in both their forms (SPEC §2): the app's routes
// ('/product/{alias}.html') and the public forms search engines know ('/p_{alias}.html').

const segment = (value: string) => encodeURIComponent(value)

/**
 * The product page route.
 *
 * @example
 * productPath('nurofen-200mg') // '/product/nurofen-200mg.html'
 */
export function productPath(alias: string): string {
  return `/product/${segment(alias)}.html`
}

/**
 * The public form of a product page.
 *
 * @example
 * productPublicPath('nurofen-200mg') // '/p_nurofen-200mg.html'
 */
export function productPublicPath(alias: string): string {
  return `/p_${segment(alias)}.html`
}

/**
 * The public form of a product's analogues page.
 *
 * @example
 * productAnalogsPublicPath('nurofen-200mg') // '/p_nurofen-200mg/analogi/'
 */
export function productAnalogsPublicPath(alias: string): string {
  return `/p_${segment(alias)}/analogi/`
}

// Either form, optionally behind or before a region segment, with any query or hash.
const PRODUCT_PATH =
  /^(?:[a-z][a-z\d+.-]*:\/\/[^/]+)?(?:\/r_[^/]+)?\/(?:product\/([^/?#]+)|p_([^/?#]+))\.html(?:[?#]|$)/i

/**
 * The product alias of a product page address in either form, or null for any other
 * address.
 *
 * @example
 * parseProductPath('/p_nurofen-200mg.html') // 'nurofen-200mg'
 * parseProductPath('/product/nurofen-200mg.html?tab=reviews') // 'nurofen-200mg'
 */
export function parseProductPath(path: string): string | null {
  const match = PRODUCT_PATH.exec(path)
  const alias = match?.[1] ?? match?.[2]
  if (!alias) return null
  try {
    return decodeURIComponent(alias)
  } catch {
    return alias
  }
}

/**
 * A catalogue category page from its aliases, outermost first (or a path 'a/b').
 *
 * @example
 * categoryPath(['lekarstva', 'vitaminy']) // '/catalog/lekarstva/vitaminy/'
 */
export function categoryPath(parts: readonly string[] | string): string {
  const aliases = (typeof parts === 'string' ? parts.split('/') : parts).filter(Boolean)
  return aliases.length > 0 ? `/catalog/${aliases.map(segment).join('/')}/` : '/catalog/'
}

/**
 * The analogues page of a product group (the app route).
 *
 * @example
 * groupAnalogsPath('ibuprofen') // '/group/ibuprofen/analogi'
 */
export function groupAnalogsPath(code: string): string {
  return `/group/${segment(code)}/analogi`
}

/**
 * The public form of a product group page.
 *
 * @example
 * groupPublicPath('ibuprofen') // '/g_ibuprofen/'
 */
export function groupPublicPath(code: string): string {
  return `/g_${segment(code)}/`
}

/**
 * The public form of a product group's analogues page.
 *
 * @example
 * groupAnalogsPublicPath('ibuprofen') // '/g_ibuprofen/analogi/'
 */
export function groupAnalogsPublicPath(code: string): string {
  return `/g_${segment(code)}/analogi/`
}
