// Mounted once in the shell: whenever the address carries '?REF_CODE=', the code is kept in a
// cookie for the registration that may follow (SPEC §9). Renders nothing.
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { rememberReferralCode } from './referralCookie'

export function ReferralKeeper() {
  const { search } = useLocation()
  useEffect(() => rememberReferralCode(search), [search])
  return null
}
