// Where the shop's e-mails go (the subscription's confirmation link): an HTTP mail gateway taking
// a JSON POST (EMAIL_GATEWAY_URL, EMAIL_GATEWAY_TOKEN, EMAIL_FROM); in development without one,
// the log with the address masked; in production without one, nothing is sent and the request
// that needed the e-mail answers an error. The same shape as auth/smsSender.ts.

/** Delivers one e-mail. */
export interface EmailSender {
  /** Resolves once the gateway has taken the message; rejects with EmailNotSent otherwise. */
  send(to: string, subject: string, text: string): Promise<void>
}

/** A delivery that did not happen; `reason` is for the log and never holds the address or text. */
export class EmailNotSent extends Error {
  readonly reason: string
  constructor(reason: string) {
    super(`E-mail not sent: ${reason}`)
    this.name = 'EmailNotSent'
    this.reason = reason
  }
}

export interface EmailGatewaySettings {
  /** The gateway's endpoint (`EMAIL_GATEWAY_URL`): it takes `{from, to, subject, text}`. */
  url: string
  /** Its bearer token (`EMAIL_GATEWAY_TOKEN`). Default none. */
  token?: string | undefined
  /** The sender address (`EMAIL_FROM`). Default 'apteka@localhost'. */
  from: string
  /** How long the gateway may take, ms. 5000. */
  timeoutMs: number
}

/** 'ivan.petrov@mail.ru' → 'i***@mail.ru': the log may say which domain, never whose address. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@')
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`
}

/** The HTTP gateway adapter; a failure is logged by its reason, never with the address or text. */
export function emailGatewaySender(
  settings: EmailGatewaySettings,
  options: { log?: (line: string) => void; fetch?: typeof fetch } = {},
): EmailSender {
  const fetchImpl = options.fetch ?? fetch
  const fail = (reason: string) => {
    options.log?.(`[email] the gateway did not take a message: ${reason}`)
    return new EmailNotSent(reason)
  }
  return {
    async send(to, subject, text) {
      let response: Response
      try {
        response = await fetchImpl(settings.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
          },
          body: JSON.stringify({ from: settings.from, to, subject, text }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        })
      } catch {
        throw fail('the gateway cannot be reached or did not answer in time')
      }
      if (!response.ok) throw fail(`HTTP ${response.status}`)
    },
  }
}

/** Development only: the e-mail goes to the log (its link included), the address masked. */
export const logEmailSender = (log: (line: string) => void): EmailSender => ({
  async send(to, subject, text) {
    log(`[email] ${maskEmail(to)}: ${subject}\n${text}`)
  },
})

/** Production without a gateway: nothing is sent, nothing is logged. */
export const noEmailSender: EmailSender = {
  async send() {
    throw new EmailNotSent('no e-mail gateway is configured (EMAIL_GATEWAY_URL)')
  },
}

/** The sender of a configuration: the gateway; else the log in development; else none. */
export function chooseEmailSender(
  config: { production: boolean; emailGateway: EmailGatewaySettings | null },
  log: (line: string) => void,
): EmailSender {
  if (config.emailGateway) return emailGatewaySender(config.emailGateway, { log })
  if (!config.production) return logEmailSender(log)
  log(
    '[warning] reference-api: no e-mail gateway is configured (EMAIL_GATEWAY_URL): ' +
      'subscriptions to the newsletter answer an error until one is set',
  )
  return noEmailSender
}
