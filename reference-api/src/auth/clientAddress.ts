// The client address the SMS-code and look-up limits count against. X-Forwarded-For is believed
// only from a proxy on this machine (the storefront's server.mjs, or a web server in front of it
// on loopback); from anyone else the header is the caller's own claim and is ignored.
import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import type { ApiContext } from '../context'

/** When the socket's peer is unknown, every such request shares this one address. */
export const UNKNOWN_ADDRESS = 'unknown'

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

/** The address without an IPv6 zone id, and an IPv4-mapped IPv6 address as plain IPv4. */
function plain(address: string): string {
  const bare = address.trim().replace(/%.*$/, '')
  return MAPPED_IPV4.exec(bare)?.[1] ?? bare
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

/**
 * The client's address: the socket's peer; when the peer is a loopback proxy, the right-most
 * X-Forwarded-For entry that is not a loopback proxy itself (each proxy appends the address it
 * saw, so entries further left are the client's own claim). Given as a counting key (addressKey).
 *
 * @example
 * clientAddress('127.0.0.1', 'spoofed, 203.0.113.7') // '203.0.113.7'
 * clientAddress('198.51.100.2', '203.0.113.7')       // '198.51.100.2'
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | null): string {
  if (!peer) return UNKNOWN_ADDRESS
  if (!isLoopback(peer) || !forwardedFor) return addressKey(peer)
  const entries = forwardedFor.split(',').map(plain).reverse()
  for (const entry of entries) {
    if (isIP(entry) === 0) break
    if (!isLoopback(entry)) return addressKey(entry)
  }
  return addressKey(peer)
}

/**
 * The client address of a GraphQL request. Yoga's Node adapter merges the server context
 * (`req`, the Node request) into every resolver's context; its socket is the peer.
 */
export function requestClientAddress(ctx: ApiContext): string {
  const req = (ctx as ApiContext & { req?: IncomingMessage }).req
  return clientAddress(req?.socket?.remoteAddress, ctx.request.headers.get('x-forwarded-for'))
}
