// The start-up check of production mode: development switches that would let anyone sign in as
// anyone are refused, so a production server with one of them left on does not start at all.
import type { ApiConfig } from '../config'

/** Why a configuration may not run in production mode; empty when it may. */
export function productionProblems(
  config: Pick<ApiConfig, 'production' | 'devOAuth' | 'devSmsCode' | 'oauth'>,
): string[] {
  if (!config.production) return []
  const problems: string[] = []
  if (config.devOAuth) {
    problems.push("DEV_OAUTH is on: the OAuth stand-in would sign anyone in with 'test:{phone}'")
  }
  if (config.devSmsCode !== undefined) {
    problems.push('DEV_SMS_CODE is set: every phone would accept one known SMS code')
  }
  for (const [name, settings] of Object.entries(config.oauth)) {
    if (settings && !settings.infoUrl.startsWith('https://')) {
      problems.push(`the ${name} OAuth token check must use https, not ${settings.infoUrl}`)
    }
  }
  return problems
}

/**
 * Throws when the configuration may not run in production mode (NODE_ENV=production). The
 * server's start-up (main.ts) is to call it before opening the database.
 *
 * @example
 * assertProductionSafe(readConfig()) // throws with DEV_OAUTH=1 NODE_ENV=production
 */
export function assertProductionSafe(
  config: Pick<ApiConfig, 'production' | 'devOAuth' | 'devSmsCode' | 'oauth'>,
): void {
  const problems = productionProblems(config)
  if (problems.length > 0) {
    throw new Error(`reference-api refuses to start in production mode: ${problems.join('; ')}`)
  }
}
