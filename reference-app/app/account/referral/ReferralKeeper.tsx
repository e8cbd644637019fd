// Mounted once in the shell: whenever the address carries '?REF_CODE=', the code is kept in a
// cookie for the registration that may follow (SPEC §9). Renders nothing. The cookie's rules load
// only with such an address, not with every page's first load (#36).
import { REF_CODE_PARAM } from '@apteka/sdk'
import { useEffect } from 'react'
import { useLocation } from 'react-router'

export function ReferralKeeper() {
  const { search } = useLocation()
  useEffect(() => {
    if (!search.includes(`${REF_CODE_PARAM}=`)) return
    void import('./referralCookie').then(({ rememberReferralCode }) => rememberReferralCode(search))
  }, [search])
  return null
}
