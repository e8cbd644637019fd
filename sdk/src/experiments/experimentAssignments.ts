// What a visitor's experiments are, as the storefront uses them: each feature's value by name,
// as a string (the `X-Experiments` header of the cart mini calls, the cart flow's reader).
import type { GrowthBook } from '@growthbook/growthbook'

/** Each feature's value for one visitor, by feature name: `{ ex_cart_id: '1' }`. */
export type ExperimentAssignments = Readonly<Record<string, string>>

/** A feature value as the storefront reads it: strings as they are, `true` '1', `false` '0'. */
function assignmentText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

/** Every feature of the loaded payload, evaluated for the instance's visitor. */
export function assignmentsOf(growthbook: GrowthBook): ExperimentAssignments {
  const assignments: Record<string, string> = {}
  for (const name of Object.keys(growthbook.getFeatures())) {
    const text = assignmentText(growthbook.evalFeature(name).value)
    if (text !== null) assignments[name] = text
  }
  return assignments
}

/**
 * Reads one experiment from assignments, as `StorefrontConfig.experiments` wants it.
 * @example
 * <StorefrontProvider client={client} queryClient={queryClient} experiments={experimentReader({ ex_cart_id: '1' })}>
 */
export const experimentReader =
  (assignments: ExperimentAssignments) =>
  (name: string): string | null =>
    assignments[name] ?? null
