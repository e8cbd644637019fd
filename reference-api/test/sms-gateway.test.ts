// SMS delivery (issue #35, item 1): the HTTP gateway adapter against a fake gateway on 127.0.0.1
// (sms.ru-, SMSC- and JSON-shaped requests; success, refusal, timeout), and the API around it —
// a production API sends codes only through the gateway, answers E_3 in Russian when it cannot,
// and without a gateway starts with a warning and never writes a code to its log.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GetCodeDocument, LoginDocument } from '@apteka/sdk'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  countingSmsSender,
  SmsNotSent,
  type SmsOutcome,
  smsGatewaySender,
} from '../src/auth/smsSender'
import { readConfig } from '../src/config'
import { assertStartable } from '../src/security/productionMode'
import { maskPhone } from '../src/telemetry/logger'
import { startTestApi, type TestApi } from './harness'
import { backends, codes, shopper, suiteDatabaseUrl } from './shopper'

const PHONE = '+79990000001'

type Behaviour = 'ok' | 'refuse' | 'http-error' | 'hang'

/** A gateway on a free loopback port: records what it was sent, answers as told. */
class FakeGateway {
  behaviour: Behaviour = 'ok'
  received: { contentType: string; authorization: string; body: string }[] = []
  private server: Server = createServer((req, res) => void this.answer(req, res))
  url = ''

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/send`
  }

  stop() {
    this.server.closeAllConnections()
    return new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  /** The last request's fields (a form, or JSON). */
  lastFields(): Record<string, unknown> {
    const last = this.received.at(-1)
    if (!last) throw new Error('the gateway got nothing')
    return last.contentType.includes('json')
      ? (JSON.parse(last.body) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(last.body))
  }

  private async answer(req: IncomingMessage, res: import('node:http').ServerResponse) {
    let body = ''
    for await (const chunk of req) body += chunk
    this.received.push({
      contentType: req.headers['content-type'] ?? '',
      authorization: req.headers.authorization ?? '',
      body,
    })
    if (this.behaviour === 'hang') return // never answers; the sender's timeout ends it
    if (this.behaviour === 'http-error') {
      res.writeHead(502).end('bad gateway')
      return
    }
    const fields = req.headers['content-type']?.includes('json')
      ? {}
      : Object.fromEntries(new URLSearchParams(body))
    const ok = this.behaviour === 'ok'
    const answer =
      'api_id' in fields
        ? ok
          ? {
              status: 'OK',
              status_code: 100,
              sms: { [fields.to as string]: { status: 'OK', status_code: 100, sms_id: '1' } },
            }
          : { status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' }
        : 'psw' in fields
          ? ok
            ? { id: 7, cnt: 1 }
            : { error: 'authorise error', error_code: 2 }
          : { accepted: true }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
  }
}

describe('the SMS gateway adapter', () => {
  const gateway = new FakeGateway()
  const logged: string[] = []
  const log = (line: string) => logged.push(line)
  beforeAll(() => gateway.start())
  afterAll(() => gateway.stop())
  beforeEach(() => {
    gateway.behaviour = 'ok'
    logged.length = 0
  })

  const sender = (template: 'smsru' | 'smsc' | 'json', timeoutMs = 2000) =>
    smsGatewaySender(
      {
        template,
        url: gateway.url,
        login: 'apteka',
        password: 'gateway-key',
        senderName: 'Apteka',
        timeoutMs,
      },
      { log },
    )

  it('sends the sms.ru request shape and takes its OK', async () => {
    await sender('smsru').send(PHONE, 'Код для входа: 4821')
    expect(gateway.lastFields()).toEqual({
      api_id: 'gateway-key',
      to: '79990000001',
      msg: 'Код для входа: 4821',
      from: 'Apteka',
      json: '1',
    })
  })

  it('sends the SMSC request shape and takes its id', async () => {
    await sender('smsc').send(PHONE, 'Код для входа: 4821')
    expect(gateway.lastFields()).toMatchObject({
      login: 'apteka',
      psw: 'gateway-key',
      phones: '79990000001',
      mes: 'Код для входа: 4821',
      sender: 'Apteka',
      fmt: '3',
    })
  })

  it('sends a JSON POST with a bearer token', async () => {
    await sender('json').send(PHONE, 'Код для входа: 4821')
    expect(gateway.lastFields()).toEqual({
      phone: PHONE,
      text: 'Код для входа: 4821',
      sender: 'Apteka',
    })
    expect(gateway.received.at(-1)?.authorization).toBe('Bearer gateway-key')
  })

  it('rejects with SmsNotSent on a gateway error, logging the reason without phone or code', async () => {
    gateway.behaviour = 'refuse'
    await expect(sender('smsru').send(PHONE, 'Код для входа: 4821')).rejects.toThrow(SmsNotSent)
    await expect(sender('smsc').send(PHONE, 'Код для входа: 4821')).rejects.toThrow(/SMSC error 2/)
    gateway.behaviour = 'http-error'
    await expect(sender('json').send(PHONE, 'Код для входа: 4821')).rejects.toThrow(/HTTP 502/)
    expect(logged).toHaveLength(3)
    expect(logged.join('\n')).not.toMatch(/4821|9990000001/)
  })

  it('gives up after its timeout', async () => {
    gateway.behaviour = 'hang'
    const started = Date.now()
    await expect(sender('json', 200).send(PHONE, 'Код для входа: 4821')).rejects.toThrow(
      /no answer in 200 ms/,
    )
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('reports each outcome to the counting callback', async () => {
    const outcomes: SmsOutcome[] = []
    const counted = countingSmsSender(sender('smsru'), (outcome) => outcomes.push(outcome))
    await counted.send(PHONE, 'Код для входа: 1')
    gateway.behaviour = 'refuse'
    await expect(counted.send(PHONE, 'Код для входа: 2')).rejects.toThrow(SmsNotSent)
    expect(outcomes).toEqual(['sent', 'failed'])
  })
})

describe('the gateway settings', () => {
  it('are read from the environment, with the gateways’ own endpoints by default', () => {
    expect(readConfig({}).smsGateway).toBeNull()
    expect(
      readConfig({ SMS_GATEWAY: 'smsru', SMS_GATEWAY_PASSWORD: 'k', SMS_SENDER_NAME: 'Apteka' })
        .smsGateway,
    ).toEqual({
      template: 'smsru',
      url: 'https://sms.ru/sms/send',
      login: undefined,
      password: 'k',
      senderName: 'Apteka',
      timeoutMs: 5000,
    })
    expect(readConfig({ SMS_GATEWAY: 'smsc' }).smsGateway?.url).toBe('https://smsc.ru/sys/send.php')
    expect(() => readConfig({ SMS_GATEWAY: 'json' })).toThrow(/needs SMS_GATEWAY_URL/)
    expect(() => readConfig({ SMS_GATEWAY: 'pigeon' })).toThrow(/smsru, smsc, json/)
  })

  it('production refuses a gateway over plain http', () => {
    const config = readConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(32),
      SMS_CODE_SECRET: 's'.repeat(32),
      PUBLIC_URL: 'https://apteka.example',
      SMS_GATEWAY: 'json',
      SMS_GATEWAY_URL: 'http://sms.example/send',
    })
    expect(() => assertStartable(config)).toThrow(/SMS gateway over plain http/)
    expect(() =>
      assertStartable({
        ...config,
        smsGateway: { ...config.smsGateway!, url: 'https://sms.example/send' },
      }),
    ).not.toThrow()
  })
})

describe.each(backends)('sign-in codes of a production API (%s)', (_backend, databaseUrl) => {
  const gateway = new FakeGateway()
  const logged: string[] = []
  const noGatewayLog: string[] = []
  let api: TestApi
  let noGateway: TestApi
  beforeAll(async () => {
    await gateway.start()
    const production = { production: true, devSmsCode: undefined }
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'sms_gateway'),
      catalogSize: 60,
      configuredSmsSender: true,
      log: (line) => logged.push(line),
      config: {
        ...production,
        smsGateway: { template: 'smsru', url: gateway.url, password: 'k', timeoutMs: 300 },
      },
    })
    noGateway = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'sms_no_gateway'),
      catalogSize: 60,
      configuredSmsSender: true,
      log: (line) => noGatewayLog.push(line),
      config: { ...production, smsGateway: null },
    })
  })
  afterAll(async () => {
    await api?.close()
    await noGateway?.close()
    await gateway.stop()
  })
  beforeEach(() => {
    gateway.behaviour = 'ok'
  })

  it('sends the code through the gateway only, and it signs in', async () => {
    logged.length = 0
    const anna = shopper(api)
    expect((await anna.gql(GetCodeDocument, { phone: PHONE })).errors).toEqual([])
    const text = String(gateway.lastFields().msg)
    const code = /Код для входа: (\d{4})$/.exec(text)?.[1]
    expect(code).toBeDefined()
    const login = await anna.gql(LoginDocument, { phone: PHONE, code: code as string })
    expect(login.data?.login.session?.user?.accessToken).toBeTruthy()
    expect(logged.join('\n')).not.toContain(code as string)
  })

  it('answers E_3 in Russian when the gateway refuses or does not answer, and the shopper may ask again at once', async () => {
    for (const behaviour of ['refuse', 'hang'] as const) {
      gateway.behaviour = behaviour
      const answer = await shopper(api).gql(GetCodeDocument, { phone: '+79990000002' })
      expect(answer.errors, behaviour).toEqual([
        expect.objectContaining({
          message: 'Не удалось отправить SMS с кодом, попробуйте позже',
          extensions: { code: 'E_3' },
        }),
      ])
    }
    gateway.behaviour = 'ok'
    // No E_260: the code nobody received does not hold the 60 s resend pause.
    expect(codes(await shopper(api).gql(GetCodeDocument, { phone: '+79990000002' }))).toEqual([])
  })

  it('without a gateway: a warning at start, E_3 for getCode, and no code in the log or left usable', async () => {
    expect(noGatewayLog.join('\n')).toMatch(/\[warning\].*no SMS gateway is configured/)
    const answer = await shopper(noGateway).gql(GetCodeDocument, { phone: PHONE })
    expect(codes(answer)).toEqual(['E_3'])
    expect(answer.errors[0]?.message).toBe('Не удалось отправить SMS с кодом, попробуйте позже')
    expect(noGatewayLog.join('\n')).not.toMatch(/Код для входа|\[sms\] \+7/)
    const rows = await noGateway.database.exec('SELECT id FROM sms_codes WHERE phone = $1', [PHONE])
    expect(rows).toEqual([])
  })
})

describe('a development API without a gateway (npm start)', () => {
  it('writes the sign-in code to the log, as the demo shows it', async () => {
    const logged: string[] = []
    const api = await startTestApi({
      catalogSize: 60,
      configuredSmsSender: true,
      log: (line) => logged.push(line),
      config: { smsGateway: null },
    })
    try {
      expect((await shopper(api).gql(GetCodeDocument, { phone: PHONE })).errors).toEqual([])
      expect(logged).toContain(`[sms] ${maskPhone(PHONE)}: Код для входа: 1234`)
      expect(logged).not.toContain(PHONE)
    } finally {
      await api.close()
    }
  })
})
