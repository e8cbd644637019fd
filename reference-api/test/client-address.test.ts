// Which client address a request counts against (TRUST_PROXY, X-Forwarded-For read right to left
// past trusted hops, ip:port forms, X-Real-IP only from a trusted proxy) — as pure rules, and
// against a real server behind a simulated two-hop load balancer.
import { IsRegisteredDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addressKey,
  clientAddress,
  compileTrustProxy,
  isLoopback,
  type RequestOrigin,
} from '../src/auth/clientAddress'
import { DEFAULT_SMS_LIMITS } from '../src/auth/limits'
import { readConfig } from '../src/config'
import { startTestApi, type TestApi, withConfig } from './harness'
import { backends, codes, suiteDatabaseUrl } from './shopper'

const loopback = compileTrustProxy('loopback')
const origin = (
  peer: string | undefined,
  forwardedFor: string | null = null,
  realIp: string | null = null,
): RequestOrigin => ({ peer, forwardedFor, realIp })

describe('the client address a request counts against', () => {
  it('is the socket’s peer when the peer is not a trusted proxy, whatever the headers claim', () => {
    expect(clientAddress(origin('203.0.113.7', '198.51.100.1'), loopback)).toBe('203.0.113.7')
    expect(clientAddress(origin('203.0.113.7', null, '198.51.100.1'), loopback)).toBe('203.0.113.7')
    expect(clientAddress(origin('::ffff:203.0.113.7'), loopback)).toBe('203.0.113.7')
    expect(clientAddress(origin(undefined, '198.51.100.1'), loopback)).toBe('unknown')
  })

  it('behind a loopback proxy is the right-most forwarded address that is not trusted', () => {
    expect(clientAddress(origin('127.0.0.1', '198.51.100.1'), loopback)).toBe('198.51.100.1')
    // The proxy appends what it saw; what the client sent itself is further left.
    expect(clientAddress(origin('127.0.0.1', 'spoofed, 1.2.3.4, 198.51.100.1'), loopback)).toBe(
      '198.51.100.1',
    )
    expect(clientAddress(origin('::1', '198.51.100.1, 127.0.0.1'), loopback)).toBe('198.51.100.1')
    expect(clientAddress(origin('::ffff:127.0.0.1', '198.51.100.1'), loopback)).toBe('198.51.100.1')
    // No header, or one the proxy did not write as an address: the proxy's own.
    expect(clientAddress(origin('127.0.0.1'), loopback)).toBe('127.0.0.1')
    expect(clientAddress(origin('127.0.0.1', 'garbage'), loopback)).toBe('127.0.0.1')
  })

  it('reads ip:port, [v6]:port and [v6] entries as their address', () => {
    expect(clientAddress(origin('127.0.0.1', '198.51.100.1:51234'), loopback)).toBe('198.51.100.1')
    expect(clientAddress(origin('127.0.0.1', '[2001:db8::5]:443'), loopback)).toBe('2001:db8::5')
    expect(clientAddress(origin('127.0.0.1', '[2001:db8::5]'), loopback)).toBe('2001:db8::5')
    // A proxy that writes ip:port no longer maps every shopper to one address.
    const one = clientAddress(origin('127.0.0.1', '198.51.100.1:1000'), loopback)
    const two = clientAddress(origin('127.0.0.1', '198.51.100.2:1000'), loopback)
    expect(one).not.toBe(two)
  })

  it('takes X-Real-IP only from a trusted proxy, and X-Forwarded-For before it', () => {
    expect(clientAddress(origin('127.0.0.1', null, '198.51.100.9'), loopback)).toBe('198.51.100.9')
    expect(clientAddress(origin('127.0.0.1', null, '198.51.100.9:80'), loopback)).toBe(
      '198.51.100.9',
    )
    expect(clientAddress(origin('127.0.0.1', null, 'garbage'), loopback)).toBe('127.0.0.1')
    expect(clientAddress(origin('127.0.0.1', '198.51.100.1', '198.51.100.9'), loopback)).toBe(
      '198.51.100.1',
    )
    expect(
      clientAddress(origin('127.0.0.1', null, '198.51.100.9'), compileTrustProxy('false')),
    ).toBe('127.0.0.1')
  })

  it('walks past as many hops as TRUST_PROXY trusts: hop counts, addresses and subnets', () => {
    // client 203.0.113.7 → balancer 10.0.0.5 → proxy on this machine → API
    const chain = origin('127.0.0.1', 'spoofed-by-client, 203.0.113.7, 10.0.0.5')
    const chainWithSpoof = origin('127.0.0.1', '192.0.2.1, 203.0.113.7, 10.0.0.5')
    expect(clientAddress(chain, loopback)).toBe('10.0.0.5')
    expect(clientAddress(chain, compileTrustProxy('loopback, 10.0.0.0/8'))).toBe('203.0.113.7')
    expect(clientAddress(chain, compileTrustProxy('127.0.0.1,10.0.0.5'))).toBe('203.0.113.7')
    expect(clientAddress(chain, compileTrustProxy('2'))).toBe('203.0.113.7')
    expect(clientAddress(chainWithSpoof, compileTrustProxy('2'))).toBe('203.0.113.7')
    expect(clientAddress(chain, compileTrustProxy('1'))).toBe('10.0.0.5')
    expect(clientAddress(chain, compileTrustProxy('false'))).toBe('127.0.0.1')
    // 'true' believes every hop: the left-most entry that is an address.
    expect(clientAddress(chainWithSpoof, compileTrustProxy('true'))).toBe('192.0.2.1')
  })

  it('counts IPv6 by its /64, so one line cannot rotate through its addresses', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64')
    expect(addressKey(clientAddress(origin('127.0.0.1', '2001:db8::5'), loopback))).toBe(
      '2001:db8:0:0::/64',
    )
    expect(isLoopback('::1')).toBe(true)
    expect(isLoopback('0:0:0:0:0:0:0:1')).toBe(true)
    expect(isLoopback('10.0.0.1')).toBe(false)
  })

  it('TRUST_PROXY is read from the environment; a bad value stops the start', () => {
    expect(readConfig({}).trustProxy('127.0.0.1', 0)).toBe(true)
    expect(readConfig({}).trustProxy('10.0.0.5', 0)).toBe(false)
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy('10.0.0.5', 0)).toBe(true)
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/)
  })
})

describe.each(backends)('a real server behind a two-hop load balancer (%s)', (_b, databaseUrl) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'client_address'),
      catalogSize: 30,
      config: { smsLimits: { ...DEFAULT_SMS_LIMITS, lookupsPerAddress: 2 } },
    })
  })
  afterAll(() => api?.close())

  /** isRegistered from loopback as the balancer chain writes it: '{claim}, {client}, {balancer}'. */
  const lookUp = (client: string, claim: string) =>
    api.gql(
      IsRegisteredDocument,
      { phone: '+79770000001' },
      { 'x-forwarded-for': `${claim}, ${client}, 10.1.2.3:40000` },
    )

  it('trusting only loopback, every shopper is the balancer: they share one count', async () => {
    await withConfig(api, { trustProxy: compileTrustProxy('loopback') }, async () => {
      expect(codes(await lookUp('203.0.113.1', '192.0.2.1'))).toEqual([])
      expect(codes(await lookUp('203.0.113.2', '192.0.2.2'))).toEqual([])
      expect(codes(await lookUp('203.0.113.3', '192.0.2.3'))).toEqual(['E_250'])
    })
  })

  it('trusting the balancer’s subnet, each shopper counts apart and a spoofed entry does not help', async () => {
    await withConfig(api, { trustProxy: compileTrustProxy('loopback,10.0.0.0/8') }, async () => {
      expect(codes(await lookUp('203.0.113.11', '192.0.2.11'))).toEqual([])
      expect(codes(await lookUp('203.0.113.11', '192.0.2.12'))).toEqual([])
      // The same shopper with a new claim on the left is still the same shopper.
      expect(codes(await lookUp('203.0.113.11', '192.0.2.13'))).toEqual(['E_250'])
      // Another shopper behind the same balancer has its own count.
      expect(codes(await lookUp('203.0.113.12', '192.0.2.11'))).toEqual([])
    })
  })

  it('trusting two hops works the same way as naming them', async () => {
    await withConfig(api, { trustProxy: compileTrustProxy('2') }, async () => {
      expect(codes(await lookUp('203.0.113.21', '192.0.2.21'))).toEqual([])
      expect(codes(await lookUp('203.0.113.21', '192.0.2.22'))).toEqual([])
      expect(codes(await lookUp('203.0.113.21', '192.0.2.23'))).toEqual(['E_250'])
      expect(codes(await lookUp('203.0.113.22', '192.0.2.21'))).toEqual([])
    })
  })
})
