// The region of a caller's IP address. The reference server has no GeoIP database, so it uses a
// tiny fixed table of address prefixes (documentation-style demo ranges, one per big region) —
// enough to show the region modal working. Loopback, private and unknown addresses get the
// default region.

/** Address prefix → region id. Longest prefix wins. */
export const IP_REGION_PREFIXES: ReadonlyArray<readonly [prefix: string, regionId: string]> = [
  ['77.88.', 'moscowregion'],
  ['95.165.', 'moscowregion'],
  ['178.70.', 'spb'],
  ['92.100.', 'spb'],
  ['85.26.', 'tatarstan'],
  ['46.146.', 'sverdlovskregion'],
  ['94.181.', 'novosibirskregion'],
  ['87.117.', 'krasnodarkrai'],
  ['176.15.', 'nizhnynovgorodregion'],
  ['31.173.', 'samararegion'],
  ['91.215.', 'rostovregion'],
  ['95.105.', 'bashkortostan'],
]

const isPrivate = (ip: string) =>
  ip === '::1' ||
  ip === 'localhost' ||
  ip.startsWith('127.') ||
  ip.startsWith('10.') ||
  ip.startsWith('192.168.') ||
  /^172\.(1[6-9]|2\d|3[01])\./.test(ip) ||
  /^f[cd][0-9a-f]{2}:/i.test(ip) ||
  /^fe80:/i.test(ip)

/** The region id of an address, or null for the default region. */
export function regionIdOfIp(rawIp: string): string | null {
  // IPv4 mapped into IPv6 ('::ffff:85.26.1.2') reads as the IPv4 address.
  const ip = rawIp.trim().replace(/^::ffff:/i, '')
  if (!ip || isPrivate(ip)) return null
  let best: readonly [string, string] | null = null
  for (const entry of IP_REGION_PREFIXES) {
    if (ip.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry
  }
  return best?.[1] ?? null
}
