// The points account's icon (issue #32): the loyalty list names '/images/loyalty/points.svg' and
// the API serves that picture (it was a 404 on /mybonus and /personal/mybonus).
import { LoyaltiesDocument } from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './harness'
import { shopper } from './shopper'

describe('loyalty points icon', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ catalogSize: 50 })
  })
  afterAll(() => api?.close())

  it('the icon the loyalty list names is served as SVG; another name is a 404', async () => {
    const anna = shopper(api)
    await anna.signIn('+79990000001')
    const balances = (await anna.gql(LoyaltiesDocument)).data?.loyalties?.balances ?? []
    const icons = balances.flatMap((balance) => (balance.icon ? [balance.icon] : []))
    expect(icons).toEqual(['/images/loyalty/points.svg'])
    const response = await fetch(`${api.url}${icons[0]}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(await response.text()).toContain('aria-label="Баллы"')
    expect((await fetch(`${api.url}/images/loyalty/stars.svg`)).status).toBe(404)
  })
})
