import { memoryCookies } from '@apteka/sdk'
import { describe, expect, it } from 'vitest'
import { hasCancelledCardRequest, rememberCardRequestCancelled } from './cancelCardRequest'
import { oauthReturnOf } from './oauthReturn'

describe('the cancel card request v1 cookie', () => {
  it('is read from a Cookie header among others, and only when set to 1', () => {
    expect(hasCancelledCardRequest('region=spb; cancel_card_request_v1=1; a=b')).toBe(true)
    expect(hasCancelledCardRequest('cancel_card_request_v1=; region=spb')).toBe(false)
    expect(hasCancelledCardRequest('cancel_card_request_v2=1')).toBe(false)
    expect(hasCancelledCardRequest(null)).toBe(false)
  })

  it('is remembered as 1 and forgotten again', () => {
    const cookies = memoryCookies()
    rememberCardRequestCancelled(cookies, true)
    expect(cookies.get('cancel_card_request_v1')).toBe('1')
    rememberCardRequestCancelled(cookies, false)
    expect(cookies.get('cancel_card_request_v1')).toBeNull()
  })
})

describe('the OAuth return address', () => {
  it('reads a known provider and its token from the fragment', () => {
    expect(oauthReturnOf('', '#oauth=vk&token=test%3A%2B79990000001')).toEqual({
      provider: 'vk',
      token: 'test:+79990000001',
    })
    expect(oauthReturnOf('', '#oauth=myspace&token=x')).toBeNull()
    expect(oauthReturnOf('', '#oauth=vk')).toBeNull()
    expect(oauthReturnOf('', '')).toBeNull()
  })

  it('reads an authorization code return: the code with its state, or the error the provider reported', () => {
    expect(oauthReturnOf('?code=c0de&state=yandex.n0nce')).toEqual({
      provider: 'yandex',
      token: 'c0de',
      state: 'yandex.n0nce',
    })
    // A bare provider name is passed on as it is; the API refuses it (not this browser's state).
    expect(oauthReturnOf('?code=ATTACKER&state=yandex')).toEqual({
      provider: 'yandex',
      token: 'ATTACKER',
      state: 'yandex',
    })
    expect(oauthReturnOf('?error=access_denied&state=vk.n0nce')).toEqual({
      provider: 'vk',
      error: 'access_denied',
    })
    expect(oauthReturnOf('?error=access_denied&state=myspace')).toBeNull()
    // The implicit grant is not used any more: a token in the fragment signs nobody in.
    expect(oauthReturnOf('', '#access_token=ATTACKER&state=yandex.n0nce')).toBeNull()
  })
})
