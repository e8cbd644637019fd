// The browser's error reports on the whole stack (issue #29): with ERROR_REPORT_SAMPLE=1 a thrown
// error and a failed API call reach ERROR_REPORT_URL (here a collector on another loopback port,
// so the CSP's connect-src must allow it) with the API's trace id and without the phone, e-mail,
// token or query string they carried; with ERROR_REPORT_SAMPLE=0 nothing is sent.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, type RunningStorefront, startStorefront, waitForHydration } from './harness'
import { type RunningStack, startStack } from './stack'

/** A stand-in report endpoint: keeps every body it is sent. */
async function startCollector(): Promise<{ url: string; bodies: string[]; server: Server }> {
  const bodies: string[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => {
      if (req.method === 'POST') bodies.push(body)
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/errors`, bodies, server }
}

const PERSONAL = /79991234567|999|ivan@mail|eyJ|s3cr3t|phone=|token=/

let stack: RunningStack
let browser: Browser
let sampled: Awaited<ReturnType<typeof startCollector>>
let unsampled: Awaited<ReturnType<typeof startCollector>>
let quiet: RunningStorefront

beforeAll(async () => {
  sampled = await startCollector()
  unsampled = await startCollector()
  stack = await startStack({
    catalogSize: 200,
    env: { ERROR_REPORT_URL: sampled.url, ERROR_REPORT_SAMPLE: '1' },
  })
  quiet = await startStorefront({
    apiUrl: stack.apiUrl,
    env: { ERROR_REPORT_URL: unsampled.url, ERROR_REPORT_SAMPLE: '0' },
  })
  browser = await launchBrowser()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await quiet?.stop()
  await stack?.stop()
  sampled?.server.close()
  unsampled?.server.close()
})

/**
 * On a hydrated page whose address carries personal data: throws an error naming a phone and an
 * e-mail, then types into the search box while the autocomplete's calls are sent without their
 * variables, so the real API refuses them. Returns the X-Trace-Id of those refusals.
 */
async function failOnPage(page: Page, origin: string): Promise<string[]> {
  const traceIds: string[] = []
  await page.route(
    (url) =>
      url.pathname === '/graphql' && url.searchParams.get('operationName') === 'searchAutocomplete',
    (route) => {
      const url = new URL(route.request().url())
      url.searchParams.set('variables', '{}')
      return route.continue({ url: url.href })
    },
  )
  page.on('response', (response) => {
    if (/operationName=searchAutocomplete/.test(response.url())) {
      const traceId = response.headers()['x-trace-id']
      if (traceId) traceIds.push(traceId)
    }
  })
  await page.goto(`${origin}/?phone=79991234567&token=s3cr3t`)
  await waitForHydration(page)
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Не удалось сохранить +7 999 123-45-67 ivan@mail.ru')
    })
  })
  await page.getByLabel('Поиск', { exact: true }).first().fill('аспирин')
  // The autocomplete's call, its one retry, and the reports they make.
  await expect.poll(() => traceIds.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
  return traceIds
}

describe('browser error reports', () => {
  it('send a thrown error and a failed API call with its trace id and no personal data', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    const traceIds = await failOnPage(page, stack.url)
    await expect
      .poll(() => sampled.bodies.map((body) => JSON.parse(body).kind).sort(), { timeout: 15_000 })
      .toEqual(['api', 'error'])
    const reports = sampled.bodies.map((body) => JSON.parse(body))
    const thrown = reports.find((report) => report.kind === 'error')
    expect(thrown.message).toContain('Не удалось сохранить')
    expect(thrown.page).toBe('/')
    const failed = reports.find((report) => report.kind === 'api')
    expect(failed.operation).toBe('searchAutocomplete')
    expect(traceIds).toContain(failed.traceId)
    expect(failed.traceId).toMatch(/^[0-9a-f]{32}$/)
    for (const body of sampled.bodies) expect(body).not.toMatch(PERSONAL)
    await page.close()
  }, 60_000)

  it('send nothing with ERROR_REPORT_SAMPLE=0, and load no reporter', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await failOnPage(page, quiet.url)
    // The same failures on the sampled storefront were reported within this time.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(unsampled.bodies).toEqual([])
    expect(scripts.some((url) => /reporter/.test(url))).toBe(false)
    await page.close()
  }, 60_000)
})
