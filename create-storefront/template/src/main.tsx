// The app's start: one sdk client, one query cache, the hooks' provider around the skin.
import { StorefrontProvider } from '@apteka/hooks'
import { createStorefrontClient } from '@apteka/sdk'
import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

const client = createStorefrontClient({ endpoint: '/graphql' })
const queryClient = new QueryClient()
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

createRoot(root).render(
  <StrictMode>
    <StorefrontProvider client={client} queryClient={queryClient}>
      <App />
    </StorefrontProvider>
  </StrictMode>,
)
