// What the lazy client loads on its first call: the full Promise client (the Effect-free request
// and session cores), in a module nothing imports statically so bundlers give it its own chunk.
export { storefrontClientOn } from '../client'
