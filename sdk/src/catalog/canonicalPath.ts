// The canonical address of a catalogue page: filter segments 'name:value' narrow a page
// but do not make a new one, so they are stripped (SPEC §2).

// A segment 'brand:solgar' (or 'brand%3Asolgar') with a name before the colon and a value after it.
const isFilterSegment = (segment: string) => {
  let text = segment
  try {
    text = decodeURIComponent(segment)
  } catch {
    // A malformed escape is not a filter; keep the segment as it is.
  }
  return /^[^:]+:.+$/.test(text)
}

/**
 * The path without its filter segments ('brand:solgar'), with runs of '/' made one. The
 * region segment 'r_…' is kept: the regional page is a page of its own, with its own
 * prices. The query and hash are dropped, since a canonical address carries neither.
 * A trailing '/' stays as it was; an origin (https://host) is kept.
 *
 * @example
 * canonicalPath('/catalog/vitaminy/brand:solgar/form:kapsuly/') // '/catalog/vitaminy/'
 * canonicalPath('/manufacturer/bayer/country:germaniya') // '/manufacturer/bayer'
 */
export function canonicalPath(path: string): string {
  const address = path.split(/[?#]/, 1)[0] ?? ''
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/]*/i.exec(address)?.[0] ?? ''
  const rest = address.slice(origin.length)
  const trailingSlash = rest.endsWith('/')
  const segments = rest.split('/').filter((part) => part !== '' && !isFilterSegment(part))
  const leadingSlash = rest.startsWith('/') || origin !== ''
  let result = segments.join('/')
  if (leadingSlash) result = `/${result}`
  if (trailingSlash && !result.endsWith('/')) result = `${result}/`
  return origin + (result || '/')
}
