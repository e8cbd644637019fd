// Resolvers of the region domain (schema/sdl/region.graphql): the chosen region, IP detection,
// suggestions (regions and their capitals) and the list.

import type { GeoObject, Resolvers } from '../generated/resolvers'
import { limitedText } from '../inputLimits'
import type { RegionModel } from '../models'
import {
  catalogReference,
  cityIdOfRegion,
  findRegion,
  searchable,
} from '../reference/referenceData'
import { regionIdOfIp } from './regionDetection'

/** A region chosen through its capital carries the city's id (GeoObject type '2'). */
type RegionWithCity = RegionModel & { cityId?: string | null }

const regionObject = (region: RegionModel): GeoObject => ({
  id: region.id,
  code: region.id,
  name: region.name,
  type: '1',
  lat: region.lat,
  long: region.long,
  num: region.num,
})

const cityObject = (region: RegionModel): GeoObject => ({
  id: cityIdOfRegion(region),
  code: region.id,
  name: region.cityNameI,
  type: '2',
  lat: region.lat,
  long: region.long,
  num: region.num,
})

export const regionResolvers: Resolvers = {
  Query: {
    async region(_parent, { regionId }, ctx) {
      const region = findRegion(await catalogReference(ctx), regionId)
      if (!region) return null
      const cityId = /^c\d+$/.test(regionId.trim()) ? cityIdOfRegion(region) : null
      return cityId ? ({ ...region, cityId } satisfies RegionWithCity) : region
    },

    async detectRegion(_parent, _args, ctx) {
      const reference = await catalogReference(ctx)
      const id = regionIdOfIp(ctx.ip)
      return (id && reference.regions.find((region) => region.id === id)) || reference.defaultRegion
    },

    async suggestRegion(_parent, { query }, ctx) {
      const { regions } = await catalogReference(ctx)
      const wanted = searchable(limitedText(query, 'searchQuery', 'query').replace(/\s+/g, ' '))
      if (!wanted) return regions.map(regionObject)
      // Names that start with the query first, then names that contain it; regions before cities.
      const scored: { object: GeoObject; score: number }[] = []
      for (const region of regions) {
        const names = [region.name, region.nameI, ...region.federalSubjects].map(searchable)
        const regionStarts = names.some(
          (name) => name.startsWith(wanted) || name.includes(` ${wanted}`),
        )
        if (regionStarts || names.some((name) => name.includes(wanted)))
          scored.push({ object: regionObject(region), score: regionStarts ? 0 : 2 })
        const city = searchable(region.cityNameI)
        if (city.startsWith(wanted)) scored.push({ object: cityObject(region), score: 1 })
        else if (city.includes(wanted)) scored.push({ object: cityObject(region), score: 3 })
      }
      return scored.sort((a, b) => a.score - b.score).map((entry) => entry.object)
    },

    regions: async (_parent, _args, ctx) => (await catalogReference(ctx)).regions,
  },

  Region: {
    names: (region) => ({ i: region.nameI, r: region.nameR, p: region.nameP }),
    cityNames: (region) => ({ i: region.cityNameI, r: region.cityNameR, p: region.cityNameP }),
    cityId: (region: RegionWithCity) => region.cityId ?? null,
  },
}
