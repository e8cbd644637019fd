// Resolvers of the auth domain (schema/sdl/auth.graphql).
import type { Resolvers } from '../generated/resolvers'

export const authResolvers: Resolvers = {}
