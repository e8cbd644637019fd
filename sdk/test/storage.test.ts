// Where the client keeps things: the cart id in local storage (memory when local storage
// throws), the tokens in cookies (document.cookie in a page, memory elsewhere).
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createStorefrontClient,
  documentCookies,
  localStorageOrMemory,
  memoryCookies,
} from '../src/index'

afterEach(() => vi.unstubAllGlobals())

/** A localStorage whose every method throws, as in some private modes. */
const throwingStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError')
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
}

/** A working localStorage. */
const workingStorage = () => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('cartId', () => {
  it("lives in local storage under 'cart_id'", () => {
    const local = workingStorage()
    vi.stubGlobal('localStorage', local)
    const client = createStorefrontClient({ tabSync: false, cookies: memoryCookies() })

    expect(client.cartId.get()).toBeNull()
    client.cartId.set('c-1')
    expect(local.items.get('cart_id')).toBe('c-1')
    expect(client.cartId.get()).toBe('c-1')
    client.cartId.clear()
    expect(local.items.has('cart_id')).toBe(false)
  })

  it('falls back to memory when localStorage throws', () => {
    vi.stubGlobal('localStorage', throwingStorage)
    const client = createStorefrontClient({ tabSync: false, cookies: memoryCookies() })

    client.cartId.set('c-2')
    expect(client.cartId.get()).toBe('c-2')
    client.cartId.clear()
    expect(client.cartId.get()).toBeNull()
  })

  it('falls back to memory when there is no localStorage at all', () => {
    vi.stubGlobal('localStorage', undefined)
    const storage = localStorageOrMemory()
    storage.setItem('favorites', '[]')
    expect(storage.getItem('favorites')).toBe('[]')
  })
})

describe('cookies', () => {
  it('memory cookies start from a Cookie header and decode values', () => {
    const jar = memoryCookies('a=1; region=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0; empty=; broken')
    expect(jar.get('a')).toBe('1')
    expect(jar.get('region')).toBe('Москва')
    expect(jar.get('empty')).toBe('')
    expect(jar.get('broken')).toBeNull()
    jar.set('a', '2', { maxAge: 0 })
    expect(jar.get('a')).toBeNull()
  })

  it('document cookies write path, max age and domain', () => {
    const written: string[] = []
    let cookie = 'access_token=abc; other=1'
    const doc = {
      get cookie() {
        return cookie
      },
      set cookie(value: string) {
        written.push(value)
      },
    }
    const jar = documentCookies(doc)
    expect(jar.get('access_token')).toBe('abc')
    jar.set('refresh_token', 'x y', { maxAge: 600, domain: '.apteka.test' })
    jar.remove('access_token', { domain: '.apteka.test' })
    cookie = ''
    expect(jar.get('access_token')).toBeNull()
    expect(written).toEqual([
      'refresh_token=x%20y; Path=/; Max-Age=600; Domain=.apteka.test; SameSite=Lax',
      'access_token=; Path=/; Max-Age=0; Domain=.apteka.test; SameSite=Lax',
    ])
  })

  it('reads document.cookie once per synchronous run: a render reading many cookies asks the browser once', async () => {
    let cookie = 'region=spb; guest=1'
    let reads = 0
    const doc = {
      get cookie() {
        reads += 1
        return cookie
      },
      set cookie(value: string) {
        cookie = `${cookie}; ${value.split(';')[0]}`
      },
    }
    const jar = documentCookies(doc)
    for (let i = 0; i < 20; i += 1) expect(jar.get('region')).toBe('spb')
    expect(reads).toBe(1)
    // Its own write is seen at once; a change made elsewhere, after the next await.
    jar.set('city', 'msk')
    expect(jar.get('city')).toBe('msk')
    expect(reads).toBe(2)
    cookie = 'region=msk'
    expect(jar.get('region')).toBe('spb')
    await Promise.resolve()
    expect(jar.get('region')).toBe('msk')
    expect(reads).toBe(3)
  })

  it('the default jar is document.cookie on a page and memory elsewhere', () => {
    const client = createStorefrontClient({ tabSync: false })
    client.cookies.set('probe', '1')
    expect(client.cookies.get('probe')).toBe('1')

    let cookie = ''
    vi.stubGlobal('document', {
      get cookie() {
        return cookie
      },
      set cookie(value: string) {
        cookie = value.split(';')[0]!
      },
    })
    const page = createStorefrontClient({ tabSync: false })
    page.session.signIn({ user: { accessToken: 'a', refreshToken: 'r' } })
    expect(cookie).toBe('refresh_token=r')
  })
})
