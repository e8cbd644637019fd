// A click on "В корзину" is never lost (#32): on a product page, add, then load /cart by a full
// page load at once (the address typed, not a link followed) — the line is there, for a guest
// the API has never seen and for a signed-in customer. The link from the storefront to the API
// is slow for cart writes (SLOW_WRITE_MS), so the page load always overtakes the write, as it does
// on a busy shop; a request the storefront gives up before the link delivers it never arrives.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ProductsDocument, REGION_COOKIES } from '@apteka/sdk'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../../../reference-api/test/harness'
import { launchBrowser, type RunningStorefront, startStorefront, waitForHydration } from './harness'
import { customerTokens, signedInContext } from './journey'

const REGION = 'moscowregion'
const PHONE = '+79990000001'
/** How long the link holds a cart write before the API gets it. */
const SLOW_WRITE_MS = 1_500

let api: TestApi
let link: Server
let storefront: RunningStorefront
let browser: Browser
let products: { name: string; url: string }[]

/** A link to the API that holds each cart write for SLOW_WRITE_MS; a caller gone by then is dropped. */
function slowLink(target: string): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const body = Buffer.concat(chunks)
      if (body.includes('"updateCart"')) {
        await new Promise((resolve) => setTimeout(resolve, SLOW_WRITE_MS))
        if (response.destroyed || request.socket.destroyed) return
      }
      const headers = new Headers()
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length')
          headers.set(name, value)
      }
      const answer = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers,
        ...(body.length > 0 ? { body } : {}),
      })
      const answerHeaders: Record<string, string | string[]> = {}
      answer.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && name !== 'content-length' && name !== 'set-cookie')
          answerHeaders[name] = value
      })
      answerHeaders['set-cookie'] = answer.headers.getSetCookie()
      response.writeHead(answer.status, answerHeaders)
      response.end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

beforeAll(async () => {
  api = await startTestApi({ catalogSize: 400, config: { devOAuth: true } })
  link = await slowLink(api.url)
  storefront = await startStorefront({
    apiUrl: `http://127.0.0.1:${(link.address() as AddressInfo).port}`,
  })
  browser = await launchBrowser()
  const answer = await api.gql(ProductsDocument, { search: { regionID: REGION, pageCount: 40 } })
  products = (answer.data?.products.items ?? []).filter(
    (product) => product.availableForOrder && product.price !== null,
  )
  expect(products.length).toBeGreaterThanOrEqual(2)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await storefront?.stop()
  link?.closeAllConnections()
  link?.close()
  await Promise.race([api?.close(), new Promise((resolve) => setTimeout(resolve, 20_000))])
}, 60_000)

/** A desktop context in the region (no region question), signed in when given tokens. */
async function regionContext(tokens?: {
  accessToken: string
  refreshToken: string
}): Promise<BrowserContext> {
  const context = tokens
    ? await signedInContext(browser, storefront.url, tokens)
    : await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await context.addCookies([
    { name: REGION_COOKIES.region, value: REGION, url: storefront.url },
    { name: REGION_COOKIES.needCheckRegion, value: '0', url: storefront.url },
  ])
  return context
}

/** Adds the product on its page and loads /cart at once; answers the text of /cart's lines. */
async function addThenLoadCart(context: BrowserContext, product: { url: string }) {
  const page = await context.newPage()
  await page.goto(`${storefront.url}${product.url}`, { waitUntil: 'networkidle' })
  await waitForHydration(page)
  const sent = page.waitForRequest((request) => (request.postData() ?? '').includes('updateCart'))
  await page.getByRole('button', { name: 'В корзину' }).first().click()
  await sent
  await page.goto(`${storefront.url}/cart`)
  await waitForHydration(page)
  const lines = page.getByTestId('cart-line')
  await lines.or(page.getByText('В корзине пока пусто')).first().waitFor()
  const shown = await lines.allInnerTexts()
  await page.close()
  return shown.join('\n')
}

describe('a cart write survives a hard navigation (#32)', () => {
  it('a guest: add on the product page, then load /cart at once — the line is there', async () => {
    const context = await regionContext()
    const [product] = products as [{ name: string; url: string }]
    expect(await addThenLoadCart(context, product)).toContain(product.name)
    await context.close()
  }, 90_000)

  it('a signed-in customer: the same', async () => {
    const context = await regionContext(await customerTokens(api, PHONE))
    const product = products[1] as { name: string; url: string }
    expect(await addThenLoadCart(context, product)).toContain(product.name)
    await context.close()
  }, 90_000)
})
