// The sdk's documents in the browser build without their persisted ids (issue #36). Every page's
// first load held all 83 operations' SHA-256 ids (64 hex characters each, about 3.6 kB gzip that
// does not compress); the browser's calls all go through the storefront's '/graphql', which puts
// the id back from the server build's own documents by the operation's name
// (app/shell/persistedIds.server.ts). The server build keeps the ids: its render calls the API directly.
import type { Plugin } from 'vite'

const PERSISTED_DOCUMENTS = /\/sdk\/src\/generated\/persistedDocuments\.ts$/
const PERSISTED_ID = /"hash":"[0-9a-f]{64}"/g

/** For the client build only (vite.config.ts). */
export function browserDocumentsWithoutIds(): Plugin {
  return {
    name: 'apteka:browser-documents-without-ids',
    apply: 'build',
    // Before esbuild reprints the generated source: the ids are matched as codegen writes them.
    enforce: 'pre',
    transform(code, id) {
      if (!PERSISTED_DOCUMENTS.test(id)) return null
      const stripped = code.replace(PERSISTED_ID, '"hash":""')
      // A codegen output of another shape would ship the ids again, unnoticed.
      if (stripped === code) throw new Error(`no persisted ids found in ${id}`)
      return { code: stripped, map: null }
    },
  }
}
