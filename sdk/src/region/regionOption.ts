// One spelling of the region in the options of hooks and query-options factories: `regionId`.
// The contract's `regionID` is still accepted from callers before issue #14, as a deprecated alias.

/** The region option of a hook or a core call. */
export interface RegionOption {
  /** The region to read. Default: the current region. */
  regionId?: string | undefined
  /** @deprecated Use `regionId` (one spelling since issue #14); read when `regionId` is not given. */
  regionID?: string | undefined
}

/** The region of a query-options factory or prefetch: `regionId`, or the deprecated `regionID`. */
export type RegionKey =
  | { regionId: string; regionID?: undefined }
  | {
      /** @deprecated Use `regionId` (one spelling since issue #14). */
      regionID: string
      regionId?: undefined
    }

/**
 * The region an option or key names (`regionId` first), or undefined.
 *
 * @example
 * regionOf({ regionId: 'moscowregion' }) // 'moscowregion'
 * regionOf({ regionID: 'spb' }) // 'spb': the deprecated spelling is still read
 */
export function regionOf(key: RegionKey): string
export function regionOf(key: RegionOption): string | undefined
export function regionOf(key: RegionOption | RegionKey): string | undefined {
  return key.regionId ?? key.regionID
}
