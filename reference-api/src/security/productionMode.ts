// Production mode (NODE_ENV=production): the development switches are refused at start, and the
// schema stops describing itself — no introspection, no "Did you mean …" suggestions.
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions'
import type { Plugin } from 'graphql-yoga'
import type { ApiConfig } from '../config'
import { graphql } from '../graphqlRuntime'

/** The development switches a configuration turns on, as the variables that set them. */
export function developmentSwitches(config: ApiConfig): string[] {
  const switches: string[] = []
  if (config.devOAuth) switches.push('DEV_OAUTH (the OAuth stand-in that accepts any test: token)')
  if (config.devSmsCode !== undefined) switches.push('DEV_SMS_CODE (a fixed SMS code)')
  return switches
}

/**
 * Throws, with a message saying what to unset, when production mode meets a development switch:
 * either would let anyone sign in as anyone. main.ts calls it before opening the database.
 */
export function assertStartable(config: ApiConfig): void {
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
