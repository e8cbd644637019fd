// What the lazy client loads on its first call: the Promise client (the Storefront service on
// Effect, its transport and session), in a module nothing imports statically so bundlers give it
// its own chunk.
export { storefrontClientOn } from '../client'
