// Resolvers of the pharmacy domain (schema/sdl/pharmacy.graphql).
import type { Resolvers } from '../generated/resolvers'

export const pharmacyResolvers: Resolvers = {}
