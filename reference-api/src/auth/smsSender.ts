// Where sign-in codes go: an SMS gateway over HTTP (sms.ru-style, SMSC-style or a generic JSON
// POST), set by environment; in development without one, the log. Production never logs a code:
// with no gateway it starts with a warning and getCode answers an error.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { graphql } from '../graphqlRuntime'
import { maskPhone } from '../telemetry/logger'

/** Delivers one SMS. */
export interface SmsSender {
  /** Resolves once the gateway has taken the text; rejects with SmsNotSent otherwise. */
  send(phone: string, text: string): Promise<void>
}

/** A delivery that did not happen; `reason` is for the log and never holds the phone or text. */
export class SmsNotSent extends Error {
  readonly reason: string
  constructor(reason: string) {
    super(`SMS not sent: ${reason}`)
    this.name = 'SmsNotSent'
    this.reason = reason
  }
}

/** The request shapes of the common Russian gateways, and a plain JSON POST for the rest. */
export const SMS_GATEWAY_TEMPLATES = ['smsru', 'smsc', 'json'] as const
export type SmsGatewayTemplate = (typeof SMS_GATEWAY_TEMPLATES)[number]

export interface SmsGatewaySettings {
  /** Request shape (`SMS_GATEWAY`). */
  template: SmsGatewayTemplate
  /** Endpoint (`SMS_GATEWAY_URL`). Default: sms.ru's or SMSC's; required for json. */
  url: string
  /** Account login (`SMS_GATEWAY_LOGIN`): SMSC's `login`. Default none. */
  login?: string | undefined
  /**
   * Credential (`SMS_GATEWAY_PASSWORD`): sms.ru's `api_id`, SMSC's `psw`, or json's bearer token.
   * Default none.
   */
  password?: string | undefined
  /** Registered sender name (`SMS_SENDER_NAME`). Default: the gateway's own. */
  senderName?: string | undefined
  /** How long the gateway may take, ms (`SMS_GATEWAY_TIMEOUT_MS`). Default 5000. */
  timeoutMs: number
}

export const SMS_GATEWAY_DEFAULT_URLS: Partial<Record<SmsGatewayTemplate, string>> = {
  smsru: 'https://sms.ru/sms/send',
  smsc: 'https://smsc.ru/sys/send.php',
}

/** Phone as the Russian gateways take it: digits only, '79991234567'. */
const digitsOf = (phone: string) => phone.replace(/\D/g, '')

type GatewayRequest = { body: string; headers: Record<string, string> }

function requestOf(settings: SmsGatewaySettings, phone: string, text: string): GatewayRequest {
  const form = (fields: Record<string, string | undefined>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(
      Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString(),
  })
  switch (settings.template) {
    case 'smsru':
      return form({
        api_id: settings.password,
        to: digitsOf(phone),
        msg: text,
        from: settings.senderName,
        json: '1',
      })
    case 'smsc':
      return form({
        login: settings.login,
        psw: settings.password,
        phones: digitsOf(phone),
        mes: text,
        sender: settings.senderName,
        charset: 'utf-8',
        fmt: '3',
      })
    case 'json':
      return {
        headers: {
          'content-type': 'application/json',
          ...(settings.password ? { authorization: `Bearer ${settings.password}` } : {}),
        },
        body: JSON.stringify({
          phone,
          text,
          ...(settings.senderName ? { sender: settings.senderName } : {}),
        }),
      }
  }
}

/**
 * Whether the gateway took the message, from its answer: sms.ru answers 200 with
 * `{status: 'OK', sms: {<to>: {status: 'OK'}}}` or a status code; SMSC 200 with `{id, cnt}` or
 * `{error, error_code}`; a JSON gateway any 2xx. Answers the failure's reason, or null.
 */
async function refusalOf(
  settings: SmsGatewaySettings,
  phone: string,
  response: Response,
): Promise<string | null> {
  if (!response.ok) return `HTTP ${response.status}`
  if (settings.template === 'json') return null
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (!body) return 'an answer that is not JSON'
  if (settings.template === 'smsru') {
    const sms = (body.sms as Record<string, { status?: unknown; status_code?: unknown }>)?.[
      digitsOf(phone)
    ]
    if (body.status === 'OK' && (sms === undefined || sms.status === 'OK')) return null
    return `sms.ru status ${String(sms?.status_code ?? body.status_code)}`
  }
  if (body.error !== undefined || body.id === undefined) {
    return `SMSC error ${String(body.error_code ?? 'without a code')}`
  }
  return null
}

/**
 * The HTTP gateway adapter. A failure is logged by its reason (status, error code, timeout) —
 * never with the phone or the text, which holds the code.
 */
export function smsGatewaySender(
  settings: SmsGatewaySettings,
  options: { log?: (line: string) => void; fetch?: typeof fetch } = {},
): SmsSender {
  const fetchImpl = options.fetch ?? fetch
  const fail = (reason: string) => {
    options.log?.(`[sms] the ${settings.template} gateway did not take a message: ${reason}`)
    return new SmsNotSent(reason)
  }
  return {
    async send(phone, text) {
      const { body, headers } = requestOf(settings, phone, text)
      let response: Response
      try {
        response = await fetchImpl(settings.url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(settings.timeoutMs),
        })
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError'
        throw fail(
          timedOut ? `no answer in ${settings.timeoutMs} ms` : 'the gateway cannot be reached',
        )
      }
      const refusal = await refusalOf(settings, phone, response)
      if (refusal) throw fail(refusal)
    },
  }
}

/**
 * Development only: the text goes to the log (`npm start` shows the sign-in code there), the
 * phone masked like every phone in the log.
 */
export const logSmsSender = (log: (line: string) => void): SmsSender => ({
  async send(phone, text) {
    log(`[sms] ${maskPhone(phone)}: ${text}`)
  },
})

/** Production without a gateway: nothing is sent, nothing is logged, getCode answers an error. */
export const noSmsSender: SmsSender = {
  async send() {
    throw new SmsNotSent('no SMS gateway is configured (SMS_GATEWAY)')
  },
}

/** What a sender reports after each message, for counting (metrics). */
export type SmsOutcome = 'sent' | 'failed'

/** A sender that reports every outcome to `onOutcome` (which may not throw into the sign-in). */
export const countingSmsSender = (
  sender: SmsSender,
  onOutcome: (outcome: SmsOutcome) => void,
): SmsSender => ({
  async send(phone, text) {
    try {
      await sender.send(phone, text)
    } catch (error) {
      onOutcome('failed')
      throw error
    }
    onOutcome('sent')
  },
})

/**
 * The sender of a configuration: the gateway when one is set; else in development the log; else
 * (production) none, with a warning at start. The log sender is never chosen in production.
 */
export function chooseSmsSender(
  config: { production: boolean; smsGateway: SmsGatewaySettings | null },
  log: (line: string) => void,
): SmsSender {
  if (config.smsGateway) return smsGatewaySender(config.smsGateway, { log })
  if (!config.production) return logSmsSender(log)
  log(
    '[warning] reference-api: no SMS gateway is configured (SMS_GATEWAY, SMS_GATEWAY_URL, …): ' +
      'sign-in by SMS code answers an error until one is set',
  )
  return noSmsSender
}

/** The §8 error getCode answers when the SMS did not go out: E_3, in Russian. */
export const smsNotSentError = () =>
  new graphql.GraphQLError('Не удалось отправить SMS с кодом, попробуйте позже', {
    extensions: { code: ERROR_CODES.GENERIC },
  })
