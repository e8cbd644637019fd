// Every domain's resolvers, merged into one map for the schema. Each domain file exports a
// `Resolvers` object; types, Query and Mutation fields are merged by name.

import { authResolvers } from './auth/resolvers'
import { baseResolvers } from './base/resolvers'
import { scalarResolvers } from './base/scalars'
import { cartResolvers } from './cart/resolvers'
import { catalogResolvers } from './catalog/resolvers'
import { checkoutResolvers } from './checkout/resolvers'
import { contentResolvers } from './content/resolvers'
import type { Resolvers } from './generated/resolvers'
import { loyaltyResolvers } from './loyalty/resolvers'
import { marketingResolvers } from './marketing/resolvers'
import { orderResolvers } from './order/resolvers'
import { favoritePharmacyResolvers } from './pharmacy/favoritePharmacies'
import { pharmacyResolvers } from './pharmacy/resolvers'
import { prescriptionResolvers } from './prescription/resolvers'
import { productResolvers } from './product/resolvers'
import { profileResolvers } from './profile/resolvers'
import { regionResolvers } from './region/resolvers'
import { searchResolvers } from './search/resolvers'
import { sitemapResolvers } from './sitemap/resolvers'

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
  sitemapResolvers,
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
