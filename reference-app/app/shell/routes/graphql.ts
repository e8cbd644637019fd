// The storefront's '/graphql': a resource route, so the proxy runs in the server bundle with the sdk
// and shares its refreshes with the server render (shell/graphqlProxy.server.ts).
import { proxyGraphQL } from '../graphqlProxy.server'
import type { Route } from './+types/graphql'

export const loader = ({ request, context }: Route.LoaderArgs) => proxyGraphQL(request, context)
export const action = ({ request, context }: Route.ActionArgs) => proxyGraphQL(request, context)
