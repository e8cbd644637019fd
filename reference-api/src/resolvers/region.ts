// Resolvers of the region domain (schema/sdl/region.graphql).
import type { Resolvers } from '../generated/resolvers'

export const regionResolvers: Resolvers = {}
