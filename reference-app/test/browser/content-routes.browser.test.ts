// Every route of SPEC §2, requested from the built storefront's server render against the real
// API with real ids and aliases from the seed: 200 with a non-empty title and h1, in the plain,
// the region-before and the region-after forms where the route has them: home, catalogue,
// product, content, information, the personal area (its sign-in prompt for a guest),
// pharmacies and promotions; unknown addresses must answer 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INFORMATION_PATHS } from '../../app/content/informationPaths'
import { type RunningStack, startStack } from './stack'

let stack: RunningStack

/** Real ids and aliases from the seeded database. */
interface Seeded {
  product: string
  brand: string
  manufacturer: string
  group: string
  category: string
  mnn: string
  disease: string
  article: string
  analysis: string
  doctor: string
  author: string
  staff: string
  drugLetter: string
  drugLatinLetter: string
  pharmacy: string
  promotion: string
  order: string
}
let seeded: Seeded

async function one<T>(sql: string): Promise<T> {
  const [row] = await stack.api.database.exec<T>(sql)
  if (!row) throw new Error(`the seed has nothing for: ${sql}`)
  return row
}

beforeAll(async () => {
  stack = await startStack({ catalogSize: 200 })
  const product = await one<{
    alias: string
    brand: string
    manufacturer: string
    group_code: string
    category: string
    mnn: string
  }>(
    `SELECT p.alias, b.alias AS brand, m.code AS manufacturer, p.group_code, c.alias AS category,
            n.alias AS mnn
       FROM products p JOIN brands b ON b.id = p.brand_id
       JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id
       JOIN mnns n ON n.id = p.mnn_id
      WHERE p.group_code IS NOT NULL ORDER BY p.id LIMIT 1`,
  )
  const person = async (type: string) =>
    String(
      (
        await one<{ id: number }>(
          `SELECT id FROM team_persons WHERE type = '${type}' ORDER BY id LIMIT 1`,
        )
      ).id,
    )
  const author = await one<{ id: number }>(
    'SELECT author_id AS id FROM articles GROUP BY author_id ORDER BY count(*) DESC LIMIT 1',
  )
  const letters = await one<{ ru: string; en: string }>(
    `SELECT (SELECT upper(left(title, 1)) FROM mnns m WHERE EXISTS (SELECT 1 FROM products p WHERE p.mnn_id = m.id) ORDER BY title LIMIT 1) AS ru,
            (SELECT upper(left(title_latin, 1)) FROM mnns m WHERE EXISTS (SELECT 1 FROM products p WHERE p.mnn_id = m.id) ORDER BY title_latin LIMIT 1) AS en`,
  )
  seeded = {
    product: product.alias,
    brand: product.brand,
    manufacturer: product.manufacturer,
    group: product.group_code,
    category: product.category,
    mnn: product.mnn,
    disease: (await one<{ code: string }>('SELECT code FROM diseases ORDER BY code LIMIT 1')).code,
    article: (await one<{ alias: string }>('SELECT alias FROM articles ORDER BY id LIMIT 1')).alias,
    analysis: (await one<{ alias: string }>('SELECT alias FROM analyses ORDER BY id LIMIT 1'))
      .alias,
    doctor: await person('doctor'),
    author: String(author.id),
    staff: await person('staff'),
    drugLetter: letters.ru,
    drugLatinLetter: letters.en,
    pharmacy: String(
      (await one<{ id: number }>('SELECT id FROM pharmacies WHERE is_active ORDER BY id LIMIT 1'))
        .id,
    ),
    promotion: (
      await one<{ alias: string }>(
        "SELECT alias FROM promotions WHERE url LIKE '/promo/%' AND date_end >= current_date ORDER BY id LIMIT 1",
      )
    ).alias,
    order: (await one<{ number: string }>('SELECT number FROM orders ORDER BY id LIMIT 1')).number,
  }
}, 240_000)

afterAll(async () => {
  await stack?.stop()
})

/** The route list of SPEC §2 with seeded values filled in. */
function spec2Routes(s: Seeded): string[] {
  return [
    // Home and general
    '/',
    '/home',
    '/brands',
    `/brands/letter/${encodeURIComponent('А')}`,
    '/brands/eng/A',
    `/brand/${s.brand}`,
    `/brand/${s.brand}/`,
    '/drugs',
    `/drugs/all/letter-${encodeURIComponent(s.drugLetter)}`,
    `/drugs/all/eng-${s.drugLatinLetter}`,
    `/drugs/${s.mnn}`,
    '/diseases',
    `/diseases/${s.disease}`,
    '/discounts',
    `/search?what=${encodeURIComponent('витамин')}`,
    '/search/r_spb/',
    `/analogs/${s.product}`,
    '/istekayushchiy_srok_godnosti',
    '/info-emias',
    // Catalogue and product
    '/catalog',
    `/catalog/${s.category}`,
    `/catalog/${s.category}/`,
    `/group/${s.group}/analogi`,
    `/manufacturer/${s.manufacturer}`,
    `/manufacturer/${s.manufacturer}/brand:${s.brand}`,
    `/product/${s.product}.html`,
    `/p_${s.product}.html`,
    `/p_${s.product}/analogi/`,
    `/g_${s.group}/`,
    `/g_${s.group}/analogi/`,
    // Cart (what a guest sees)
    '/cart',
    '/guest-cart',
    '/order-get',
    // Team and content
    '/team',
    '/team/',
    `/team/doctor/${s.doctor}`,
    `/team/author/${s.author}`,
    `/team/author/${s.author}/`,
    `/team/author/${s.author}?PAGEN_1=2`,
    `/team/staff/${s.staff}`,
    '/blog',
    `/blog/${s.article}/`,
    '/analizy',
    `/analizy/${s.analysis}`,
    // Information and legal
    ...INFORMATION_PATHS.map((path) => `/${path}`),
    // The personal area: a guest gets the page with its sign-in prompt
    '/personal',
    '/favorite',
    '/favorite/personal',
    '/personal/promo',
    '/personal/history',
    `/personal/history/${s.order}`,
    '/personal/mybonus',
    '/mybonus',
    '/ref',
    '/prescription',
    '/promokod',
    '/client-orders',
    '/vypusk-karty-loyalnosti',
    // Pharmacies and promotions
    '/pharmacies',
    `/pharmacies/pharmacy/${s.pharmacy}`,
    `/pharmacies/${s.pharmacy}/`,
    '/promo',
    // A filter the promotions list knows (issue #30: an unknown one, 'discount:15', is a 404).
    `/promo/filters/${encodeURIComponent('category:medtehnika')}`,
    `/promo/${s.promotion}`,
    `/promo/${s.promotion}?PAGEN_1=1&utm_source=newsletter`,
    `/event/${s.promotion}`,
    `/event/${s.promotion}/r_spb/`,
  ]
}

/** The same address with the region before and after the path. */
function regionForms(path: string): string[] {
  const [pathname, query] = path.split('?')
  const suffix = query ? `?${query}` : ''
  const bare = (pathname ?? '/').replace(/\/$/, '')
  if (bare === '' || bare.includes('.html') || bare.startsWith('/search')) return []
  // A region already in the address; '/personal/history/{x}' is an order number, so the history
  // takes the region before the path only.
  if (bare.includes('/r_')) return []
  if (bare.startsWith('/personal/history')) return [`/r_spb${bare}${suffix}`]
  // The one-segment public form '/g_{group}/' takes the region before it only (routes.ts).
  if (/^\/g_[^/]+$/.test(bare)) return [`/r_spb${bare}${suffix}`]
  return [`/r_spb${bare}${suffix}`, `${bare}/r_spb/${suffix}`]
}

async function render(path: string) {
  const response = await fetch(`${stack.url}${path}`, { redirect: 'follow' })
  const html = await response.text()
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? ''
  const h1 =
    /<h1[^>]*>(.*?)<\/h1>/s
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? ''
  return { status: response.status, title, h1, html }
}

describe('every route of SPEC §2 is server-rendered', () => {
  it('answers 200 with a title and an h1, also with the region before and after the path', async () => {
    const failures: string[] = []
    for (const path of spec2Routes(seeded)) {
      for (const address of [path, ...regionForms(path)]) {
        const { status, title, h1 } = await render(address)
        if (status !== 200 || !title || !h1) {
          failures.push(`${address}: ${status}, title '${title}', h1 '${h1}'`)
        }
      }
    }
    expect(failures).toEqual([])
  }, 300_000)

  it('content pages carry a description, a canonical link, breadcrumbs and JSON-LD microdata', async () => {
    for (const path of [
      '/team',
      `/team/author/${seeded.author}`,
      `/blog/${seeded.article}/`,
      `/diseases/${seeded.disease}`,
      `/drugs/all/letter-${encodeURIComponent(seeded.drugLetter)}`,
      '/analizy',
      '/about',
    ]) {
      const { html } = await render(path)
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/)
      expect(html, path).toMatch(/<link rel="canonical" href="http[^"]+"/)
      expect(html, path).toContain('https://schema.org/BreadcrumbList')
      expect(html, path).toContain('application/ld+json')
    }
  }, 120_000)

  it.each([
    '/no-such-page',
    '/team/author/999999',
    '/team/nobody/1',
    '/blog/no-such-article/',
    '/blog/a/b/c',
    '/analizy/no-such-analysis',
    '/diseases/no-such-disease',
    '/drugs/all/letter-1',
    '/about/more',
    '/r_spb/no-such-page',
  ])('%s is a 404', async (path) => {
    expect((await render(path)).status).toBe(404)
  })

  // The checkout steps need an order of the visitor's own: the checkout browser tests walk them.
  it.todo(
    '/cart/delivery, /cart/pickup, /cart/pay/[orderId], /checkout and its results (need an order)',
  )
})
