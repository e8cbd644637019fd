// Plain HTTP routes beside /graphql: generated pack-shot images, the test payment page, the
// advertisement counters, the feature definitions, the vendor measurement, the start of an OAuth sign-in and the OAuth stand-in's sign-in page. Answers true when it handled
// the request.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { handleAdCounter } from './ads'
import { handleEmailConfirm } from './emailConfirm'
import { FEATURES_PATH, handleFeatures } from './features'
import { handleImage } from './images'
import { handleOAuthStandIn } from './oauthStandIn'
import { handleOAuthStart } from './oauthStart'
import { badRequest } from './pathSegments'
import { handlePayment } from './payment'
import type { HttpRouteContext } from './routeContext'
import { handleVendorMeasurement, VENDOR_MEASUREMENT_PATH } from './vendorMeasurement'

export type { HttpRouteContext } from './routeContext'

export async function handleHttpRoute(
  req: IncomingMessage,
  res: ServerResponse,
  context: HttpRouteContext,
): Promise<boolean> {
  let url: URL
  try {
    url = new URL(req.url ?? '/', 'http://localhost')
  } catch {
    return badRequest(res)
  }
  if (url.pathname === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    return true
  }
  if (url.pathname.startsWith('/images/')) return handleImage(url, res, context)
  if (url.pathname.startsWith('/pay/')) return handlePayment(req, url, res, context)
  if (url.pathname.startsWith('/ads/')) return handleAdCounter(req, url, res, context)
  if (url.pathname.startsWith(FEATURES_PATH)) return handleFeatures(req, url, res, context)
  if (url.pathname.startsWith('/email/')) return handleEmailConfirm(req, url, res, context)
  if (url.pathname.startsWith('/oauth/stand-in/')) return handleOAuthStandIn(url, res, context)
  if (url.pathname === '/oauth/start') return handleOAuthStart(url, res, context)
  if (url.pathname === VENDOR_MEASUREMENT_PATH) return handleVendorMeasurement(req, res)
  return false
}
