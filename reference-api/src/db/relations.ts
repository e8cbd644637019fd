// Drizzle relations for the relational query API (`db.query.products.findMany({ with: … })`).
// They add no SQL of their own: drizzle-kit ignores them.
import { relations } from 'drizzle-orm'
import {
  articles,
  brands,
  cartItems,
  carts,
  categories,
  certificates,
  diseaseMnns,
  diseases,
  loyaltyAccounts,
  loyaltyTransactions,
  manufacturers,
  mnns,
  orderItems,
  orderStatusHistory,
  orders,
  pharmacies,
  pharmacyStock,
  productBadges,
  productBundleItems,
  productGroups,
  productInstructions,
  productMnns,
  productPrices,
  products,
  promotionProducts,
  promotions,
  regions,
  reviews,
  teamPersons,
  users,
  widgetItems,
  widgets,
} from './schema'

export const regionsRelations = relations(regions, ({ many }) => ({
  pharmacies: many(pharmacies),
}))

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentId],
    references: [categories.id],
    relationName: 'categoryTree',
  }),
  children: many(categories, { relationName: 'categoryTree' }),
  products: many(products),
}))

export const brandsRelations = relations(brands, ({ many }) => ({ products: many(products) }))

export const manufacturersRelations = relations(manufacturers, ({ many }) => ({
  products: many(products),
}))

export const mnnsRelations = relations(mnns, ({ many }) => ({
  products: many(products),
  productMnns: many(productMnns),
  diseaseMnns: many(diseaseMnns),
}))

export const diseasesRelations = relations(diseases, ({ many }) => ({
  diseaseMnns: many(diseaseMnns),
}))

export const diseaseMnnsRelations = relations(diseaseMnns, ({ one }) => ({
  disease: one(diseases, { fields: [diseaseMnns.diseaseId], references: [diseases.id] }),
  mnn: one(mnns, { fields: [diseaseMnns.mnnId], references: [mnns.id] }),
}))

export const productGroupsRelations = relations(productGroups, ({ one, many }) => ({
  mnn: one(mnns, { fields: [productGroups.mnnId], references: [mnns.id] }),
  brand: one(brands, { fields: [productGroups.brandId], references: [brands.id] }),
  products: many(products),
}))

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  brand: one(brands, { fields: [products.brandId], references: [brands.id] }),
  manufacturer: one(manufacturers, {
    fields: [products.manufacturerId],
    references: [manufacturers.id],
  }),
  mnn: one(mnns, { fields: [products.mnnId], references: [mnns.id] }),
  group: one(productGroups, { fields: [products.groupCode], references: [productGroups.code] }),
  instruction: one(productInstructions, {
    fields: [products.id],
    references: [productInstructions.productId],
  }),
  productMnns: many(productMnns),
  prices: many(productPrices),
  badges: many(productBadges),
  certificates: many(certificates),
  reviews: many(reviews),
  bundleItems: many(productBundleItems, { relationName: 'bundle' }),
}))

export const productMnnsRelations = relations(productMnns, ({ one }) => ({
  product: one(products, { fields: [productMnns.productId], references: [products.id] }),
  mnn: one(mnns, { fields: [productMnns.mnnId], references: [mnns.id] }),
}))

export const productBundleItemsRelations = relations(productBundleItems, ({ one }) => ({
  bundle: one(products, {
    fields: [productBundleItems.bundleId],
    references: [products.id],
    relationName: 'bundle',
  }),
  product: one(products, { fields: [productBundleItems.productId], references: [products.id] }),
}))

export const productInstructionsRelations = relations(productInstructions, ({ one }) => ({
  product: one(products, {
    fields: [productInstructions.productId],
    references: [products.id],
  }),
}))

export const productPricesRelations = relations(productPrices, ({ one }) => ({
  product: one(products, { fields: [productPrices.productId], references: [products.id] }),
  region: one(regions, { fields: [productPrices.regionId], references: [regions.id] }),
}))

export const productBadgesRelations = relations(productBadges, ({ one }) => ({
  product: one(products, { fields: [productBadges.productId], references: [products.id] }),
}))

export const certificatesRelations = relations(certificates, ({ one }) => ({
  product: one(products, { fields: [certificates.productId], references: [products.id] }),
}))

export const reviewsRelations = relations(reviews, ({ one }) => ({
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
}))

export const pharmaciesRelations = relations(pharmacies, ({ one, many }) => ({
  region: one(regions, { fields: [pharmacies.regionId], references: [regions.id] }),
  stock: many(pharmacyStock),
}))

export const pharmacyStockRelations = relations(pharmacyStock, ({ one }) => ({
  pharmacy: one(pharmacies, { fields: [pharmacyStock.pharmacyId], references: [pharmacies.id] }),
  product: one(products, { fields: [pharmacyStock.productId], references: [products.id] }),
}))

export const promotionsRelations = relations(promotions, ({ many }) => ({
  products: many(promotionProducts),
}))

export const promotionProductsRelations = relations(promotionProducts, ({ one }) => ({
  promotion: one(promotions, {
    fields: [promotionProducts.promotionId],
    references: [promotions.id],
  }),
  product: one(products, { fields: [promotionProducts.productId], references: [products.id] }),
}))

export const widgetsRelations = relations(widgets, ({ many }) => ({ items: many(widgetItems) }))

export const widgetItemsRelations = relations(widgetItems, ({ one }) => ({
  widget: one(widgets, { fields: [widgetItems.widgetId], references: [widgets.id] }),
  product: one(products, { fields: [widgetItems.productId], references: [products.id] }),
}))

export const teamPersonsRelations = relations(teamPersons, ({ many }) => ({
  articles: many(articles, { relationName: 'author' }),
}))

export const articlesRelations = relations(articles, ({ one }) => ({
  author: one(teamPersons, {
    fields: [articles.authorId],
    references: [teamPersons.id],
    relationName: 'author',
  }),
  reviewer: one(teamPersons, { fields: [articles.reviewerId], references: [teamPersons.id] }),
}))

export const usersRelations = relations(users, ({ many }) => ({
  carts: many(carts),
  orders: many(orders),
  loyaltyAccounts: many(loyaltyAccounts),
}))

export const cartsRelations = relations(carts, ({ one, many }) => ({
  user: one(users, { fields: [carts.userId], references: [users.id] }),
  items: many(cartItems),
}))

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  cart: one(carts, { fields: [cartItems.cartId], references: [carts.id] }),
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
}))

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  pharmacy: one(pharmacies, { fields: [orders.pharmacyId], references: [pharmacies.id] }),
  items: many(orderItems),
  statusHistory: many(orderStatusHistory),
}))

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}))

export const orderStatusHistoryRelations = relations(orderStatusHistory, ({ one }) => ({
  order: one(orders, { fields: [orderStatusHistory.orderId], references: [orders.id] }),
}))

export const loyaltyAccountsRelations = relations(loyaltyAccounts, ({ one, many }) => ({
  user: one(users, { fields: [loyaltyAccounts.userId], references: [users.id] }),
  transactions: many(loyaltyTransactions),
}))

export const loyaltyTransactionsRelations = relations(loyaltyTransactions, ({ one }) => ({
  user: one(users, { fields: [loyaltyTransactions.userId], references: [users.id] }),
  account: one(loyaltyAccounts, {
    fields: [loyaltyTransactions.accountId],
    references: [loyaltyAccounts.id],
  }),
}))
