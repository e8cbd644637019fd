// Resolvers of the search domain (schema/sdl/search.graphql).
import type { Resolvers } from '../generated/resolvers'

export const searchResolvers: Resolvers = {}
