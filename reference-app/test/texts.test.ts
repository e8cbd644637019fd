// The storefront's texts a shopper would trust (issue #30): numbers agree with their nouns by the
// sdk's plural rule on rendered pages of the seeded catalogue ("3 лет", "22 лет" and "24 аптек"
// were shown), a person's JSON-LD image is absolute, and a product that can be booked is not
// called "not on sale".
import { plural } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DRUG_NOTIFY_TEXT } from '../app/product/DrugNotifyForm'
import { filterLabel } from '../app/promo/promoText'
import { type RunningStack, startStack } from './browser/stack'

const PUBLIC_URL = 'https://apteka.example'

let stack: RunningStack
beforeAll(async () => {
  stack = await startStack({ catalogSize: 60, env: { PUBLIC_URL } })
}, 120_000)
afterAll(() => stack?.stop())

const html = async (path: string) => {
  const answer = await fetch(new URL(path, stack.url))
  expect(answer.status, path).toBe(200)
  return (await answer.text()).replace(/<!-- -->/g, '')
}

/** The nouns checked, each with its three forms (one, few, many) as the sdk's rule takes them. */
const NOUNS: ReadonlyArray<readonly [string, string, string]> = [
  ['год', 'года', 'лет'],
  ['аптека', 'аптеки', 'аптек'],
  ['товар', 'товара', 'товаров'],
  ['отзыв', 'отзыва', 'отзывов'],
  ['статья', 'статьи', 'статей'],
]

/** Every "number noun" of the text whose noun is not the form the sdk's rule gives. */
function wrongPlurals(text: string): string[] {
  const wrong: string[] = []
  for (const forms of NOUNS) {
    const pattern = new RegExp(
      `(?<![\\d.,])(\\d+)(?:\\s|&nbsp;|\\u00a0)+(${forms.join('|')})(?![а-яё])`,
      'g',
    )
    for (const [found, number, noun] of text.matchAll(pattern)) {
      if (noun !== plural(Number(number), forms)) wrong.push(found)
    }
  }
  return wrong
}

describe('plurals on the rendered pages', () => {
  it('the rule finds what the issue saw', () => {
    expect(wrongPlurals('В команде 3 лет, стаж 22 лет, 24 аптек рядом')).toEqual([
      '3 лет',
      '22 лет',
      '24 аптек',
    ])
    expect(wrongPlurals('3 года, 11 лет, 21 год, 5 аптек, 1 товар')).toEqual([])
  })

  it('team, person, pharmacy and product pages agree numbers with nouns', async () => {
    const persons = await stack.api.database.exec<{ type: string; id: number }>(
      'SELECT type, id FROM team_persons ORDER BY id',
    )
    const [product] = await stack.api.database.exec<{ alias: string }>(
      'SELECT alias FROM products ORDER BY id LIMIT 1',
    )
    const [pharmacy] = await stack.api.database.exec<{ id: number }>(
      'SELECT id FROM pharmacies ORDER BY id LIMIT 1',
    )
    const paths = [
      '/team',
      ...persons.map((person) => `/team/${person.type}/${person.id}`),
      '/pharmacies',
      `/pharmacies/pharmacy/${pharmacy!.id}`,
      `/product/${product!.alias}.html`,
      '/catalog',
      '/blog',
    ]
    expect(persons.length).toBeGreaterThan(3)
    for (const path of paths) expect(wrongPlurals(await html(path)), path).toEqual([])
  }, 120_000)
})

describe('a team person', () => {
  it("has an absolute image in the page's JSON-LD", async () => {
    const [person] = await stack.api.database.exec<{ type: string; id: number }>(
      'SELECT type, id FROM team_persons ORDER BY id LIMIT 1',
    )
    const page = await html(`/team/${person!.type}/${person!.id}`)
    const node = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? 'null'))
      .find((json) => json?.['@type'] === 'Person')
    expect(node?.image).toMatch(/^https?:\/\//)
  })
})

describe('a product that can only be booked', () => {
  it('is not said to be off sale', async () => {
    const answer = await stack.api.gql(
      'query { products(search: { regionID: "moscowregion", pageCount: 200 }) { items { url availableForOrder availableForBooking } } }',
    )
    const items = (
      answer.data as {
        products: {
          items: { url: string; availableForOrder: boolean; availableForBooking: boolean }[]
        }
      }
    ).products.items
    const bookingOnly = items.find((item) => item.availableForBooking && !item.availableForOrder)
    expect(bookingOnly, 'the seeded catalogue has a booking-only product').toBeDefined()
    const page = await html(new URL(bookingOnly!.url, PUBLIC_URL).pathname)
    expect(page).not.toContain(DRUG_NOTIFY_TEXT.text)
  })
})

describe('the promotions list filtered', () => {
  /** The page's <h1>, tags stripped. */
  const heading = (page: string) =>
    (page.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '').replace(/<[^>]+>/g, '')

  it("is headed by the category's and the brand's names, never the filter's syntax", async () => {
    const [category] = await stack.api.database.exec<{ alias: string; name: string }>(
      'SELECT alias, name FROM categories ORDER BY id LIMIT 1',
    )
    const [brand] = await stack.api.database.exec<{ alias: string; name: string }>(
      'SELECT alias, name FROM brands ORDER BY id LIMIT 1',
    )
    const byCategory = heading(await html(`/promo/filters/category:${category!.alias}`))
    expect(byCategory).toContain(category!.name)
    expect(byCategory).not.toContain('category:')
    const byBrand = heading(await html(`/promo/filters/brand:${brand!.alias}`))
    expect(byBrand).toContain(brand!.name)
    expect(byBrand).not.toContain('brand:')
  })

  it('is a 404 when the category or brand does not exist', async () => {
    for (const path of ['/promo/filters/category:net-takoj', '/promo/filters/brand:net-takogo'])
      expect((await fetch(new URL(path, stack.url))).status, path).toBe(404)
  })

  it("names a discount filter as 'Скидка 15 %'", () => {
    expect(filterLabel('discount:15')).toBe('Скидка 15\u00a0%')
    expect(filterLabel('discount:abc')).toBeNull()
    expect(filterLabel('category:medtehnika')).toBeNull()
  })
})
