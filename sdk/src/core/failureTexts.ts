// What failureMessage.ts loads on demand: the error catalogue's readers, in a module nothing
// imports statically, so bundlers give it (and the catalogue) a chunk of its own. Only errors/:
// a module the package's index also exports (client/errorReading.ts) would, used from here, bring
// the catalogue back into the first load with esbuild (examples/test/release.test.ts).
export { errorText, fieldMessage, messageOf } from '../errors'
