// What failureMessage.ts loads on demand: the error catalogue's readers, in a module nothing
// imports statically, so bundlers give it (and the catalogue) a chunk of its own.
export { errorMessageOf, fieldErrors } from '../client'
export { errorText } from '../errors'
