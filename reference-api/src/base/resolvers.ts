// Resolvers of the roots' own fields (schema/sdl/base.graphql): the liveness answer and the
// mutation placeholder every domain extends.
import type { Resolvers } from '../generated/resolvers'

export const baseResolvers: Resolvers = {
  Query: {
    health: () => 'ok',
  },
  Mutation: {
    ping: () => 'pong',
  },
}
