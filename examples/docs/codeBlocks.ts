// The ts/tsx code blocks of docs/*.md, type-checked as a partner's files against the built
// packages: each block is a module of its own. A name the block uses without declaring it is
// taken, in this order, from the public packages' exports (the import a partner would add) or
// from the context the guides assume (`client`, `queryClient`, …: DOC_CONTEXT); whatever else
// TypeScript reports is a doc error.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

/** A code block of a guide. */
export interface DocBlock {
  /** 'sdk.md:412' — the guide and the line of the opening fence. */
  readonly where: string
  readonly language: 'ts' | 'tsx'
  readonly code: string
}

/** Every ts/tsx block of the guides in `docsDir`. */
export function docBlocks(docsDir: string): DocBlock[] {
  const blocks: DocBlock[] = []
  for (const file of readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .sort()) {
    const lines = readFileSync(join(docsDir, file), 'utf8').split('\n')
    for (let index = 0; index < lines.length; index += 1) {
      const fence = /^```(tsx?)\s*$/.exec(lines[index] ?? '')
      if (!fence) continue
      const end = lines.findIndex((line, at) => at > index && line.startsWith('```'))
      blocks.push({
        where: `${file}:${index + 1}`,
        language: fence[1] as 'ts' | 'tsx',
        code: lines.slice(index + 1, end).join('\n'),
      })
      index = end
    }
  }
  return blocks
}

/**
 * The modules whose exports a block may use without importing them, first match wins: what a
 * partner's editor would offer to import.
 */
const AUTO_IMPORT_FROM = [
  '@apteka/sdk',
  '@apteka/hooks',
  '@apteka/sdk/rules',
  '@apteka/sdk/errors',
  '@apteka/sdk/testing',
  '@apteka/sdk/effect',
  '@apteka/sdk/lazy',
  '@apteka/sdk/experiments',
  '@apteka/schema',
  'react',
  '@tanstack/react-query',
  'msw',
  'msw/node',
  'vitest',
  'react-router',
  'react-dom/server',
] as const

/** Namespaces the guides use by their conventional import. */
const NAMESPACE_IMPORTS: Readonly<Record<string, string>> = {
  Effect: "import * as Effect from 'effect/Effect'",
  Layer: "import * as Layer from 'effect/Layer'",
  Schema: "import * as Schema from 'effect/Schema'",
}

/** What the guides' snippets assume is in scope around them. */
export const DOC_CONTEXT: Readonly<Record<string, string>> = {
  client: "declare const client: import('@apteka/sdk').StorefrontClient",
  serverClient: "declare const serverClient: import('@apteka/sdk').StorefrontClient",
  queryClient: "declare const queryClient: import('@tanstack/react-query').QueryClient",
  root: "declare const root: import('react-dom/client').Root",
  incomingRequest: 'declare const incomingRequest: Request',
  request: 'declare const request: Request',
  api: "declare const api: import('@apteka/sdk/testing').MockApi",
  App: 'declare function App(): import("react").ReactNode',
  product: "declare const product: import('@apteka/hooks').ProductSummary",
  cookies: 'declare const cookies: { get(name: string): string | undefined }',
  assignments: 'declare const assignments: Readonly<Record<string, string>>',
  nonce: "declare const nonce: string // the page's CSP nonce",
  dataLayer: 'declare const dataLayer: unknown[]',
  openLogin: 'declare function openLogin(options: { promoCode: boolean }): void',
  regionId: 'declare const regionId: string',
  preOrder: "declare const preOrder: import('@apteka/sdk').PreOrderFieldsFragment",
  updatePreOrder:
    "declare function updatePreOrder(change: import('@apteka/sdk').PreOrderChange): Promise<import('@apteka/sdk').PreOrderFieldsFragment>",
  // Values a snippet inside a component reads from around it.
  alias: 'declare const alias: string',
  code: 'declare const code: string',
  email: 'declare const email: string',
  id: 'declare const id: string',
  text: 'declare const text: string',
  tab: 'declare const tab: string',
  categoryAlias: 'declare const categoryAlias: string',
  pathname: 'declare const pathname: string',
  reason: 'declare const reason: string',
  page: 'declare const page: number',
  zoom: 'declare const zoom: number',
  searchParams: 'declare const searchParams: URLSearchParams',
  params: 'declare const params: Record<string, string>',
  navigate: 'declare function navigate(to: string): void',
  bounds: "declare const bounds: import('@apteka/sdk').BoundsInput",
  map: "declare const map: { bounds: import('@apteka/sdk').BoundsInput; zoom: number }",
  address: 'declare const address: { lat: number; long: number }',
  server: "declare const server: import('msw/node').SetupServerApi",
  phone: 'declare const phone: string',
  showError: 'declare function showError(message: string): void',
  signedIn: 'declare const signedIn: boolean',
  openPromoCodes: 'declare function openPromoCodes(): void',
  suggestion:
    "declare const suggestion: import('@apteka/sdk').SuggestRegionQuery['suggestRegion'][number]",
  checkout: "declare const checkout: import('@apteka/hooks').UseCheckoutResult",
  pharmacy: "declare const pharmacy: import('@apteka/sdk').PharmacyFieldsFragment",
  point: "declare const point: import('@apteka/sdk').PickupStorePointFieldsFragment",
  order: "declare const order: import('@apteka/sdk').OrderFieldsFragment",
}

/** A component of the partner's own that a snippet renders (`<ProductCard …/>`). */
const ownComponent = (name: string) =>
  `declare function ${name}(props: Record<string, unknown>): import('react').ReactNode`

/** A language service host over in-memory block files and the real file system. */
function programOf(files: ReadonlyMap<string, string>, root: string) {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
  }
  const host = ts.createCompilerHost(options)
  const read = host.readFile
  host.readFile = (name) => files.get(name) ?? read(name)
  const exists = host.fileExists
  host.fileExists = (name) => files.has(name) || exists(name)
  const getSourceFile = host.getSourceFile
  host.getSourceFile = (name, language, onError, create) => {
    const text = files.get(name)
    return text === undefined
      ? getSourceFile(name, language, onError, create)
      : ts.createSourceFile(name, text, language)
  }
  host.getCurrentDirectory = () => root
  return ts.createProgram([...files.keys()], options, host)
}

/** The exported names of each auto-import module, as the built packages declare them. */
function exportsOf(root: string): Map<string, string> {
  const probe = join(root, '__docs_probe__.ts')
  const text = AUTO_IMPORT_FROM.map((from, index) => `import * as m${index} from '${from}'`).join(
    '\n',
  )
  const program = programOf(new Map([[probe, `${text}\nexport {}\n`]]), root)
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(probe)
  const owner = new Map<string, string>()
  source?.forEachChild((node) => {
    if (!ts.isImportDeclaration(node)) return
    const from = (node.moduleSpecifier as ts.StringLiteral).text
    const symbol = checker.getSymbolAtLocation(node.moduleSpecifier)
    if (!symbol) return
    for (const exported of checker.getExportsOfModule(symbol)) {
      if (!owner.has(exported.name)) owner.set(exported.name, from)
    }
  })
  return owner
}

/** A 'return' outside a function: the snippet is a component's body. */
const RETURN_OUTSIDE_FUNCTION = 1108

/** Cannot find name (and its 'did you mean' form); no value for a shorthand property. */
const MISSING_NAME = new Set([2304, 2552, 2582, 2503, 18004])

/** The block's file: the imports and declarations it needs, then the block as written. */
function blockFile(
  block: DocBlock,
  names: ReadonlySet<string>,
  owner: Map<string, string>,
  wrap: boolean,
) {
  const imports = new Map<string, string[]>()
  const lines: string[] = []
  for (const name of [...names].sort()) {
    const from = owner.get(name)
    if (from) imports.set(from, [...(imports.get(from) ?? []), name])
    else if (NAMESPACE_IMPORTS[name]) lines.push(NAMESPACE_IMPORTS[name])
    else if (DOC_CONTEXT[name]) lines.push(DOC_CONTEXT[name])
    else if (/^[A-Z]/.test(name)) lines.push(ownComponent(name))
  }
  const header = [
    ...[...imports].map(([from, list]) => `import { ${list.join(', ')} } from '${from}'`),
    ...lines,
  ]
  // A snippet that returns is the body of a component or hook: it is checked as one.
  const source = block.code.split('\n')
  const body = source.findIndex((line) => !/^(import\b|\s*$|\s+\S.*from '|\})/.test(line))
  const code = wrap
    ? [
        ...source.slice(0, Math.max(body, 0)),
        'export async function DocBlock() {',
        ...source.slice(Math.max(body, 0)),
        '}',
      ].join('\n')
    : block.code
  return { header, text: `${header.join('\n')}\n${code}\nexport {}\n` }
}

/** Type-checks every block; returns the errors as 'sdk.md:412 (line 3): message'. */
export function checkDocBlocks(docsDir: string, root: string): string[] {
  // A block that imports a relative path shows the kit's own sources (reference-api), not a
  // partner's code: the kit's typecheck covers those files.
  const blocks = docBlocks(docsDir).filter((block) => !/from '\.{1,2}\//.test(block.code))
  const owner = exportsOf(root)
  const pathOf = (block: DocBlock, index: number) =>
    join(root, `__docs_${index}_${block.where.replace(/[^a-z0-9]/gi, '_')}.${block.language}`)
  const needed = blocks.map(() => new Set<string>())
  const wrapped = blocks.map(() => false)
  let diagnostics: readonly ts.Diagnostic[] = []
  let files = new Map<string, string>()
  let headers: string[][] = []
  // The first passes find the free names and the snippets to wrap; the last checks with them.
  for (let pass = 0; pass < 4; pass += 1) {
    files = new Map()
    headers = []
    blocks.forEach((block, index) => {
      const { header, text } = blockFile(
        block,
        needed[index] as Set<string>,
        owner,
        wrapped[index] as boolean,
      )
      headers.push(header)
      files.set(pathOf(block, index), text)
    })
    const program = programOf(files, root)
    diagnostics = [...files.keys()].flatMap((file) => {
      const source = program.getSourceFile(file)
      return source
        ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
        : []
    })
    let added = false
    for (const diagnostic of diagnostics) {
      if (!diagnostic.file) continue
      const index = [...files.keys()].indexOf(diagnostic.file.fileName)
      if (diagnostic.code === RETURN_OUTSIDE_FUNCTION && !wrapped[index]) {
        wrapped[index] = true
        added = true
      }
      if (!MISSING_NAME.has(diagnostic.code)) continue
      const name = diagnostic.file.text.slice(
        diagnostic.start ?? 0,
        (diagnostic.start ?? 0) + (diagnostic.length ?? 0),
      )
      const set = needed[index] as Set<string>
      const known = owner.has(name) || DOC_CONTEXT[name] || NAMESPACE_IMPORTS[name]
      if (!set.has(name) && (known || /^[A-Z]/.test(name))) {
        set.add(name)
        added = true
      }
    }
    if (!added) break
  }
  const keys = [...files.keys()]
  return diagnostics.map((diagnostic) => {
    const index = diagnostic.file ? keys.indexOf(diagnostic.file.fileName) : -1
    const block = blocks[index]
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line -
          (headers[index]?.length ?? 0) +
          1
        : 0
    return `${block?.where ?? '?'} (line ${line}): ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`
  })
}
