// Resolvers of the product domain (schema/sdl/product.graphql).
import type { Resolvers } from '../generated/resolvers'

export const productResolvers: Resolvers = {}
