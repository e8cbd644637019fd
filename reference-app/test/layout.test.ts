// The app's layout rules (issue #14), checked by reading the imports of every module under
// app/: data loaders (`*.server.ts`) never import UI (pages, screens, components, CSS), no
// module imports the folders the journey layout replaced, and every file lives in a known folder.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app')

/** The folders under app/ and what may sit at its top. */
const JOURNEYS = [
  'account',
  'analytics',
  'cart',
  'catalog',
  'checkout',
  'content',
  'design',
  'pharmacies',
  'product',
  'promo',
  'routing',
  'seo',
  'shell',
  'styles',
  'ui',
]
const ROOT_FILES = ['entry.client.tsx', 'entry.server.tsx', 'root.tsx', 'routes.ts', 'shop.ts']
/** The folders the journey layout replaced: nothing may live in or import them again. */
const OLD_FOLDERS = ['routes', 'screens', 'pages', 'features', 'data', 'components', 'fixtures']

/** The module specifiers a source imports: static, dynamic, side-effect and re-exports. */
export function importsOf(source: string): string[] {
  const found: string[] = []
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g
  for (const match of source.matchAll(pattern)) if (match[2]) found.push(match[2])
  return found
}

/** A module that renders or styles: a component file, a page or screen, a CSS module. */
const isUi = (file: string) =>
  file.endsWith('.tsx') || file.endsWith('.css') || /(Page|Screens?)(\.\w+)?$/.test(file)

/**
 * What breaks the layout in a tree of files (paths relative to app/, with their sources):
 * a data loader importing UI, an import into an old folder, a file outside the known folders.
 */
export function layoutViolations(files: ReadonlyMap<string, string>): string[] {
  const problems: string[] = []
  for (const [file, source] of files) {
    const top = file.split('/')[0] ?? ''
    if (file.includes('/') ? !JOURNEYS.includes(top) : !ROOT_FILES.includes(file)) {
      problems.push(`${file}: not in a journey folder`)
    }
    if (!/\.(ts|tsx)$/.test(file)) continue
    for (const spec of importsOf(source)) {
      if (!spec.startsWith('.')) continue
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))
      const targetTop = target.split('/')[0] ?? ''
      if (target.includes('/') && OLD_FOLDERS.includes(targetTop)) {
        problems.push(`${file}: imports ${spec} from the old folder ${targetTop}/`)
      }
      const resolved = resolveTarget(target, files)
      if (file.endsWith('.server.ts') && isUi(resolved)) {
        problems.push(`${file}: a data loader imports UI (${spec})`)
      }
    }
  }
  return problems
}

// The file an extension-less specifier names, when the tree has it.
function resolveTarget(target: string, files: ReadonlyMap<string, string>): string {
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => target + ext)
  return candidates.find((candidate) => files.has(candidate)) ?? target
}

function appFiles(): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(APP, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    const relative = path.relative(APP, full).split(path.sep).join('/')
    files.set(relative, /\.(ts|tsx)$/.test(entry.name) ? readFileSync(full, 'utf8') : '')
  }
  return files
}

describe('the app layout', () => {
  it('reads static, dynamic, side-effect and re-export imports', () => {
    const source = [
      "import { a } from './a'",
      "import type { B } from '../b'",
      "import './c.css'",
      "export { d } from './d'",
      "const e = import('./e')",
    ].join('\n')
    expect(importsOf(source)).toEqual(['./a', '../b', './c.css', './d', './e'])
  })

  it('finds a data loader importing a screen or a component, an old folder and a stray file', () => {
    const tree = new Map([
      ['catalog/listings.server.ts', "import { X } from './ListingScreens'\nimport './x.css'"],
      ['catalog/ListingScreens.tsx', ''],
      ['catalog/x.css', ''],
      ['shell/storefront.server.ts', "import { Y } from '../ui/Price/Price'"],
      ['ui/Price/Price.tsx', "import { Icon } from '../../components/Icon/Icon'"],
      ['components/Icon/Icon.tsx', ''],
    ])
    expect(layoutViolations(tree)).toEqual([
      'catalog/listings.server.ts: a data loader imports UI (./ListingScreens)',
      'catalog/listings.server.ts: a data loader imports UI (./x.css)',
      'shell/storefront.server.ts: a data loader imports UI (../ui/Price/Price)',
      'ui/Price/Price.tsx: imports ../../components/Icon/Icon from the old folder components/',
      'components/Icon/Icon.tsx: not in a journey folder',
    ])
  })

  it('lets a data loader import rules, other loaders and the sdk', () => {
    const tree = new Map([
      [
        'catalog/listings.server.ts',
        "import { a } from '../routing/sortParam'\nimport '@apteka/hooks'",
      ],
      ['routing/sortParam.ts', ''],
    ])
    expect(layoutViolations(tree)).toEqual([])
  })

  it('holds for the storefront under app/', () => {
    const files = appFiles()
    expect(files.size).toBeGreaterThan(100)
    expect(layoutViolations(files)).toEqual([])
  })
})
