// Public surface of coreEffect/: the storefront core's verbs as Effects (for `@apteka/sdk/effect`),
// apart from client/ and core/ so neither imports the other through it.
export type { StorefrontCoreEffect, StorefrontCoreVerb } from './storefrontCoreEffect'
export { storefrontCoreEffect } from './storefrontCoreEffect'
