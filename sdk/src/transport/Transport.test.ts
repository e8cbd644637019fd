import { describe, expect, it } from 'vitest'
import { forwardedHeaders, isSameOrigin } from './Transport'

describe('isSameOrigin', () => {
  it('a relative endpoint is always same-origin', () => {
    expect(isSameOrigin('/graphql', null)).toBe(true)
    expect(isSameOrigin('graphql', 'https://apteka.test')).toBe(true)
  })
  it('an absolute one only when its origin is the page’s', () => {
    expect(isSameOrigin('https://apteka.test/graphql', 'https://apteka.test')).toBe(true)
    expect(isSameOrigin('https://api.apteka.test/graphql', 'https://apteka.test')).toBe(false)
    expect(isSameOrigin('//apteka.test/graphql', 'https://apteka.test')).toBe(true)
    expect(isSameOrigin('https://apteka.test/graphql', null)).toBe(false)
  })
})

describe('forwardedHeaders', () => {
  it('drops host, connection, pragma, referer, traceparent and body framing, lower-cases the rest', () => {
    expect(
      forwardedHeaders({
        Host: 'a',
        Connection: 'close',
        Pragma: 'no-cache',
        Referer: 'https://apteka.test/',
        TraceParent: '00-1-2-01',
        'Content-Length': '0',
        'Transfer-Encoding': 'chunked',
        Cookie: 'a=1',
        'X-Forwarded-For': '203.0.113.7',
      }),
    ).toEqual({ cookie: 'a=1', 'x-forwarded-for': '203.0.113.7' })
  })
})
