// The API's plain HTTP routes (/images/, /pay/, /ads/, /oauth/stand-in/, /api/features/, /_api/yandex/vendor, /health) answer bad
// input with 400, 404 or 405 — never a 5xx or a stack: the paths of issue #35 item 10, and a small
// bounded fuzz of malformed paths and methods sent byte for byte.
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './harness'
import { backends, suiteDatabaseUrl } from './shopper'

interface Answer {
  status: number
  body: string
}

/** Sends the path exactly as given (fetch would normalise it). */
function send(api: TestApi, method: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(api.url)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const PREFIXES = [
  '/images/products/',
  '/images/products/200_200_',
  '/images/categories/',
  '/images/',
  '/pay/',
  '/ads/imps/',
  '/ads/track/',
  '/oauth/stand-in/',
  '/api/features/',
  '/health',
  '/',
]
const PIECES = [
  '%E0%A4%A',
  '%',
  '%%',
  '%zz',
  '%00',
  '%C0%AF',
  '99999999999999999999',
  '-1',
  '0',
  '1e309',
  'NaN',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e/',
  '//',
  '.svg',
  '/confirm',
  '/decline',
  '?token=%E0%A4%A',
  '?x=%',
  ';',
  '%F0%9F%98',
  '%D1%91',
  'a'.repeat(300),
]
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']

describe.each(backends)('HTTP routes with bad input (%s)', (_backend, databaseUrl) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'http_routes'),
      catalogSize: 30,
    })
  })
  afterAll(() => api?.close())

  it('a malformed pack-shot name is 404', async () => {
    expect((await send(api, 'GET', '/images/products/%E0%A4%A.svg')).status).toBe(404)
    expect((await send(api, 'GET', '/images/products/200_200_%E0%A4%A.svg')).status).toBe(404)
  })

  it('a malformed payment path is 400, on the page and on its actions', async () => {
    expect((await send(api, 'GET', '/pay/%E0%A4%A')).status).toBe(400)
    expect((await send(api, 'POST', '/pay/%E0%A4%A/confirm')).status).toBe(400)
  })

  it('an ad id no advertisement can have is 404, and DELETE is 405', async () => {
    expect((await send(api, 'GET', '/ads/imps/99999999999999999999')).status).toBe(404)
    expect((await send(api, 'GET', '/ads/track/99999999999999999999')).status).toBe(404)
    expect((await send(api, 'DELETE', '/ads/imps/1')).status).toBe(405)
  })

  it('the vendor measurement GET is answered 204 (SPEC §7), another method 405', async () => {
    const query = '?type=pageview&client_id=c1&page_url=%2F&title=x&ms=12'
    expect((await send(api, 'GET', `/_api/yandex/vendor${query}`)).status).toBe(204)
    expect((await send(api, 'POST', '/_api/yandex/vendor')).status).toBe(405)
  })

  it('300 malformed paths and methods: none answers 5xx or shows a stack', async () => {
    const next = random(35)
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
    const failures: string[] = []
    for (let n = 0; n < 300; n++) {
      const pieces = Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(PIECES))
      const path = `${pick(PREFIXES)}${pieces.join('')}`
      const method = pick(METHODS)
      const answer = await send(api, method, path)
      if (answer.status >= 500 || /\bat .+\(.+:\d+:\d+\)/.test(answer.body)) {
        failures.push(`${method} ${path} → ${answer.status}`)
      }
    }
    expect(failures).toEqual([])
  })
})
