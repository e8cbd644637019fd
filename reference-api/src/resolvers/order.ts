// Resolvers of the order domain (schema/sdl/order.graphql).
import type { Resolvers } from '../generated/resolvers'

export const orderResolvers: Resolvers = {}
