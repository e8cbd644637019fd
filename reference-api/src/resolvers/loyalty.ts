// Resolvers of the loyalty domain (schema/sdl/loyalty.graphql).
import type { Resolvers } from '../generated/resolvers'

export const loyaltyResolvers: Resolvers = {}
