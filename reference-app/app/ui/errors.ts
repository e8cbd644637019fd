// What a shopper reads of a failure: the sdk's `messageOf` (SPEC §8 messages). The error
// catalogue comes with this module, which only screens that show a failure's text import; whether
// a failure means "not found" is ui/pageFailure.ts, read on every listing's first paint.
import { messageOf } from '@apteka/sdk/errors'

/** The error's text for the shopper (SPEC §8 messages via the sdk), or null when there is none. */
export function errorText(error: unknown): string | null {
  return error ? messageOf(error) : null
}
