// What the lazy client loads on its first call: the full client (Effect, transport, refresh,
// the error catalogue), in a module nothing imports statically so bundlers give it its own chunk.
export { storefrontClientOn } from '../client'
