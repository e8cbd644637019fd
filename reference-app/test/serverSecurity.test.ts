// The storefront server's own protections over HTTP (issue #35), against the built storefront with
// no API behind it (API_URL on a closed port): the security headers on every answer, a nonce on
// every script, the production start refused without PUBLIC_URL, and a bad path answered 400 with
// a short Russian page and no stack — in development too.
import { afterAll, describe, expect, it } from 'vitest'
import { APP_DIR, type RunningStorefront, startStorefront } from './browser/harness'

/** Port 9 (discard) on loopback: nothing listens, every API call fails at once. */
const NO_API = 'http://127.0.0.1:9'

const running: RunningStorefront[] = []
afterAll(async () => {
  await Promise.all(running.map((storefront) => storefront.stop()))
})

async function storefront(env: Record<string, string>): Promise<RunningStorefront> {
  const started = await startStorefront({ apiUrl: NO_API, env })
  running.push(started)
  return started
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name, ...values]) => [name as string, values]),
  )
}

/** What a stack trace or a server path in a page would look like. */
const LEAKS = [/\bat \S+ \(/, /node_modules/, new RegExp(APP_DIR.replace(/\/$/, '')), /URIError/]

describe('a production storefront', () => {
  it('refuses to start without PUBLIC_URL', async () => {
    await expect(startStorefront({ apiUrl: NO_API, env: { PUBLIC_URL: '' } })).rejects.toThrow(
      /exited with 1[\s\S]*PUBLIC_URL is required in production/,
    )
  })

  it('sends the security headers, HSTS included, and a fresh nonce on every script', async () => {
    const { url } = await storefront({})
    const [first, second] = [await fetch(`${url}/`), await fetch(`${url}/`)]
    // With no API the home page is the shop's error page (503, issue #30): protected all the same.
    expect(first.status).toBe(503)
    const policy = directives(first.headers.get('content-security-policy'))
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    const nonce = /^'nonce-([\w+/=]+)'$/.exec(
      policy.get('script-src')?.find((source) => source.startsWith("'nonce-")) ?? '',
    )?.[1]
    expect(nonce).toBeTruthy()
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
    expect(first.headers.get('x-frame-options')).toBe('DENY')
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(first.headers.get('permissions-policy')).toMatch(/camera=\(\)/)
    expect(first.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
    // Every script React and React Router wrote carries this request's nonce.
    const scripts = [...(await first.text()).matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
    const executable = scripts.filter((tag) => !tag.includes('application/ld+json'))
    expect(executable.length).toBeGreaterThan(0)
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`)
    // A nonce is good for one answer only.
    expect(second.headers.get('content-security-policy')).not.toContain(nonce)
    // The API's paths, proxied, carry the same protections (here: the API is down, 502).
    const proxied = await fetch(`${url}/graphql`, { method: 'POST', body: '{}' })
    expect(proxied.status).toBe(502)
    expect(proxied.headers.get('x-frame-options')).toBe('DENY')
  })

  it('allows the configured map tiles, and switches to report-only with CSP_REPORT_ONLY=1', async () => {
    const { url } = await storefront({
      CSP_REPORT_ONLY: '1',
      CSP_REPORT_URI: '/csp-report',
      MAP_PROVIDER: 'tiles',
      MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
    })
    const answer = await fetch(`${url}/`)
    expect(answer.headers.get('content-security-policy')).toBeNull()
    const policy = directives(answer.headers.get('content-security-policy-report-only'))
    expect(policy.get('img-src')).toContain('https://*.tiles.example')
    expect(policy.get('report-uri')).toEqual(['/csp-report'])
  })
})

describe('bad input is never a 5xx or a stack', () => {
  for (const mode of ['development', 'production']) {
    it(`GET /%E0%A4%A answers 400 with a short Russian page (NODE_ENV=${mode})`, async () => {
      const { url } = await storefront({ NODE_ENV: mode })
      const answer = await fetch(`${url}/%E0%A4%A`)
      const page = await answer.text()
      expect(answer.status).toBe(400)
      expect(page).toContain('Неверный адрес')
      for (const leak of LEAKS) expect(page).not.toMatch(leak)
      // Our own page, with the headers every answer carries; HSTS only in production.
      expect(answer.headers.get('x-frame-options')).toBe('DENY')
      expect(answer.headers.has('strict-transport-security')).toBe(mode === 'production')
    })
  }
})
