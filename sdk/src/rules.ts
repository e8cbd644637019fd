// The pure domain rules of the shop: everything the rule folders make public, each folder's
// index.ts being its one list. Shared by the hooks, the reference app and the reference API, so
// all three agree. The error catalogue is '@apteka/sdk/errors' (loaded on demand by the client, so
// not re-exported here).
export * from './auth'
export * from './cart'
export * from './catalog'
export * from './checkout'
export * from './format'
export * from './money'
export * from './phone'
export * from './region'
export * from './validation'
