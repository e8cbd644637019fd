// Public surface of experiments/ (@apteka/sdk/experiments): feature flags and A/B experiments
// over GrowthBook's SDK, with the cache of SPEC §9 and a stable visitor id.
export type { ExperimentAssignments } from './experimentAssignments'
export { experimentReader } from './experimentAssignments'
export { DEFAULT_FEATURES_CLIENT_KEY, FEATURE_CACHE } from './featureCache'
export type { LoadExperimentsOptions, VisitorExperiments } from './loadExperiments'
export { loadExperiments } from './loadExperiments'
export { isVisitorId, newVisitorId, VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE } from './visitorId'
