// The storefront's status codes tell the truth (issue #30): addresses that name nothing answer
// 404, and a storefront whose API is down answers 503 with Retry-After and the error page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, type RunningStorefront, startStorefront } from './browser/harness'
import { measuredPages, type RunningStack, startStack } from './browser/stack'

const ENV = { PUBLIC_URL: 'https://apteka.example' }

let stack: RunningStack
let deadApi: RunningStorefront
let pages: Record<'home' | 'catalogue' | 'product', string>

beforeAll(async () => {
  stack = await startStack({ catalogSize: 60, env: ENV })
  pages = Object.fromEntries((await measuredPages(stack)).map((p) => [p.name, p.path])) as never
  // Nothing listens on a port just found free: every API call of this storefront fails.
  deadApi = await startStorefront({ apiUrl: `http://127.0.0.1:${await freePort()}`, env: ENV })
}, 120_000)

afterAll(async () => {
  await deadApi?.stop()
  await stack?.stop()
})

const get = (origin: string, path: string) =>
  fetch(new URL(path, origin), { redirect: 'manual', headers: { 'user-agent': 'Googlebot' } })

describe('addresses that name nothing', () => {
  it.each([
    '/product/net-takogo-tovara-123.html',
    '/p_net-takogo-tovara-123.html',
    '/r_zzz/catalog/',
    '/g_net-takoj-gruppy/',
    '/promo/filters/discount:15',
    // A filter whose category does not exist names nothing either.
    '/promo/filters/category:net-takoj-kategorii',
  ])('%s answers 404 with the 404 page', async (path) => {
    const answer = await get(stack.url, path)
    expect(answer.status).toBe(404)
    expect(await answer.text()).toContain('noindex')
  })

  it('while the pages they stand next to answer 200', async () => {
    const product = pages.product
    const alias = product.replace(/^\/product\//, '')
    const [category] = await stack.api.database.exec<{ alias: string }>(
      'SELECT alias FROM categories ORDER BY id LIMIT 1',
    )
    for (const path of [
      product,
      `/p_${alias}`,
      '/catalog/',
      `/promo/filters/category:${category!.alias}`,
      '/promo',
    ]) {
      expect((await get(stack.url, path)).status, path).toBe(200)
    }
  })
})

describe('a storefront whose API is down', () => {
  it.each(['home', 'catalogue', 'product', 'search'] as const)(
    '%s answers 503 with Retry-After and the error page',
    async (name) => {
      const path = name === 'search' ? '/search?what=аспирин' : pages[name]
      const answer = await get(deadApi.url, path)
      expect(answer.status).toBe(503)
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
      const html = await answer.text()
      expect(html).toContain('Что-то пошло не так')
      expect(html).toContain('Обновить страницу')
    },
  )
})
