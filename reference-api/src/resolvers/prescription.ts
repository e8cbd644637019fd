// Resolvers of the prescription domain (schema/sdl/prescription.graphql).
import type { Resolvers } from '../generated/resolvers'

export const prescriptionResolvers: Resolvers = {}
