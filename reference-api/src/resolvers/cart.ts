// Resolvers of the cart domain (schema/sdl/cart.graphql).
import type { Resolvers } from '../generated/resolvers'

export const cartResolvers: Resolvers = {}
