// Production mode (NODE_ENV=production): the development switches are refused at start, the
// secrets and the public address must be set, and the schema stops describing itself — no
// introspection, no "Did you mean …" suggestions.
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions'
import type { Plugin } from 'graphql-yoga'
import { MIN_SECRET_BYTES, secretBytes } from '../auth/secrets'
import type { ApiConfig } from '../config'
import { graphql } from '../graphqlRuntime'

/**
 * What a configuration turns on that production may not have: the development switches, as the
 * variables that set them, and an OAuth provider's token check over plain http.
 */
export function developmentSwitches(
  config: Pick<ApiConfig, 'devOAuth' | 'devSmsCode' | 'oauth'> &
    Partial<Pick<ApiConfig, 'smsGateway'>>,
): string[] {
  const switches: string[] = []
  if (config.devOAuth) switches.push('DEV_OAUTH (the OAuth stand-in that accepts any test: token)')
  if (config.devSmsCode !== undefined) switches.push('DEV_SMS_CODE (a fixed SMS code)')
  for (const [name, settings] of Object.entries(config.oauth)) {
    const endpoints = settings
      ? [settings.infoUrl, 'tokenUrl' in settings ? settings.tokenUrl : '']
      : []
    for (const url of endpoints.filter((url) => url && !url.startsWith('https://'))) {
      switches.push(`a ${name} OAuth token check over plain http (${url}; use https)`)
    }
  }
  if (config.smsGateway && !config.smsGateway.url.startsWith('https://')) {
    switches.push(`an SMS gateway over plain http (${config.smsGateway.url}; use https)`)
  }
  return switches
}

/** The settings production checks at start. */
export type StartableConfig = Pick<
  ApiConfig,
  | 'production'
  | 'devOAuth'
  | 'devSmsCode'
  | 'oauth'
  | 'jwtSecret'
  | 'jwtSecretPrevious'
  | 'smsCodeSecret'
  | 'publicUrl'
> &
  Partial<Pick<ApiConfig, 'smsGateway'>>

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.origin === value.replace(/\/$/, '')
    )
  } catch {
    return false
  }
}

/**
 * What production needs and a configuration lacks, as the variables to set: secrets of at least
 * MIN_SECRET_BYTES (a short HS256 key is guessed offline from one token), and the public address
 * every absolute link and the CORS default are built from (never from the request's Host).
 */
export function missingProductionSettings(config: StartableConfig): string[] {
  const missing: string[] = []
  const strong = (name: string, value: string | undefined, required: boolean) => {
    if (value === undefined) {
      if (required) missing.push(`${name} (a random secret of at least ${MIN_SECRET_BYTES} bytes)`)
    } else if (secretBytes(value) < MIN_SECRET_BYTES) {
      missing.push(`${name} of at least ${MIN_SECRET_BYTES} bytes (it has ${secretBytes(value)})`)
    }
  }
  strong('JWT_SECRET', config.jwtSecret, true)
  strong('JWT_SECRET_PREVIOUS', config.jwtSecretPrevious, false)
  strong('SMS_CODE_SECRET', config.smsCodeSecret, true)
  if (!config.publicUrl || !isWebAddress(config.publicUrl)) {
    missing.push("PUBLIC_URL (the storefront's public origin, e.g. https://apteka.example)")
  }
  return missing
}

/**
 * Throws, with a message saying what to unset and what to set, when production mode meets a
 * development switch (either would let anyone sign in as anyone) or lacks a secret or the public
 * address. main.ts calls it before opening the database.
 */
export function assertStartable(config: StartableConfig): void {
  if (!config.production) return
  const switches = developmentSwitches(config)
  const missing = missingProductionSettings(config)
  if (switches.length === 0 && missing.length === 0) return
  const problems: string[] = []
  if (switches.length > 0) {
    problems.push(
      `NODE_ENV=production refuses ${switches.join(' and ')}; unset ${
        switches.length > 1 ? 'them' : 'it'
      } or run in development mode.`,
    )
  }
  if (missing.length > 0) problems.push(`NODE_ENV=production needs ${missing.join(', ')}.`)
  throw new Error(`reference-api: ${problems.join(' ')}`)
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
