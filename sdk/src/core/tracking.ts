// Advertising pixels (SPEC §7): impression and click URLs are fetched by plain GET and
// nobody waits for them.
import type { StorefrontState } from './storefrontState'

/**
 * Sends a pixel: the configured sender, else a no-cors GET that survives page unload.
 * @example
 * sendPixel(state, product.counters?.advertisement?.imps ?? '') // nothing for an empty address
 */
export function sendPixel(state: StorefrontState, url: string): void {
  const send = state.config.sendTrackingPixel
  if (send) {
    send(url)
    return
  }
  if (typeof fetch === 'function') {
    fetch(url, { mode: 'no-cors', credentials: 'include', keepalive: true }).catch(() => undefined)
    return
  }
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function')
    navigator.sendBeacon(url)
}
