// Reading a request path safely: a malformed percent-encoding is the client's mistake (400 or
// 404), never an exception that reaches the server's 500.
import type { ServerResponse } from 'node:http'

/** 400 for a path no route can read (malformed percent-encoding and the like). */
export function badRequest(res: ServerResponse): true {
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
  res.end('Неверный запрос')
  return true
}

/** A path segment decoded, or null when its percent-encoding is malformed. */
export function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
