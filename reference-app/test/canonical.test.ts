// One canonical address per page (issue #30): every route kind of SPEC §2 answers with one
// canonical link, whatever form of it was asked for: the region segment after the path as
// 'r_{id}/' (never for the default region, never on pages the same in every region), filter
// segments stripped; a region spelled by its number or standing before the path moves there
// for good (301).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningStack, startStack } from './browser/stack'

const PUBLIC_URL = 'https://apteka.example'

let stack: RunningStack
/** One address of each route kind on the seeded catalogue, in its canonical form. */
let kinds: Record<string, string>

const one = async <T>(sql: string): Promise<T> => {
  const rows = await stack.api.database.exec<T>(sql)
  if (!rows[0]) throw new Error(`nothing seeded for: ${sql}`)
  return rows[0]
}

beforeAll(async () => {
  stack = await startStack({ catalogSize: 60, env: { PUBLIC_URL } })
  const product = await one<{ alias: string }>('SELECT alias FROM products ORDER BY id LIMIT 1')
  const category = await one<{ alias: string }>(
    'SELECT alias FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1',
  )
  const brand = await one<{ alias: string }>('SELECT alias FROM brands ORDER BY id LIMIT 1')
  const manufacturer = await one<{ code: string }>(
    'SELECT code FROM manufacturers ORDER BY id LIMIT 1',
  )
  const group = await one<{ code: string }>(
    'SELECT g.code FROM product_groups g JOIN products p ON p.group_code = g.code ORDER BY g.code LIMIT 1',
  )
  const promo = await one<{ alias: string }>('SELECT alias FROM promotions ORDER BY id LIMIT 1')
  const pharmacy = await one<{ id: number }>('SELECT id FROM pharmacies ORDER BY id LIMIT 1')
  const person = await one<{ type: string; id: number }>(
    'SELECT type, id FROM team_persons ORDER BY id LIMIT 1',
  )
  const article = await one<{ alias: string }>('SELECT alias FROM articles ORDER BY id LIMIT 1')
  const analysis = await one<{ alias: string }>('SELECT alias FROM analyses ORDER BY id LIMIT 1')
  const disease = await one<{ code: string }>('SELECT code FROM diseases ORDER BY id LIMIT 1')
  kinds = {
    home: '/',
    catalogue: '/catalog',
    category: `/catalog/${category.alias}/`,
    brands: '/brands',
    brand: `/brand/${brand.alias}/`,
    manufacturer: `/manufacturer/${manufacturer.code}/`,
    product: `/product/${product.alias}.html`,
    'product analogues': `/analogs/${product.alias}`,
    'group analogues': `/group/${group.code}/analogi`,
    discounts: '/discounts',
    expiring: '/istekayushchiy_srok_godnosti',
    promotions: '/promo',
    promotion: `/promo/${promo.alias}`,
    pharmacies: '/pharmacies',
    pharmacy: `/pharmacies/pharmacy/${pharmacy.id}`,
    team: '/team',
    'team person': `/team/${person.type}/${person.id}`,
    blog: '/blog',
    article: `/blog/${article.alias}/`,
    analyses: '/analizy',
    analysis: `/analizy/${analysis.alias}`,
    diseases: '/diseases',
    disease: `/diseases/${disease.code}`,
    drugs: '/drugs',
    information: '/public_offer',
  }
}, 120_000)
afterAll(() => stack?.stop())

const get = (path: string) => fetch(new URL(path, stack.url), { redirect: 'manual' })

/** The canonical link of the page at `path` (which must answer 200), on the public origin. */
async function canonicalOf(path: string): Promise<string> {
  const answer = await get(path)
  expect(answer.status, path).toBe(200)
  const html = await answer.text()
  const links = [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1])
  expect(links, path).toHaveLength(1)
  return (links[0] ?? '').replace(/&amp;/g, '&').slice(PUBLIC_URL.length)
}

/** The form a page takes in St Petersburg: its region after the path, when it has one. */
const inSpb = (path: string, regional: boolean) =>
  regional ? `${path.replace(/\/$/, '')}/r_spb/` : path

/** Pages that are the same in every region: their canonical address names none. */
const REGIONLESS = new Set([
  'brands',
  'product',
  'pharmacy',
  'team',
  'team person',
  'blog',
  'article',
  'drugs',
  'information',
])

describe('every route kind has exactly one canonical form', () => {
  it('in the default region: the address itself, and the same with r_77 or r_moscowregion', async () => {
    for (const [kind, path] of Object.entries(kinds)) {
      expect(await canonicalOf(path), kind).toBe(path)
      const after = `${path.replace(/\/$/, '')}/r_77/`
      if (!path.endsWith('.html')) expect(await canonicalOf(after), `${kind}: ${after}`).toBe(path)
      expect(await canonicalOf(`/r_moscowregion${path}`), kind).toBe(path)
    }
  }, 120_000)

  it('in another region: the region after the path, by its id; r_78 and r_spb before the path move there (301)', async () => {
    for (const [kind, path] of Object.entries(kinds)) {
      const regional = !REGIONLESS.has(kind)
      const canonical = inSpb(path, regional)
      if (regional) {
        expect(await canonicalOf(canonical), kind).toBe(canonical)
        const moved = [`/r_78${path}`, `/r_spb${path}`, `${path.replace(/\/$/, '')}/r_78/`]
        // '/r_spb/' is the home page's region before and after the path at once.
        for (const address of moved.filter((other) => other !== canonical)) {
          const answer = await get(address)
          expect(answer.status, `${kind}: ${address}`).toBe(301)
          expect(answer.headers.get('location'), `${kind}: ${address}`).toBe(canonical)
        }
      } else {
        // The page is the same everywhere: any region in the address, one canonical link.
        expect(await canonicalOf(`/r_78${path}`), kind).toBe(path)
        expect(await canonicalOf(`/r_spb${path}`), kind).toBe(path)
      }
    }
  }, 180_000)

  it('public forms and filters: /p_…, /g_…, /home, filter segments name the one page', async () => {
    const alias = kinds.product!.slice('/product/'.length, -'.html'.length)
    const group = kinds['group analogues']!.split('/')[2]
    expect(await canonicalOf(`/p_${alias}.html`)).toBe(kinds.product)
    expect(await canonicalOf(`/p_${alias}/analogi/`)).toBe(`/analogs/${alias}`)
    expect(await canonicalOf(`/g_${group}/`)).toBe(kinds['group analogues'])
    expect(await canonicalOf(`/g_${group}/analogi/`)).toBe(kinds['group analogues'])
    // A public form has no region after it: it stays, and links the regional page.
    expect(await canonicalOf(`/r_78/g_${group}/`)).toBe(`${kinds['group analogues']}/r_spb/`)
    expect(await canonicalOf('/home')).toBe('/')
    expect(await canonicalOf(`${kinds.category}sort:price/`)).toBe(kinds.category)
    expect(await canonicalOf(`${kinds.category}sort:price/r_spb/`)).toBe(
      inSpb(kinds.category!, true),
    )
  })

  it('a redirect keeps the filters and the query', async () => {
    const answer = await get(`/r_78${kinds.category}sort:price/?PAGEN_1=2`)
    expect(answer.status).toBe(301)
    expect(answer.headers.get('location')).toBe(`${kinds.category}sort:price/r_spb/?PAGEN_1=2`)
  })
})

describe('search results', () => {
  it('are not indexed, so they carry no canonical link in any form', async () => {
    for (const path of ['/search?what=витамин', '/search/r_spb/?what=витамин']) {
      const html = await (await get(path)).text()
      expect(html, path).toMatch(/<meta name="robots" content="[^"]*noindex/)
      expect(html, path).not.toContain('rel="canonical"')
    }
  })
})

describe('/g_{group}/', () => {
  it('renders its products on the server', async () => {
    const { code } = await one<{ code: string }>(
      `SELECT g.code FROM product_groups g JOIN products p ON p.group_code = g.code
       GROUP BY g.code ORDER BY count(*) DESC, g.code LIMIT 1`,
    )
    const html = await (await get(`/g_${code}/`)).text()
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    const { count } = await one<{ count: number }>(
      `SELECT count(*)::int AS count FROM products WHERE group_code = '${code}'`,
    )
    // Every product of the group is linked in the server's HTML (at least its forms of release).
    expect(main.match(/href="\/product\/[^"]+\.html"/g)?.length ?? 0).toBeGreaterThanOrEqual(count)
  })
})
