// The one region look-up of every resolver: the region a request names, found in the reference
// data read once per database (regions change only with a seed). Empty is E_14, unknown E_15.
import { ERROR_CODES } from '@apteka/sdk/errors'
import type { ApiContext } from '../context'
import { apiError } from '../errors'
import type { RegionModel } from '../models'
import { catalogReference, findRegion } from '../reference/referenceData'

export interface RegionLookupOptions {
  /**
   * Accept only the region's own id ('moscowregion'), not its number or its capital's city id:
   * for carts, orders and profiles, which store the id they are given. Default: false.
   */
  readonly exact?: boolean
}

/** The region a request is about, or the §8 error that says why there is none. */
export async function requireRegion(
  ctx: Pick<ApiContext, 'db'>,
  regionId: string,
  { exact = false }: RegionLookupOptions = {},
): Promise<RegionModel> {
  if (!regionId.trim()) throw apiError(ERROR_CODES.REGION_NOT_SELECTED)
  const reference = await catalogReference(ctx)
  const region = exact
    ? reference.regions.find((candidate) => candidate.id === regionId)
    : findRegion(reference, regionId)
  if (!region) throw apiError(ERROR_CODES.REGION_NOT_FOUND)
  return region
}
