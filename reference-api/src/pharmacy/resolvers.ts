// Resolvers of the pharmacy domain (schema/sdl/pharmacy.graphql): the map with clusters, the
// searchable list, one pharmacy, and the Pharmacy type every other domain returns.
import { groupWorkingHours } from '@apteka/sdk/rules'
import { pageOf } from '../base/paging'
import { catalogLoaders } from '../catalog/loaders'
import type { ApiContext } from '../context'
import type { PaymentType, Resolvers } from '../generated/resolvers'
import { limitedOptionalText } from '../inputLimits'
import type { PharmacyModel } from '../models'
import { requireRegion } from '../region/regionLookup'
import { pharmacyChains } from '../seed/data/places'
import { favoritePharmacyIds } from './favoritePharmacies'
import { pharmacyMapFilters } from './pharmacyFilters'
import { pharmacyList } from './pharmacyList'
import { CLUSTER_UNTIL_ZOOM, checkMapView, pharmacyGrid, pharmacyPins } from './pharmacyMap'

/** Payment at pickup as the storefront names it: cash or card at the counter is 'pharmacy'. */
const PAYMENT_AT_PICKUP: Record<string, PaymentType> = {
  online: 'online',
  yandex_bnpl: 'yandex_bnpl',
  cash: 'pharmacy',
  card: 'pharmacy',
  pharmacy: 'pharmacy',
}

/** The shop's own chain is the first of the seeded chains; the others are partners. */
const OWN_CHAIN = pharmacyChains[0]?.name

const ids = (values: readonly string[] | null | undefined) =>
  values?.map(Number).filter(Number.isInteger) ?? null

async function pharmaciesById(ctx: ApiContext, wanted: number[]): Promise<PharmacyModel[]> {
  const rows = await ctx.loaders.pharmacy.loadMany(wanted)
  return rows.flatMap((row) => (row && !(row instanceof Error) ? [row] : []))
}

export const pharmacyResolvers: Resolvers = {
  Query: {
    async pharmacyMap(
      _parent,
      { xMin, xMax, yMin, yMax, zoom, search: typed, pharmacyIds, filters },
      ctx,
    ) {
      checkMapView({ xMin, xMax, yMin, yMax, zoom })
      const search = limitedOptionalText(typed, 'searchQuery', 'search')
      const filter = {
        xMin,
        xMax,
        yMin,
        yMax,
        search,
        pharmacyIds: ids(pharmacyIds),
        ...(await pharmacyMapFilters(ctx, filters)),
      }
      if (zoom >= CLUSTER_UNTIL_ZOOM) {
        return {
          clusters: [],
          pharmacies: await pharmaciesById(ctx, await pharmacyPins(ctx, filter)),
        }
      }
      const cells = await pharmacyGrid(ctx, filter, zoom)
      const singles = cells.flatMap((cell) => (cell.pharmacyId === null ? [] : [cell.pharmacyId]))
      return {
        clusters: cells
          .filter((cell) => cell.pharmacyId === null)
          .map((cell) => ({
            id: cell.id,
            count: cell.count,
            lat: cell.lat,
            long: cell.long,
            selected: false,
          })),
        pharmacies: await pharmaciesById(ctx, singles),
      }
    },

    async searchPharmacy(
      _parent,
      { search, paginator, regionID: regionId, searchByName, pharmacyIds, filters },
      ctx,
    ) {
      const region = await requireRegion(ctx, regionId)
      const { page, pageSize } = pageOf(paginator?.page, paginator?.limit, 20)
      return pharmacyList(ctx, {
        regionId: region.id,
        text: limitedOptionalText(search, 'searchQuery', 'search'),
        searchByName,
        only: ids(pharmacyIds),
        filters,
        page,
        pageSize,
      })
    },

    async pharmacy(_parent, { id }, ctx) {
      const numeric = Number(id)
      return Number.isInteger(numeric) ? ctx.loaders.pharmacy.load(numeric) : null
    },
  },

  Pharmacy: {
    id: (pharmacy) => String(pharmacy.id),
    phoneDetails: (pharmacy) => ({ phone: pharmacy.phone, comment: pharmacy.phoneComment }),
    async isFavorite(pharmacy, _args, ctx) {
      if (pharmacy.favoriteOverride !== undefined) return pharmacy.favoriteOverride
      return (await favoritePharmacyIds(ctx)).has(pharmacy.id)
    },
    isApteka: (pharmacy) => pharmacy.name === OWN_CHAIN,
    async isFromLastOrder(pharmacy, _args, ctx) {
      if (pharmacy.lastOrderPharmacyId !== undefined)
        return pharmacy.lastOrderPharmacyId === pharmacy.id
      return (await catalogLoaders(ctx).lastOrderPharmacyId.load('viewer')) === pharmacy.id
    },
    metro: (pharmacy) =>
      (pharmacy.metro ?? '')
        .split(/[,;]/)
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => ({ name, color: null })),
    term: (pharmacy) => ({ pickupDays: pharmacy.pickupDays, bookingDays: pharmacy.bookingDays }),
    mapsComments: (pharmacy) => [
      {
        name: 'Построить маршрут',
        icon: 'route',
        url: `https://yandex.ru/maps/?rtext=~${pharmacy.lat},${pharmacy.long}&rtt=auto`,
      },
      {
        name: 'Открыть в Яндекс Картах',
        icon: 'map',
        url: `https://yandex.ru/maps/?pt=${pharmacy.long},${pharmacy.lat}&z=17&l=map`,
      },
    ],
    humanWorkingHours: (pharmacy) => groupWorkingHours(pharmacy.workingHours),
    paymentTypes: (pharmacy) => [
      ...new Set(pharmacy.paymentTypes.flatMap((type) => PAYMENT_AT_PICKUP[type] ?? [])),
    ],
  },
}
