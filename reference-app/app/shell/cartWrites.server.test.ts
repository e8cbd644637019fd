// The storefront's side of "a cart write is never lost" (#32): a first visit gets a guest id the
// render's own calls use too, and a page waits for the same guest's writes still on their way.
import { requestCookies } from '@apteka/sdk'
import { describe, expect, it } from 'vitest'
import { ensureGuestId, GUEST_COOKIE, trackWrite, writesSettled } from './cartWrites.server'

const GUEST = '8f978a6c-afa7-497a-8a5b-eb411dd749b8'
const requestOf = (cookie?: string) =>
  new Request('http://shop.test/cart', cookie ? { headers: { cookie } } : {})

describe('ensureGuestId', () => {
  it('a first visit gets an HttpOnly guest id, sent on the render’s API calls too', () => {
    const cookies = requestCookies(null)
    const headers = new Headers({ cookie: 'region=moscowregion' })
    const guestId = ensureGuestId(requestOf(), cookies, headers)
    expect(guestId).toMatch(/^[0-9a-f-]{36}$/)
    const [written] = cookies.setCookieHeaders()
    expect(written).toContain(`${GUEST_COOKIE}=${guestId}`)
    expect(written).toContain('HttpOnly')
    expect(headers.get('cookie')).toBe(`region=moscowregion; ${GUEST_COOKIE}=${guestId}`)
  })

  it('a known guest keeps the id and gets no cookie', () => {
    const cookies = requestCookies(`${GUEST_COOKIE}=${GUEST}`)
    expect(ensureGuestId(requestOf(`${GUEST_COOKIE}=${GUEST}`), cookies, new Headers())).toBe(GUEST)
    expect(cookies.setCookieHeaders()).toEqual([])
  })
})

describe('writesSettled', () => {
  it('waits for the same guest’s write on its way, and not for another guest’s', async () => {
    let land: () => void = () => {}
    const write = new Promise<void>((resolve) => {
      land = resolve
    })
    void trackWrite(requestOf(`${GUEST_COOKIE}=${GUEST}`), write)
    let rendered = false
    const page = writesSettled(requestOf(`${GUEST_COOKIE}=${GUEST}`)).then(() => {
      rendered = true
    })
    await writesSettled(requestOf(`${GUEST_COOKIE}=another-guest`))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(rendered).toBe(false)
    land()
    await page
    expect(rendered).toBe(true)
  })

  it('a failed write does not hold the page, and a write that never settles holds it at most waitMs', async () => {
    void trackWrite(requestOf(`${GUEST_COOKIE}=${GUEST}`), Promise.reject(new Error('gone'))).catch(
      () => undefined,
    )
    await writesSettled(requestOf(`${GUEST_COOKIE}=${GUEST}`))
    void trackWrite(requestOf(`${GUEST_COOKIE}=${GUEST}`), new Promise(() => {}))
    const started = Date.now()
    await writesSettled(requestOf(`${GUEST_COOKIE}=${GUEST}`), 50)
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
