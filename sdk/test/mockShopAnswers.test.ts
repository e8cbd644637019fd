// The mock shop's answers beyond the cart and checkout: operator sign-in and acting for a
// customer, OAuth's stand-in token, reviews, callbacks, prescriptions, the loyalty card, the
// catalogue pages and the pharmacy maps — each as a partner's test would use it.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  AddPrescriptionDocument,
  ApplyLoyaltyProgramDocument,
  CatalogPageDocument,
  CreateReviewDocument,
  ExpiringProductsDocument,
  FilterConfigDocument,
  FilterListItemsDocument,
  HomePageDocument,
  LoginDocument,
  LoginOAuthDocument,
  LoginOperatorAsUserDocument,
  LoginUserByOperatorDocument,
  PharmacyMapDocument,
  RegisterClientByOperatorDocument,
  RequestCallbackDocument,
  ValidateMindboxCardDocument,
} from '../src/index'
import { createMockApi, fixtures, MOCK_SMS_CODE, type MockApi } from '../src/testing'

const ENDPOINT = 'http://shop.test/graphql'
const server = setupServer()
let api: MockApi
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

interface Answer {
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' fields by name
  data: any
  errors?: { extensions: { code: string } }[]
}

async function call(
  document: { toString(): string },
  variables: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: String(document), variables }),
  })
  return (await response.json()) as Answer
}

const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions.code
const bearer = (token: string) => `Bearer ${token}`

function fresh() {
  api = createMockApi()
  server.use(...api.handlers)
}

async function signIn() {
  const { data } = await call(LoginDocument, {
    phone: fixtures.profile.phone,
    code: MOCK_SMS_CODE,
  })
  return { authorization: bearer(data.login.session.user.accessToken) }
}

describe('the mock shop: operators and OAuth', () => {
  it('an operator signs in, then acts for the customer and registers a new one', async () => {
    fresh()
    const wrong = await call(LoginOperatorAsUserDocument, {
      input: { phone: '+79990000001', code: '0000' },
    })
    expect(codeOf(wrong)).toBe('E_259')
    const notOperator = await call(LoginOperatorAsUserDocument, {
      input: { phone: fixtures.profile.phone, code: MOCK_SMS_CODE },
    })
    expect(codeOf(notOperator)).toBe('E_7')
    const operator = await call(LoginOperatorAsUserDocument, {
      input: { phone: '+7 999 000-00-01', code: MOCK_SMS_CODE },
    })
    const session = operator.data.loginOperatorAsUser.session
    expect(session.user).toBeNull()
    const operatorHeader = { 'x-operator-authorization': bearer(session.operator.accessToken) }

    const anonymous = await call(LoginUserByOperatorDocument, {
      input: { phone: fixtures.profile.phone },
    })
    expect(codeOf(anonymous)).toBe('E_12')
    const acting = await call(
      LoginUserByOperatorDocument,
      { input: { phone: fixtures.profile.phone } },
      operatorHeader,
    )
    expect(acting.data.loginUserByOperator.session.user.accessToken).toBeTruthy()
    expect(acting.data.loginUserByOperator.session.operator.accessToken).toBeTruthy()

    const taken = await call(
      RegisterClientByOperatorDocument,
      { data: { phone: fixtures.profile.phone, name: 'Анна' } },
      operatorHeader,
    )
    expect(codeOf(taken)).toBe('E_4')
    const registered = await call(
      RegisterClientByOperatorDocument,
      { data: { phone: '+79035550011', name: 'Пётр' } },
      operatorHeader,
    )
    expect(registered.data.registerClientByOperator.session.profile.name).toBe('Пётр')
    expect(api.state.profile.phone).toBe('+79035550011')
  })

  it('OAuth takes the stand-in token of a known phone, and says an unknown one is not registered', async () => {
    fresh()
    const known = await call(LoginOAuthDocument, {
      oauthProvider: 'vk',
      token: `test:${fixtures.profile.phone}`,
    })
    expect(known.data.loginOAuth.isRegistered).toBe(true)
    const unknown = await call(LoginOAuthDocument, {
      oauthProvider: 'vk',
      token: 'test:+79035550099',
    })
    expect(unknown.data.loginOAuth).toEqual({ isRegistered: false, regionID: null, session: null })
    const refused = await call(LoginOAuthDocument, { oauthProvider: 'vk', token: 'stolen' })
    expect(codeOf(refused)).toBe('E_12')
  })
})

describe('the mock shop: what a customer sends', () => {
  it('keeps reviews, callbacks and prescription owners, refusing anonymous and bad input', async () => {
    fresh()
    const product = fixtures.products[0]!
    const review = { rating: 5, productID: product.id, message: 'Помогает быстро' }
    expect(codeOf(await call(CreateReviewDocument, review))).toBe('E_12')
    const headers = await signIn()
    expect(codeOf(await call(CreateReviewDocument, { ...review, message: 'ok' }, headers))).toBe(
      'E_21',
    )
    const posted = await call(CreateReviewDocument, review, headers)
    expect(posted.data.createReview).toMatchObject({ rating: 5, message: 'Помогает быстро' })
    expect(api.state.reviews).toHaveLength(1)

    expect(codeOf(await call(RequestCallbackDocument, { phone: '12', name: 'Анна' }))).toBe('E_10')
    const callback = await call(RequestCallbackDocument, { phone: '89161112233', name: 'Анна' })
    expect(Date.parse(callback.data.requestCallback.enableTime)).toBeGreaterThan(Date.now())
    expect(api.state.callbacks).toEqual([{ phone: '+79161112233', name: 'Анна' }])

    const owner = {
      prescriptionOwner: { policyNumber: '1234567890123456', birthday: '1980-02-03' },
    }
    expect(codeOf(await call(AddPrescriptionDocument, owner))).toBe('E_12')
    const added = await call(AddPrescriptionDocument, owner, headers)
    expect(added.data.addPrescription.hash).toBeTruthy()
  })

  it('checks a loyalty card and joins the programme with the customer’s own card only', async () => {
    fresh()
    const own = fixtures.loyalties.cards[0]!.number
    expect(codeOf(await call(ValidateMindboxCardDocument, { number: own }))).toBe('E_12')
    const headers = await signIn()
    const check = async (number: string) =>
      (await call(ValidateMindboxCardDocument, { number }, headers)).data.validateMindboxCard
    expect(await check(own)).toMatchObject({ status: 'active', nextStep: 'CARD_IS_EXIST' })
    expect(await check('7000 0000 9999 12')).toMatchObject({ nextStep: 'CARD_DETAIL' })
    expect(await check('12')).toMatchObject({ isValid: false, nextStep: 'CARD_STATUS' })
    const other = await call(
      ApplyLoyaltyProgramDocument,
      {
        regionID: 'moscowregion',
        loyalty: { type: 'apteka-club', cardNumber: '7000 0000 9999 12' },
      },
      headers,
    )
    expect(codeOf(other)).toBe('E_41')
    const joined = await call(
      ApplyLoyaltyProgramDocument,
      { regionID: 'moscowregion', loyalty: { type: 'apteka-club', cardNumber: own } },
      headers,
    )
    expect(joined.data.applyLoyaltyProgram.type).toBe('apteka-club')
    expect(api.state.loyaltyProgram).toBe('apteka-club')
  })
})

describe('the mock shop: catalogue pages and maps', () => {
  it('answers the home page, a category page with its products, and refuses an unknown one', async () => {
    fresh()
    const home = await call(HomePageDocument, { regionID: 'moscowregion' })
    expect(home.data.homePage.categories.length).toBe(fixtures.categories.length)
    const category = fixtures.categories[0]!
    const page = await call(CatalogPageDocument, {
      regionID: 'moscowregion',
      url: `${category.url}/`,
      search: { page: 1, pageCount: 2 },
    })
    const { catalogPage } = page.data
    expect(catalogPage.title).toBe(category.name)
    expect(catalogPage.products.items.length).toBeLessThanOrEqual(2)
    expect(catalogPage.products.total).toBe(home.data.homePage.categories[0].productsCount)
    const unknown = await call(CatalogPageDocument, {
      regionID: 'moscowregion',
      url: '/catalog/net-takoj',
      search: {},
    })
    expect(codeOf(unknown)).toBe('E_270')
  })

  it('lists expiring prices, and a listing’s filters whose brand counts add up to the listing', async () => {
    fresh()
    const expiring = await call(ExpiringProductsDocument, { regionID: 'moscowregion' })
    for (const item of expiring.data.products.items) expect(item.prices[0].isExpirating).toBe(true)
    const config = await call(FilterConfigDocument, { regionID: 'moscowregion', type: 'other' })
    const brands = config.data.filterConfig.lists.find(
      (list: { id: string }) => list.id === 'brand',
    )
    const withBrand = fixtures.products.filter((product) => product.brand !== null).length
    expect(brands.items.reduce((sum: number, item: { count: number }) => sum + item.count, 0)).toBe(
      withBrand,
    )
    const one = await call(FilterListItemsDocument, { regionID: 'moscowregion', list: 'brand' })
    expect(one.data.filterConfig.lists.map((list: { id: string }) => list.id)).toEqual(['brand'])
  })

  it('shows the pharmacy inside the bounds as a point, as a cluster zoomed out, and nothing outside', async () => {
    fresh()
    const { lat, long } = fixtures.pharmacy
    const around = { xMin: long - 0.1, xMax: long + 0.1, yMin: lat - 0.1, yMax: lat + 0.1 }
    const near = await call(PharmacyMapDocument, { ...around, zoom: 14 })
    expect(near.data.pharmacyMap.pharmacies.map((item: { id: string }) => item.id)).toEqual([
      fixtures.pharmacy.id,
    ])
    const far = await call(PharmacyMapDocument, { ...around, zoom: 8 })
    expect(far.data.pharmacyMap.clusters).toHaveLength(1)
    expect(far.data.pharmacyMap.pharmacies).toEqual([])
    const elsewhere = await call(PharmacyMapDocument, {
      xMin: 30,
      xMax: 31,
      yMin: 59,
      yMax: 60,
      zoom: 14,
    })
    expect(elsewhere.data.pharmacyMap.pharmacies).toEqual([])
  })
})
