// The hooks bundle measured for the closing note of issue #14: a provider, the cart and the
// add-to-cart button, with React and TanStack Query left to the app.
export { StorefrontProvider, useAddToCart, useCart } from '../../src/index'
