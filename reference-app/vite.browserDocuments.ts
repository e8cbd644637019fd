// The sdk's documents in the browser build: without their persisted ids, and one module each
// (issue #36). Every page's first load held all 83 operations' SHA-256 ids (64 hex characters
// each, about 3.6 kB gzip that does not compress); the browser's calls all go through the
// storefront's '/graphql', which puts the id back from the server build's own documents by the
// operation's name (app/shell/persistedIds.server.ts). The server build keeps the ids: its
// render calls the API directly. And since a manual chunk (vite.chunks.ts) takes a module whole,
// the generated file — one module — put every document any page uses into the shell (about
// 2.2 kB gzip on every page); as a module each, a document goes with the code that sends it.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { type Plugin, transformWithEsbuild } from 'vite'
import { type Declaration, rewriteNamedImports } from './vite.importStatements'

/** The generated documents the 'apteka-persisted' condition resolves `#documents` to. */
const PERSISTED_DOCUMENTS = fileURLToPath(
  new URL('../sdk/src/generated/persistedDocuments.ts', import.meta.url),
)
const PERSISTED_ID = /"hash":"[0-9a-f]{64}"/g
/** One operation's document, as codegen writes it: a name and its meta, no text. */
const OPERATION =
  /^export const (\w+Document) = \/\*#__PURE__\*\/ new TypedDocumentString\('', (\{[^\n]*?\})\) as unknown as [^\n]*;$/gm
/** The class every document is an instance of, as codegen writes it. */
const DOCUMENT_CLASS = /^export class TypedDocumentString[\s\S]*?\n\}\n/m

/** Import specifiers of the split modules, and their resolved ids. */
const CLASS_MODULE = 'apteka-document-class'
const DOCUMENT_MODULE = 'apteka-document:'
const VIRTUAL = '\0'

/** The workspace sources whose imports of the documents are pointed at the split modules. */
const WORKSPACE_SOURCE = /\/(reference-app\/app|hooks\/src|sdk\/src)\/[^?]*\.tsx?$/

/** The generated file, read once per build: its class and each operation's meta, ids blanked. */
interface Documents {
  readonly classSource: string
  readonly operations: ReadonlyMap<string, string>
}

function documentsOf(code: string): Documents {
  const stripped = code.replace(PERSISTED_ID, '"hash":""')
  // A codegen output of another shape would ship the ids again, or one module again, unnoticed.
  if (stripped === code) throw new Error(`no persisted ids found in ${PERSISTED_DOCUMENTS}`)
  const classSource = DOCUMENT_CLASS.exec(stripped)?.[0]
  const operations = new Map(
    [...stripped.matchAll(OPERATION)].map(([, name, meta]) => [name, meta]),
  )
  if (!classSource || operations.size === 0)
    throw new Error(
      `${PERSISTED_DOCUMENTS} no longer has the shape vite.browserDocuments.ts splits`,
    )
  return { classSource, operations: operations as Map<string, string> }
}

/** For the client build only (vite.config.ts); the second plugin must come after directImports. */
export function browserDocumentsWithoutIds(): Plugin[] {
  let documents: Promise<Documents> | null = null
  const read = () => {
    documents ??= readFile(PERSISTED_DOCUMENTS, 'utf8').then(documentsOf)
    return documents
  }
  const split: Plugin = {
    name: 'apteka:browser-documents-without-ids',
    apply: 'build',
    // Before esbuild reprints the generated source: the documents are matched as codegen writes them.
    enforce: 'pre',
    resolveId(source) {
      if (source === CLASS_MODULE || source.startsWith(DOCUMENT_MODULE)) return VIRTUAL + source
      return null
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL)) return null
      const name = id.slice(VIRTUAL.length)
      const { classSource, operations } = await read()
      if (name === CLASS_MODULE) return (await transformWithEsbuild(classSource, 'class.ts')).code
      if (!name.startsWith(DOCUMENT_MODULE)) return null
      const document = name.slice(DOCUMENT_MODULE.length)
      const meta = operations.get(document)
      if (!meta) throw new Error(`no document ${document} in ${PERSISTED_DOCUMENTS}`)
      return [
        `import { TypedDocumentString } from '${CLASS_MODULE}'`,
        `export const ${document} = /*#__PURE__*/ new TypedDocumentString('', ${meta})`,
      ].join('\n')
    },
    async transform(code, id) {
      if (id !== PERSISTED_DOCUMENTS) return null
      // What still imports the generated file itself (a barrel's `export *`) gets the same
      // objects: the class and each operation re-exported from their modules.
      const { operations } = await read()
      const rest = code
        .replace(DOCUMENT_CLASS, `import { TypedDocumentString } from '${CLASS_MODULE}'\n`)
        .replace(OPERATION, (line, name: string) =>
          operations.has(name) ? '' : line.replace(PERSISTED_ID, '"hash":""'),
        )
      const reexports = [...operations.keys()].map(
        (name) => `export { ${name} } from '${DOCUMENT_MODULE}${name}'`,
      )
      return {
        code: [rest, `export { TypedDocumentString } from '${CLASS_MODULE}'`, ...reexports].join(
          '\n',
        ),
        map: null,
      }
    },
  }
  const importEach: Plugin = {
    name: 'apteka:browser-documents-one-module-each',
    apply: 'build',
    // After directImports, which points the packages' barrels' names at the generated file.
    async transform(code, id) {
      if (!WORKSPACE_SOURCE.test(id) || !code.includes('Document')) return null
      const { operations } = await read()
      const body = this.parse(code).body as unknown as Declaration[]
      return rewriteNamedImports(code, body, async ({ verb, source, names }) => {
        if ((await this.resolve(source, id))?.id !== PERSISTED_DOCUMENTS) return null
        const kept: string[] = []
        const statements: string[] = []
        for (const { imported, local } of names) {
          if (operations.has(imported))
            statements.push(
              `${verb} { ${imported} as ${local} } from '${DOCUMENT_MODULE}${imported}';`,
            )
          else kept.push(`${imported} as ${local}`)
        }
        if (kept.length > 0)
          statements.push(`${verb} { ${kept.join(', ')} } from ${JSON.stringify(source)};`)
        return statements
      })
    },
  }
  return [split, importEach]
}
