// Resolvers of the marketing domain (schema/sdl/marketing.graphql).
import type { Resolvers } from '../generated/resolvers'

export const marketingResolvers: Resolvers = {}
