// Resolvers of the catalog domain (schema/sdl/catalog.graphql).
import type { Resolvers } from '../generated/resolvers'

export const catalogResolvers: Resolvers = {}
