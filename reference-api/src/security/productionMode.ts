// Production mode (NODE_ENV=production): the development switches are refused at start, and the
// schema stops describing itself — no introspection, no "Did you mean …" suggestions.
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions'
import type { Plugin } from 'graphql-yoga'
import type { ApiConfig } from '../config'
import { graphql } from '../graphqlRuntime'

/**
 * What a configuration turns on that production may not have: the development switches, as the
 * variables that set them, and an OAuth provider's token check over plain http.
 */
export function developmentSwitches(
  config: Pick<ApiConfig, 'devOAuth' | 'devSmsCode' | 'oauth'>,
): string[] {
  const switches: string[] = []
  if (config.devOAuth) switches.push('DEV_OAUTH (the OAuth stand-in that accepts any test: token)')
  if (config.devSmsCode !== undefined) switches.push('DEV_SMS_CODE (a fixed SMS code)')
  for (const [name, settings] of Object.entries(config.oauth)) {
    if (settings && !settings.infoUrl.startsWith('https://')) {
      switches.push(`a ${name} OAuth token check over plain http (${settings.infoUrl}; use https)`)
    }
  }
  return switches
}

/**
 * Throws, with a message saying what to unset, when production mode meets a development switch:
 * either would let anyone sign in as anyone. main.ts calls it before opening the database.
 */
export function assertStartable(
  config: Pick<ApiConfig, 'production' | 'devOAuth' | 'devSmsCode' | 'oauth'>,
): void {
  if (!config.production) return
  const switches = developmentSwitches(config)
  if (switches.length === 0) return
  throw new Error(
    `reference-api: NODE_ENV=production refuses ${switches.join(' and ')}; unset ${
      switches.length > 1 ? 'them' : 'it'
    } or run in development mode.`,
  )
}

/** The plugins of production mode: introspection refused and suggestions masked. */
export const productionPlugins = (): Plugin[] => [
  {
    onValidate({ addValidationRule }) {
      addValidationRule(graphql.NoSchemaIntrospectionCustomRule)
    },
  },
  blockFieldSuggestionsPlugin() as Plugin,
]
