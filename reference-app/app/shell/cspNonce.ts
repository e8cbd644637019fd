// The request's Content-Security-Policy nonce (server.mjs makes one per request, server/
// securityHeaders.mjs puts it in the policy): entry.server.tsx provides it, root.tsx stamps it
// on React Router's scripts. In the browser it is absent, and nothing needs it there.
import { createContext } from 'react'

export const CspNonceContext = createContext<string | undefined>(undefined)
