// Resolvers of the profile domain (schema/sdl/profile.graphql).
import type { Resolvers } from '../generated/resolvers'

export const profileResolvers: Resolvers = {}
