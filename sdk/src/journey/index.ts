// Public surface of journey/: the shopper's verbs on a client, so a partner calls one function
// per step instead of assembling documents — the catalogue, sign-in, and a pickup checkout.
export type {
  CatalogPageRequest,
  CatalogPageResult,
  JourneyClient,
  ProductPageRequest,
  ProductPageResult,
} from './catalogPages'
export { catalogPage, productPage } from './catalogPages'
export type {
  PickupOrderInput,
  PickupPoint,
  PlacedPickupOrder,
  SavedOrder,
} from './placePickupOrder'
export { placePickupOrder } from './placePickupOrder'
export type { SignedInProfile, SignInRequest, SignInResult } from './signIn'
export { signIn } from './signIn'
