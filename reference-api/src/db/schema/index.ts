// The reference-api's PostgreSQL schema (Drizzle pg-core), one file per domain like schema/sdl/:
// the seeded catalogue and the runtime state the resolvers write. drizzle-kit reads this file
// (drizzle.config.ts) to generate ../../../drizzle/.
export * from './auth'
export * from './cart'
export * from './catalog'
export * from './checkout'
export * from './content'
export * from './jsonShapes'
export * from './loyalty'
export * from './marketing'
export * from './order'
export * from './pharmacy'
export * from './prescription'
export * from './product'
export * from './profile'
export * from './region'
export * from './seed'
