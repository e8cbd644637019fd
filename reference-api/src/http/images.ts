// Pack-shot images drawn by the API itself under the size prefixes of SPEC §9.
import type { ServerResponse } from 'node:http'
import type { HttpRouteContext } from './index'

export async function handleImage(
  _url: URL,
  _res: ServerResponse,
  _context: HttpRouteContext,
): Promise<boolean> {
  return false
}
