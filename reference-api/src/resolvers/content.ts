// Resolvers of the content domain (schema/sdl/content.graphql).
import type { Resolvers } from '../generated/resolvers'

export const contentResolvers: Resolvers = {}
