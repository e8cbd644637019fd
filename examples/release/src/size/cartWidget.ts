// Size entry: the hooks' cart widget — the provider, the cart and the add-to-cart button — with
// React and TanStack Query left to the app.
export { StorefrontProvider, useAddToCart, useCart } from '@apteka/hooks'
