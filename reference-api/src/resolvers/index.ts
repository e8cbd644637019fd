// Every domain's resolvers, merged into one map for the schema. Each domain file exports a
// `Resolvers` object; types, Query and Mutation fields are merged by name.
import type { Resolvers } from '../generated/resolvers'
import { favoritePharmacyResolvers } from '../pharmacy/favorite-pharmacies'
import { authResolvers } from './auth'
import { baseResolvers } from './base'
import { cartResolvers } from './cart'
import { catalogResolvers } from './catalog'
import { checkoutResolvers } from './checkout'
import { contentResolvers } from './content'
import { loyaltyResolvers } from './loyalty'
import { marketingResolvers } from './marketing'
import { orderResolvers } from './order'
import { pharmacyResolvers } from './pharmacy'
import { prescriptionResolvers } from './prescription'
import { productResolvers } from './product'
import { profileResolvers } from './profile'
import { regionResolvers } from './region'
import { scalarResolvers } from './scalars'
import { searchResolvers } from './search'

const domains: Resolvers[] = [
  scalarResolvers,
  baseResolvers,
  regionResolvers,
  catalogResolvers,
  productResolvers,
  searchResolvers,
  cartResolvers,
  checkoutResolvers,
  orderResolvers,
  authResolvers,
  profileResolvers,
  loyaltyResolvers,
  pharmacyResolvers,
  favoritePharmacyResolvers,
  prescriptionResolvers,
  contentResolvers,
  marketingResolvers,
]

/** Merges the domains; two domains defining the same field is a programming error. */
export function mergeResolvers(parts: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {}
  for (const part of parts) {
    for (const [typeName, fields] of Object.entries(part)) {
      if (
        typeof fields !== 'object' ||
        fields === null ||
        fields.constructor?.name === 'GraphQLScalarType'
      ) {
        merged[typeName] = fields as never
        continue
      }
      const target = merged[typeName] ?? {}
      merged[typeName] = target
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`resolver ${typeName}.${field} is defined twice`)
        target[field] = resolver
      }
    }
  }
  return merged as Resolvers
}

export const resolvers: Resolvers = mergeResolvers(domains)
