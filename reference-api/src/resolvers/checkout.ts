// Resolvers of the checkout domain (schema/sdl/checkout.graphql).
import type { Resolvers } from '../generated/resolvers'

export const checkoutResolvers: Resolvers = {}
