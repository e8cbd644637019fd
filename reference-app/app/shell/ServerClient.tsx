// The request's sdk client, handed to the server render by entry.server.tsx: the render then
// reads the same session as the loaders (signed in or not, employee mode), so the HTML matches
// what the browser hydrates with its own cookies.
import type { StorefrontClient } from '@apteka/sdk'
import { createContext } from 'react'

export const ServerClientContext = createContext<StorefrontClient | null>(null)
