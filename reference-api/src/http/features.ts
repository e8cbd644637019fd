// The feature definitions (SPEC §7, §9: a feature-flag client loads its features with auto
// refresh): GET /api/features/{clientKey} answers the operator's features file in the shape
// GrowthBook's SDK reads (`{ features, dateUpdated }`), with an ETag so refreshes cost a 304.
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpRouteContext } from './routeContext'

/** The features path prefix GrowthBook's SDK requests: `${apiHost}/api/features/${clientKey}`. */
export const FEATURES_PATH = '/api/features/'

/** The answer of one version of the features file, kept until the file changes. */
interface FeaturesAnswer {
  readonly file: string
  readonly modifiedMs: number
  readonly body: string
  readonly etag: string
}

let latest: FeaturesAnswer | null = null

const BASE_HEADERS = {
  // Feature definitions are public (they hold no visitor): any storefront origin may read them.
  'access-control-allow-origin': '*',
  // Revalidated on every refresh; the ETag makes an unchanged file a 304.
  'cache-control': 'no-cache',
}

/** Whether the parsed file looks like GrowthBook's payload: `{ features: { name: {…} } }`. */
function isFeatureDefinitions(value: unknown): value is { features: Record<string, object> } {
  if (typeof value !== 'object' || value === null) return false
  const features = (value as { features?: unknown }).features
  if (typeof features !== 'object' || features === null || Array.isArray(features)) return false
  return Object.values(features).every(
    (definition) => typeof definition === 'object' && definition !== null,
  )
}

/** The file's answer, read again only when its modification time changes. */
async function featuresAnswer(file: string): Promise<FeaturesAnswer | null> {
  let modifiedMs: number
  try {
    modifiedMs = (await stat(file)).mtimeMs
  } catch {
    return null
  }
  if (latest?.file === file && latest.modifiedMs === modifiedMs) return latest
  let parsed: unknown
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'))
  } catch {
    return null
  }
  if (!isFeatureDefinitions(parsed)) return null
  // dateUpdated is the payload's version: the SDK skips re-evaluating an unchanged one.
  const body = JSON.stringify({
    status: 200,
    features: parsed.features,
    dateUpdated: new Date(modifiedMs).toISOString(),
  })
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  latest = { file, modifiedMs, body, etag }
  return latest
}

export async function handleFeatures(
  req: IncomingMessage,
  url: URL,
  res: ServerResponse,
  { config }: HttpRouteContext,
): Promise<boolean> {
  const clientKey = url.pathname.slice(FEATURES_PATH.length)
  if (clientKey !== config.features.clientKey) {
    res
      .writeHead(404, { ...BASE_HEADERS, 'content-type': 'text/plain; charset=utf-8' })
      .end('Не найдено')
    return true
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...BASE_HEADERS, allow: 'GET, HEAD' }).end()
    return true
  }
  const answer = await featuresAnswer(config.features.file)
  if (!answer) {
    // A missing or broken file is the operator's to mend; clients keep their cached features
    // (SPEC §8: feature-flag load failures are only logged).
    res
      .writeHead(503, {
        ...BASE_HEADERS,
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': '60',
      })
      .end('Признаки недоступны')
    return true
  }
  const headers = { ...BASE_HEADERS, etag: answer.etag }
  if (req.headers['if-none-match'] === answer.etag) {
    res.writeHead(304, headers).end()
    return true
  }
  res.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8' })
  res.end(req.method === 'HEAD' ? undefined : answer.body)
  return true
}
