// The session when the site's own server holds the tokens (sessionMode 'server-held'): the page
// never sees a token. Its server keeps them in HttpOnly cookies, refreshes them, adds them to the
// '/graphql' calls it proxies and applies SPEC §4 (revert to the operator, else sign out) on
// logout and on a rejected call; the page reads the non-secret session marker the server writes
// and only tells its listeners and the other tabs what changed.
import { LogoutDocument } from '#documents'
import type { LogoutResult, SessionCore, SessionCoreParts, SessionOptions } from './sessionCore'
import {
  CART_ID_KEY,
  FAVORITES_KEY,
  isAuthenticatedIn,
  isEmployeeModeIn,
  type SessionState,
  signInTo,
} from './tokenJar'

const signedIn = (state: SessionState) => state.user !== null || state.operator !== null

const runHandler = async (handler: (() => void | Promise<void>) | undefined) => {
  try {
    await handler?.()
  } catch {
    // The app's handler failing must not undo the logout.
  }
}

/** The session core over a jar made in 'server-held' mode (it reads the marker, writes nothing). */
export function makeServerHeldSessionCore(
  parts: SessionCoreParts,
  options: SessionOptions = {},
): SessionCore {
  const { jar, send, storage } = parts

  /** What the page does once its server has ended the customer's session. */
  const signedOut = async (before: SessionState, type: 'signed-out' | 'forced-logout') => {
    if (type === 'signed-out') {
      storage.removeItem(CART_ID_KEY)
      storage.removeItem(FAVORITES_KEY)
    }
    jar.emit(type)
    if (before.operator !== null) await runHandler(options.onOperatorLogout)
    await runHandler(options.onLogout)
  }

  /** After the server applied SPEC §4: the operator's own session is left, or nothing is. */
  const settle = async (before: SessionState, type: 'signed-out' | 'forced-logout') => {
    if (jar.state().user !== null && before.operator !== null) {
      jar.emit('operator-reverted')
      return true
    }
    await signedOut(before, type)
    return false
  }

  const logout = async (): Promise<LogoutResult> => {
    const before = jar.state()
    if (signedIn(before)) {
      // The server ends the session (and reverts to the operator's) while answering this.
      try {
        await send(LogoutDocument, {})
      } catch {
        // Offline: the page still forgets; the server's cookies end on the next answer.
      }
    }
    return { revertedToOperator: await settle(before, 'signed-out') }
  }

  const forceLogout: SessionCore['forceLogout'] = async (sentWith) => {
    if (sentWith?.held) {
      // The server already applied the rule to the rejected call's answer; a marker that has
      // not changed since the call went out means it ended nothing.
      const before = sentWith.held
      if (!signedIn(before) || sameSession(before, jar.state())) return
      await settle(before, 'forced-logout')
      return
    }
    const before = jar.state()
    if (!signedIn(before)) return
    try {
      await send(LogoutDocument, {})
    } catch {
      // As in logout.
    }
    await settle(before, 'forced-logout')
  }

  return {
    state: jar.state,
    // Never a bearer: the server adds the tokens; the marker now is what a failed call compares.
    accessTokens: async () => ({
      ok: true,
      tokens: { user: null, operator: null, held: jar.state() },
    }),
    // The server refreshes.
    refresh: async () => null,
    signIn: (tokens) => signInTo(jar, tokens),
    logout,
    forceLogout,
    isAuthenticated: () => isAuthenticatedIn(jar.state()),
    isEmployeeMode: (profile) => isEmployeeModeIn(jar.state(), profile),
    subscribe: jar.subscribe,
  }
}

const sameSession = (a: SessionState, b: SessionState) =>
  a.user?.refreshToken === b.user?.refreshToken &&
  a.operator?.refreshToken === b.operator?.refreshToken
