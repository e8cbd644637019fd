// The call-back request of /zakazat-lekarstva-po-telefonu: once per phone per 600 s (E_250
// with retryAfter inside the window), and the information pages the storefront links to.
import { ContentPageDocument, RequestCallbackDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALLBACK_INTERVAL_SECONDS } from '../src/content/callbackLimit'
import { startTestApi, type TestApi } from './harness'
import { backends, codes, shopper, suiteDatabaseUrl, testClock } from './shopper'

describe.each(backends)('content: call-backs and information pages (%s)', (_backend, url) => {
  let api: TestApi
  const clock = testClock()

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(url, 'content_callback'),
      catalogSize: 40,
      now: clock.now,
    })
  })
  afterAll(() => api?.close())

  it('takes one call-back request per phone per 600 s, then answers E_250 with retryAfter', async () => {
    const guest = shopper(api)
    const ask = () =>
      guest.gql(RequestCallbackDocument, { phone: '+7 999 444-55-66', name: 'Ирина' })
    expect((await ask()).data?.requestCallback.enableTime).toBeTruthy()
    clock.advance(60)
    const refused = await ask()
    expect(codes(refused)).toEqual(['E_250'])
    expect(refused.errors?.[0]?.message).toMatch(/[а-я]/i)
    expect((refused.errors[0]?.extensions as { retryAfter?: number } | undefined)?.retryAfter).toBe(
      CALLBACK_INTERVAL_SECONDS - 60,
    )
    // Another phone is not held back.
    const other = await guest.gql(RequestCallbackDocument, {
      phone: '+7 999 444-55-67',
      name: 'Олег',
    })
    expect(other.data?.requestCallback.enableTime).toBeTruthy()
    clock.advance(CALLBACK_INTERVAL_SECONDS)
    expect((await ask()).data?.requestCallback.enableTime).toBeTruthy()
  })

  it('serves every information and legal page of SPEC §2 with a Russian title and body', async () => {
    const guest = shopper(api)
    // /licenses is the storefront's template filled from its shop identity (issue #30).
    for (const path of ['/aptekaplus', '/aptekaplus_terms', '/aptekaplus/forteam']) {
      const page = (await guest.gql(ContentPageDocument, { path })).data?.contentPage
      expect(page?.title, path).toMatch(/[А-Яа-я]/)
      expect(page?.body.length, path).toBeGreaterThan(100)
      expect(page?.metaInformation.h1, path).toBeTruthy()
    }
    expect(
      (await guest.gql(ContentPageDocument, { path: '/no-such-page' })).data?.contentPage,
    ).toBeNull()
  })
})
