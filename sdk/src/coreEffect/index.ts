// Public surface of coreEffect/: the storefront core's and the journey's verbs as Effects (for
// `@apteka/sdk/effect`), apart from client/, core/ and journey/ so none imports the others through it.

export type { JourneyEffect } from './journeyEffect'
export { journeyEffect } from './journeyEffect'
export type { StorefrontCoreEffect, StorefrontCoreVerb } from './storefrontCoreEffect'
export { storefrontCoreEffect } from './storefrontCoreEffect'
