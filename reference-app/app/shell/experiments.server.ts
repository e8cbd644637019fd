// The visitor's experiments, evaluated by the storefront server for each page (SPEC §7, §9):
// the visitor id cookie (set here on a first visit), the features from the API's
// /api/features/{key} through the sdk's cached GrowthBook client, and the assignments the root
// loader serialises, so the server HTML and the hydrated page show the same variant.
import type { ResponseCookieStore } from '@apteka/sdk'
import {
  DEFAULT_FEATURES_CLIENT_KEY,
  type ExperimentAssignments,
  isVisitorId,
  loadExperiments,
  newVisitorId,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE,
} from '@apteka/sdk/experiments'
import type { AppLoadContext } from 'react-router'

/** The assignments of each request once evaluated: the server's own client sends them too. */
const assigned = new WeakMap<AppLoadContext, ExperimentAssignments>()

/** The request's assignments, or none before the root loader evaluated them. */
export const assignedExperiments = (context: AppLoadContext): ExperimentAssignments =>
  assigned.get(context) ?? {}

/** The visitor's id from her cookie; a first visit (or a forged value) gets a new one. */
function visitorIdOf(cookies: ResponseCookieStore): string {
  const known = cookies.get(VISITOR_COOKIE)
  if (isVisitorId(known)) return known
  const visitorId = newVisitorId()
  // Readable by page scripts on purpose (an analytics counter may join on it); SameSite=Lax.
  cookies.set(VISITOR_COOKIE, visitorId, { maxAge: VISITOR_COOKIE_MAX_AGE })
  return visitorId
}

/** Evaluates the features for the request's visitor (once per request). */
export async function requestExperiments(
  context: AppLoadContext,
  cookies: ResponseCookieStore,
): Promise<ExperimentAssignments> {
  const known = assigned.get(context)
  if (known) return known
  const experiments = await loadExperiments({
    apiHost: context.apiUrl ?? process.env.API_URL ?? 'http://127.0.0.1:4000',
    clientKey: process.env.FEATURES_CLIENT_KEY || DEFAULT_FEATURES_CLIENT_KEY,
    visitorId: visitorIdOf(cookies),
    // SPEC §8: a feature-flag load failure is only logged; the page renders the defaults.
    onLoadError: (error) =>
      console.warn(`features not loaded: ${error instanceof Error ? error.message : error}`),
  })
  const assignments = experiments.assignments()
  experiments.close()
  assigned.set(context, assignments)
  return assignments
}
