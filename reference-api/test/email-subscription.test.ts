// The newsletter with double opt-in (issue #35 item 8): addPromotedEmail subscribes nobody by
// itself — it e-mails a one-time link, and only the link's POST (/email/confirm) subscribes the
// address; a guessed, used or old token confirms nothing; the confirmations are rate limited;
// the development sender writes the e-mail to the log with the address masked.
import { AddPromotedEmailDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseEmailSender, logEmailSender } from '../src/marketing/emailSender'
import { CONFIRMATION_HOURS, requestSubscription } from '../src/marketing/emailSubscriptions'
import { startTestApi, type TestApi, withConfig } from './harness'
import { backends, shopper, suiteDatabaseUrl, testClock } from './shopper'

describe.each(backends)('e-mail subscription with double opt-in (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  const clock = testClock()

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'email_subscription'),
      catalogSize: 20,
      now: clock.now,
    })
  })
  afterAll(() => api?.close())

  const subscribe = (email: string) =>
    shopper(api).gql(AddPromotedEmailDocument, { input: { email } })

  const confirmedAt = async (email: string) => {
    const [row] = await api.database.exec<{ confirmed_at: Date | null }>(
      'SELECT confirmed_at FROM promoted_emails WHERE email = $1',
      [email],
    )
    return row?.confirmed_at
  }

  /** The token of the last e-mail sent to `to`. */
  const linkTo = (to: string) => {
    const mail = api.emails.filter((sent) => sent.to === to).at(-1)
    const link = /https?:\/\/\S+\/email\/confirm\?token=([\w-]+)/.exec(mail?.text ?? '')
    expect(link).not.toBeNull()
    return { url: new URL(link![0]), token: link![1] as string }
  }

  const confirm = (token: string, ip = '10.9.0.1') =>
    fetch(`${api.url}/email/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: new URLSearchParams({ token }).toString(),
    })

  it('subscribes an address only once its link is followed, and once', async () => {
    const answer = await subscribe('Anna@Example.com')
    expect(answer.data?.addPromotedEmail).toEqual({
      success: true,
      message: 'Мы отправили письмо: подтвердите подписку по ссылке в нём',
    })
    expect(await confirmedAt('anna@example.com')).toBeNull()
    const { url, token } = linkTo('anna@example.com')
    // The link opens the storefront's address (PUBLIC_URL), which proxies /email/ to the API.
    expect(url.origin).toBe(new URL(api.config.publicUrl).origin)
    // Opening the link (as a mail scanner does) shows a button and confirms nothing.
    const opened = await fetch(`${api.url}/email/confirm?token=${token}`)
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('Подтвердить подписку')
    expect(await confirmedAt('anna@example.com')).toBeNull()
    const confirmed = await confirm(token)
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('Подписка подтверждена')
    expect(await confirmedAt('anna@example.com')).not.toBeNull()
    // Used once; the address now says it is subscribed, and no new e-mail goes out.
    expect((await confirm(token)).status).toBe(404)
    const sent = api.emails.length
    expect((await subscribe('anna@example.com')).data?.addPromotedEmail.message).toBe(
      'Этот адрес уже подписан на рассылку',
    )
    expect(api.emails.length).toBe(sent)
  })

  it('confirms nothing with a guessed, replaced or expired token', async () => {
    expect((await confirm('a'.repeat(32))).status).toBe(404)
    await subscribe('boris@example.com')
    const first = linkTo('boris@example.com').token
    await subscribe('boris@example.com')
    const second = linkTo('boris@example.com').token
    // Asking again replaces the link.
    expect((await confirm(first)).status).toBe(404)
    clock.advance(CONFIRMATION_HOURS * 3600 + 60)
    expect((await confirm(second)).status).toBe(404)
    expect(await confirmedAt('boris@example.com')).toBeNull()
  })

  it('limits confirmations per client address (RATE_LIMIT_EMAIL_CONFIRM)', async () => {
    const limits = {
      ...api.config.rateLimits,
      enabled: true,
      limits: { ...api.config.rateLimits.limits, emailConfirm: { hits: 2, windowSeconds: 3600 } },
    }
    await withConfig(api, { rateLimits: limits }, async () => {
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await confirm('b'.repeat(32), '10.9.0.7')).status)
      expect(statuses).toEqual([404, 404, 429])
    })
  })

  it('production without a mail gateway: a warning at start, E_3, nothing sent or logged', async () => {
    const lines: string[] = []
    const sender = chooseEmailSender({ production: true, emailGateway: null }, (line) =>
      lines.push(line),
    )
    expect(lines.join('\n')).toContain('no e-mail gateway is configured')
    const refused = requestSubscription(api.database.db, sender, {
      email: 'vera@example.com',
      userId: null,
      now: clock.now(),
      publicUrl: 'https://apteka.example',
    })
    await expect(refused).rejects.toMatchObject({
      message: 'Не удалось отправить письмо, попробуйте позже',
      extensions: { code: 'E_3' },
    })
    expect(lines).toHaveLength(1)
    expect(await confirmedAt('vera@example.com')).toBeNull()
  })

  it('development: the e-mail goes to the log with the address masked', async () => {
    const lines: string[] = []
    await logEmailSender((line) => lines.push(line)).send(
      'ivan.petrov@mail.ru',
      'Подтвердите подписку на рассылку',
      'https://apteka.example/email/confirm?token=x',
    )
    expect(lines.join('\n')).toContain('i***@mail.ru')
    expect(lines.join('\n')).not.toContain('ivan.petrov')
  })
})
