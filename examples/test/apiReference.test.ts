// The generated API reference stays current because CI builds it from the sources: every test run
// (the README's `npm test`, which CI's .ci/run runs) builds it into docs/api/ (git-ignored, where
// docs/index.md points) with TypeDoc over the public entries of the three packages, warnings as
// errors (a broken link, an exported type that leaks an unexported one), and checks that it
// names the exports partners use and gives every function an example.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
/** The JSON form, read by this test only; the HTML goes where typedoc.json says: docs/api/. */
const out = mkdtempSync(join(tmpdir(), 'apteka-api-reference-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

interface Comment {
  readonly blockTags?: readonly { readonly tag: string }[]
}

interface Reflection {
  readonly name: string
  readonly kind?: number
  readonly comment?: Comment
  readonly signatures?: readonly { readonly comment?: Comment }[]
  readonly children?: readonly Reflection[]
}

/** TypeDoc's kinds: a module (an entry of a package) and a function. */
const MODULE = 2
const FUNCTION = 64

const hasExample = (comment: Comment | undefined) =>
  (comment?.blockTags ?? []).some((tag) => tag.tag === '@example')

/** 'entry/function' of every public function whose doc comment has no @example. */
const withoutExample = (reflection: Reflection, entry = ''): string[] => {
  const here = reflection.kind === MODULE ? reflection.name : entry
  const own =
    reflection.kind === FUNCTION &&
    !hasExample(reflection.comment) &&
    !(reflection.signatures ?? []).some((signature) => hasExample(signature.comment))
      ? [`${here}/${reflection.name}`]
      : []
  return [...own, ...(reflection.children ?? []).flatMap((child) => withoutExample(child, here))]
}

const namesOf = (reflection: Reflection): string[] => [
  reflection.name,
  ...(reflection.children ?? []).flatMap(namesOf),
]

describe('the API reference (npm run docs:api)', () => {
  it('builds with no warning and covers every entry of the three packages', () => {
    const json = join(out, 'api.json')
    const run = spawnSync(
      'node',
      [
        join(root, 'node_modules/typedoc/bin/typedoc'),
        '--treatWarningsAsErrors',
        '--json',
        json,
        '--out',
        join(root, 'docs/api'),
      ],
      { cwd: root, encoding: 'utf8' },
    )
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/\[warning\]|\[error\]/)
    expect(run.status).toBe(0)
    // The published HTML, where docs/index.md sends partners.
    expect(existsSync(join(root, 'docs/api/index.html'))).toBe(true)
    const reference = JSON.parse(readFileSync(json, 'utf8')) as Reflection
    // Every public function of every entry shows how it is called (issue #31).
    expect(withoutExample(reference)).toEqual([])
    const names = new Set(namesOf(reference))
    for (const name of [
      '@apteka/schema',
      'loadSchema',
      '@apteka/sdk',
      'createStorefrontClient',
      'catalogPage',
      'productPage',
      'signIn',
      'placePickupOrder',
      'apiCookieJar',
      'createLazyStorefrontClient',
      'StorefrontError',
      'messageOf',
      'createMockApi',
      'MOCK_SMS_CODE',
      'cartOf',
      'loadExperiments',
      '@apteka/hooks',
      'useCart',
      'productsQueryOptions',
    ]) {
      expect(names, name).toContain(name)
    }
  })
})
