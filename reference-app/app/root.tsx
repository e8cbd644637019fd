// The document, the shell around every page and the error boundary (SPEC §2 error page).
import type { ReactNode } from 'react'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import type { Route } from './+types/root'
import { ERROR_PAGE_TEXT, ErrorPage } from './components/ErrorPage/ErrorPage'
import { NOT_FOUND_TEXT, NotFound } from './components/NotFound/NotFound'
import { PageMeta } from './components/PageMeta/PageMeta'
import { storefrontLocation } from './routing/storefrontPath'
import { StorefrontShell } from './shell/StorefrontShell'
import './styles/tokens.css'
import './styles/base.css'

// Titles and descriptions are rendered by each page with <PageMeta> (React 19 hoists
// them into <head>), because they come from the hooks' data (metaInformation).

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

// The region segment and public forms are read from the matched params on both sides
// (server render and browser navigation), so an unknown 'r_…' or public form is a 404
// without a server round trip on client navigation.
function resolveLocation(params: Route.LoaderArgs['params']) {
  const location = storefrontLocation(params)
  if (location.notFound) throw data(null, { status: 404 })
  return { regionIdFromUrl: location.regionId }
}

export function loader({ params }: Route.LoaderArgs) {
  return resolveLocation(params)
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return resolveLocation(params)
}

export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate && JSON.stringify(currentParams) !== JSON.stringify(nextParams)
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a7a52" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <StorefrontShell regionIdFromUrl={loaderData.regionIdFromUrl}>
      <Outlet />
    </StorefrontShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const status = isRouteErrorResponse(error) ? error.status : undefined
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined
  return (
    <StorefrontShell regionIdFromUrl={null}>
      <PageMeta title={notFound ? NOT_FOUND_TEXT.title : ERROR_PAGE_TEXT.title} robots="noindex" />
      {notFound ? <NotFound /> : <ErrorPage status={status} detail={detail} />}
    </StorefrontShell>
  )
}
