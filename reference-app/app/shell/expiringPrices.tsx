// The employee's 'show expiring prices' switch (SPEC §6): kept in a cookie, so the server's HTML
// lists the same prices as the browser, and handed to StorefrontProvider's showExpiringPrices,
// from which useProduct lists the prices. The control (product page) reads and sets it here.
import { type CookieStore, documentCookies } from '@apteka/sdk'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'

/** The cookie's name. */
export const SHOW_EXPIRING_PRICES_COOKIE = 'show_expiring_prices'

/** Remembered for a year, in seconds: an employee's working preference. */
const MAX_AGE = 365 * 24 * 60 * 60

/** Whether a Cookie header (or document.cookie) has the switch on. */
export function showsExpiringPrices(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim() === `${SHOW_EXPIRING_PRICES_COOKIE}=1`)
}

/** Records the switch, or (off) forgets it. */
export function rememberShowExpiringPrices(cookies: CookieStore, shown: boolean): void {
  if (shown) cookies.set(SHOW_EXPIRING_PRICES_COOKIE, '1', { maxAge: MAX_AGE, path: '/' })
  else cookies.remove(SHOW_EXPIRING_PRICES_COOKIE, { path: '/' })
}

interface ExpiringPricesSwitch {
  readonly shown: boolean
  readonly setShown: (shown: boolean) => void
}

const ExpiringPricesContext = createContext<ExpiringPricesSwitch>({
  shown: false,
  setShown: () => undefined,
})

/**
 * Holds the switch for the page's life, starting from the cookie the page was served with;
 * `children` receives the current value for StorefrontProvider.
 */
export function ExpiringPricesState({
  initial,
  children,
}: {
  initial: boolean
  children: (shown: boolean) => ReactNode
}) {
  const [shown, setState] = useState(initial)
  const setShown = useCallback((next: boolean) => {
    rememberShowExpiringPrices(documentCookies(), next)
    setState(next)
  }, [])
  const value = useMemo(() => ({ shown, setShown }), [shown, setShown])
  return (
    <ExpiringPricesContext.Provider value={value}>{children(shown)}</ExpiringPricesContext.Provider>
  )
}

/** The switch: whether expiring prices are shown, and how to change it. */
export function useExpiringPricesSwitch(): ExpiringPricesSwitch {
  return useContext(ExpiringPricesContext)
}
