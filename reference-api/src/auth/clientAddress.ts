// The client address that rate limits, SMS-code limits and look-ups count against. TRUST_PROXY
// says which peers are proxies of ours, exactly as Express's 'trust proxy' on the storefront
// (the same library, proxy-addr, decides both): X-Forwarded-For is read right to left past
// trusted hops, and X-Real-IP counts only when a trusted proxy sent it.
import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import proxyaddr from 'proxy-addr'

/** When the socket's peer is unknown, every such request shares this one address. */
export const UNKNOWN_ADDRESS = 'unknown'

/** Who may speak for the client: TRUST_PROXY compiled (a peer's address and its hop, 0 nearest). */
export type TrustProxy = (address: string, hop: number) => boolean

/**
 * TRUST_PROXY as Express reads it: 'true' (every hop), 'false' (none), a hop count, or
 * comma-separated addresses, subnets and the names loopback, linklocal, uniquelocal. Default
 * 'loopback': a proxy on this machine (the storefront's server.mjs). A bad value stops the start.
 */
export function compileTrustProxy(value = 'loopback'): TrustProxy {
  const text = value.trim()
  if (text === 'true') return () => true
  if (text === 'false' || text === '') return () => false
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return (_address, hop) => hop < hops
  }
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  try {
    return proxyaddr.compile(list)
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${(error as Error).message} in '${value}'`)
  }
}

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

/** The address without an IPv6 zone id, and an IPv4-mapped IPv6 address as plain IPv4. */
function plain(address: string): string {
  const bare = address.trim().replace(/%.*$/, '')
  return MAPPED_IPV4.exec(bare)?.[1] ?? bare
}

/**
 * A forwarded entry as a bare address: proxies write 'ip:port', '[v6]:port' or '[v6]' too.
 * Anything that is no address stays as it is (and ends the walk as untrusted).
 */
export function forwardedAddress(entry: string): string {
  const text = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  if (bracketed?.[1]) return plain(bracketed[1])
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text)
  if (withPort?.[1]) return withPort[1]
  return plain(text)
}

/** Whether the address is this machine: 127.0.0.0/8 or ::1 (also IPv4-mapped). */
export function isLoopback(address: string): boolean {
  const bare = plain(address)
  if (isIP(bare) === 4) return bare.startsWith('127.')
  return isIP(bare) === 6 && expandIpv6(bare).join(':') === '0:0:0:0:0:0:0:1'
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase()
  // A dotted IPv4 tail ('64:ff9b::1.2.3.4') is two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::')
  const left = head ? head.split(':') : []
  const right = rest ? rest.split(':') : []
  const middle = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0')
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16))
}

/**
 * The key an address is counted under. IPv6 counts by its /64: one customer's line gets a whole
 * /64, so counting single addresses would let one caller rotate through 2^64 of them.
 */
export function addressKey(address: string): string {
  const bare = plain(address)
  if (isIP(bare) === 6) return `${expandIpv6(bare).slice(0, 4).join(':')}::/64`
  return bare
}

/** What a request says about where it comes from. */
export interface RequestOrigin {
  /** The socket's peer. */
  peer: string | undefined
  forwardedFor: string | null
  realIp: string | null
}

/**
 * The client's address: the socket's peer, or — when the peer is a trusted proxy — the
 * X-Forwarded-For entry found walking right to left past trusted hops (each proxy appends the
 * address it saw, so entries further left are claims nobody checked). With no X-Forwarded-For,
 * a trusted proxy's X-Real-IP. The plain address; `addressKey` gives its counting key.
 *
 * @example
 * const loopback = compileTrustProxy('loopback')
 * clientAddress({ peer: '127.0.0.1', forwardedFor: 'spoofed, 203.0.113.7', realIp: null }, loopback) // '203.0.113.7'
 * clientAddress({ peer: '198.51.100.2', forwardedFor: '203.0.113.7', realIp: null }, loopback)       // '198.51.100.2'
 */
export function clientAddress(origin: RequestOrigin, trust: TrustProxy): string {
  if (!origin.peer) return UNKNOWN_ADDRESS
  const peer = plain(origin.peer)
  const forwarded = (origin.forwardedFor ?? '')
    .split(',')
    .map(forwardedAddress)
    .filter(Boolean)
    .join(',')
  if (!forwarded) {
    const realIp = origin.realIp ? forwardedAddress(origin.realIp) : ''
    return realIp && isIP(realIp) && trust(peer, 0) ? realIp : peer
  }
  const request = { headers: { 'x-forwarded-for': forwarded }, socket: { remoteAddress: peer } }
  const chain = proxyaddr.all(request as unknown as IncomingMessage, trust)
  // The walk stops at the first untrusted entry; one that is no address at all (a proxy that
  // forwarded garbage) leaves the client as the last hop that wrote it.
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = plain(chain[i] ?? '')
    if (isIP(address)) return address
  }
  return peer
}

/** The client address of a GraphQL request (computed once, in the context: `ctx.ip`), as its counting key. */
export const requestClientAddress = (ctx: { readonly ip: string }): string => addressKey(ctx.ip)
