// The hooks bundle measured for issue #18 (first for the closing note of #14): a provider, the
// cart and the add-to-cart button, with React and TanStack Query left to the app.
export { StorefrontProvider, useAddToCart, useCart } from '../../src/index'
