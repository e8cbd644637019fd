// The server's entry: renders the document (streamed; whole for bots) with the request's sdk
// client, and sends back the cookies that client wrote — the token pair a loader refreshed, or
// the removal of a rejected one. Refresh tokens are single-use, so a rotation that stayed on the
// server would sign the shopper out on their next request.
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import {
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  ServerRouter,
} from 'react-router'
import { CspNonceContext } from './shell/cspNonce'
import { ServerClientContext } from './shell/ServerClient'
import { scriptsAfterPaint } from './shell/scriptsAfterPaint.server'
import { writeSessionMarker } from './shell/sessionHolder.server'
import { madeRequestStorefront } from './shell/storefront.server'

/** How long a streamed render may wait for deferred data, ms. */
export const streamTimeout = 5_000

/** Adds the request's cookie writes to the response; a signed-in page is never shared by caches. */
function withSessionHeaders(headers: Headers, context: AppLoadContext) {
  const storefront = madeRequestStorefront(context)
  if (!storefront) return
  // The page's client reads the session from the marker (the tokens are HttpOnly).
  writeSessionMarker(storefront.cookies)
  for (const cookie of storefront.cookies.setCookieHeaders()) headers.append('Set-Cookie', cookie)
  if (storefront.client.session.isAuthenticated() || headers.has('Set-Cookie')) {
    headers.set('Cache-Control', 'private, no-store')
  }
}

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  withSessionHeaders(headers, loadContext)
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers })

  const userAgent = request.headers.get('user-agent')
  const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode
  const client = madeRequestStorefront(loadContext)?.client ?? null
  // The policy server.mjs sent allows only scripts with this nonce (and the site's own files):
  // React's streaming scripts, React Router's context and module scripts all carry it.
  const nonce = loadContext.cspNonce

  return new Promise<Response>((resolve, reject) => {
    let statusCode = status
    let shellRendered = false
    const ready = () => {
      shellRendered = true
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeout)
          callback()
        },
      })
      headers.set('Content-Type', 'text/html; charset=utf-8')
      // The page's scripts are fetched once the browser has painted this HTML (issue #36).
      pipe(scriptsAfterPaint()).pipe(body)
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }))
    }
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <ServerClientContext value={client}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerClientContext>
      </CspNonceContext>,
      {
        nonce,
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError: reject,
        onError(error) {
          statusCode = 500
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error)
        },
      },
    )
    // Leaves time for the rejected boundaries to flush after the stream timeout.
    const timeout = setTimeout(abort, streamTimeout + 1000)
  })
}

/** Client navigations' data requests send the cookies their loaders wrote too. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  withSessionHeaders(response.headers, context)
  return response
}
