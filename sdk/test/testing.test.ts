// '@apteka/sdk/testing' against the real client: every mocked operation answers in the
// contract's shape, the in-memory shop keeps its state, and auth behaves like the API's.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  BigSaleQueryDocument,
  CartDocument,
  CartMiniDocument,
  ClearCartDocument,
  createStorefrontClient,
  DetectRegionQueryDocument,
  GetCodeDocument,
  GetProfileDocument,
  LoginDocument,
  LogoutDocument,
  LoyaltiesDocument,
  memoryCookies,
  memoryStorage,
  OrderDocument,
  PreOrderDocument,
  ProductPageDocument,
  ProductsDocument,
  RefreshTokenDocument,
  RegionQueryDocument,
  RelatedPromosQueryDocument,
  SaveOrderDocument,
  SearchAutocompleteDocument,
  SuggestRegionDocument,
  TripwireBannerQueryDocument,
  UpdateCartDocument,
  UpdateCartMiniDocument,
  UpdateFavoriteProductsDocument,
  UpdatePreOrderDocument,
  UpdateProfileDocument,
  WidgetsDocument,
} from '../src/index'
import { createMockApi, fixtures, type MockApi } from '../src/testing'

const ENDPOINT = 'http://shop.test/graphql'
let now = Date.UTC(2026, 0, 15, 9)
let api: MockApi
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function start() {
  now = Date.UTC(2026, 0, 15, 9)
  api = createMockApi({ now: () => now })
  server.use(...api.handlers)
  return createStorefrontClient({
    endpoint: ENDPOINT,
    cookies: memoryCookies(),
    storage: memoryStorage(),
    now: () => now,
    tabSync: false,
  })
}

async function signIn(client: ReturnType<typeof start>) {
  await client.requestData(GetCodeDocument, { phone: '8 (916) 123-45-67' })
  const { login } = await client.requestData(LoginDocument, { phone: '+79161234567', code: '1234' })
  client.session.signIn({ user: login.session!.user })
}

describe('auth', () => {
  it('logs in with code 1234, issuing JWT-shaped tokens the client reads', async () => {
    const client = start()
    await signIn(client)
    expect(api.state.codeRequests).toEqual(['+79161234567'])
    expect(client.session.isAuthenticated()).toBe(true)
    expect(client.session.getState().user!.accessToken.split('.')).toHaveLength(3)
    const { profile } = await client.requestData(GetProfileDocument)
    expect(profile?.name).toBe('Анна')
  })

  it('a wrong code is E_259 at path login', async () => {
    const client = start()
    const result = await client.request(LoginDocument, { phone: '+79161234567', code: '0000' })
    expect(result.errors).toEqual([
      { message: 'Неверный код', path: ['login'], extensions: { code: 'E_259' } },
    ])
  })

  it('an expired access token is refreshed once and rotates; a reused refresh token is E_12', async () => {
    const client = start()
    await signIn(client)
    const first = client.session.getState().user!
    now += 11 * 60_000

    await Promise.all([client.request(GetProfileDocument), client.request(LoyaltiesDocument)])

    expect(api.state.refreshCalls).toBe(1)
    expect(client.session.getState().user!.refreshToken).not.toBe(first.refreshToken)
    const reused = await client.request(RefreshTokenDocument, { refreshToken: first.refreshToken })
    expect(reused.errors[0]!.extensions).toEqual({ code: 'E_12' })
  })

  it('getProfile without a session is E_12; logout forgets the token', async () => {
    const client = start()
    expect((await client.request(GetProfileDocument)).errors[0]!.extensions?.code).toBe('E_12')
    await signIn(client)
    await client.requestData(LogoutDocument)
    expect(api.state.logoutCalls).toBe(1)
    expect((await client.request(GetProfileDocument)).errors[0]!.extensions?.code).toBe('E_12')
  })

  it('UpdateProfile changes the stored profile', async () => {
    const client = start()
    await signIn(client)
    const { updateProfile } = await client.requestData(UpdateProfileDocument, {
      update: { name: 'Мария' },
    })
    expect(updateProfile.name).toBe('Мария')
    expect(api.state.profile.name).toBe('Мария')
  })
})

describe('region', () => {
  it('RegionQuery, DetectRegionQuery and suggestRegion', async () => {
    const client = start()
    expect((await client.requestData(RegionQueryDocument, { regionId: 77 })).region?.id).toBe(
      'moscowregion',
    )
    expect(
      (await client.requestData(RegionQueryDocument, { regionId: 'nowhere' })).region,
    ).toBeNull()
    expect((await client.requestData(DetectRegionQueryDocument)).detectRegion).toEqual(
      fixtures.region,
    )
    const { suggestRegion } = await client.requestData(SuggestRegionDocument, { query: 'петер' })
    expect(suggestRegion.map((region) => region.name)).toEqual(['Санкт-Петербург'])
  })
})

describe('cart', () => {
  it('updateCart, cart and clearCart share one in-memory cart with totals by the cart rule', async () => {
    const client = start()
    const { updateCart } = await client.requestData(UpdateCartDocument, {
      regionID: 'moscowregion',
      items: [
        { productID: fixtures.product.id, priceTypeID: 1, quantity: 2 },
        { productID: '20871', priceTypeID: 1, quantity: 1 },
      ],
    })
    expect(updateCart.total).toMatchObject({
      amount: 1190,
      totalAmount: 1130,
      discount: 60,
      points: 11,
      quantity: 3,
    })
    expect((await client.requestData(CartDocument, { regionID: 'moscowregion' })).cart).toEqual(
      updateCart,
    )
    await client.requestData(UpdateCartDocument, {
      regionID: 'moscowregion',
      items: [{ productID: '20871', priceTypeID: 1, quantity: 0 }],
    })
    expect(api.state.cart.map((line) => line.productID)).toEqual([fixtures.product.id])
    const { clearCart } = await client.requestData(ClearCartDocument, { regionID: 'moscowregion' })
    expect(clearCart.groups).toEqual([])
  })

  it('updateCartMini creates a mini cart and cartMini reads it back', async () => {
    const client = start()
    const { updateCartMini } = await client.requestData(UpdateCartMiniDocument, {
      input: {
        regionId: 'moscowregion',
        items: [{ productID: '40412', priceTypeID: 4, quantity: 1 }],
      },
    })
    client.cartId.set(updateCartMini.cart.id)
    const { cartMini } = await client.requestData(CartMiniDocument, {
      id: client.cartId.get()!,
      regionId: 'moscowregion',
    })
    expect(cartMini?.groups[0]?.items[0]).toMatchObject({
      quantity: 1,
      price: 436,
      isExpirating: true,
    })
  })
})

describe('catalogue', () => {
  it('products, ProductPage and searchAutocomplete', async () => {
    const client = start()
    const { products } = await client.requestData(ProductsDocument, {
      search: { regionID: 'moscowregion', onlyDiscounts: true },
    })
    expect(products.items.map((item) => item.id)).toEqual(['10345', '40412'])
    const { productPage } = await client.requestData(ProductPageDocument, {
      alias: fixtures.product.alias,
      regionID: 'moscowregion',
    })
    expect(productPage?.product.name).toBe(fixtures.product.name)
    const { searchAutocomplete } = await client.requestData(SearchAutocompleteDocument, {
      regionID: 'moscowregion',
      query: 'ингав',
    })
    expect(searchAutocomplete.products.map((item) => item.name)).toEqual([
      'Ингавирин капсулы 90 мг, 10 шт.',
    ])
  })

  it('updateFavoriteProducts needs a session, then adds and removes', async () => {
    const client = start()
    const variables = { mode: 'update' as const, productID: '10345', regionID: 'moscowregion' }
    expect(
      (await client.request(UpdateFavoriteProductsDocument, variables)).errors[0]!.extensions?.code,
    ).toBe('E_12')
    await signIn(client)
    expect(
      (await client.requestData(UpdateFavoriteProductsDocument, variables)).updateFavoriteProducts
        .total,
    ).toBe(1)
    const removed = await client.requestData(UpdateFavoriteProductsDocument, {
      ...variables,
      mode: 'delete',
    })
    expect(removed.updateFavoriteProducts.items).toEqual([])
  })
})

describe('checkout', () => {
  it('preOrder, updatePreOrder, saveOrder and order', async () => {
    const client = start()
    await signIn(client)
    expect(
      (await client.request(SaveOrderDocument, { regionID: 'moscowregion' })).errors[0]!.extensions,
    ).toEqual({
      code: 'E_100',
    })
    await client.requestData(UpdateCartDocument, {
      regionID: 'moscowregion',
      items: [{ productID: '20871', priceTypeID: 1, quantity: 1 }],
    })
    const { preOrder } = await client.requestData(PreOrderDocument, {
      regionID: 'moscowregion',
      step: 'CHECKOUT',
    })
    expect(preOrder.total.totalAmount).toBe(612)
    const { updatePreOrder } = await client.requestData(UpdatePreOrderDocument, {
      input: { regionID: 'moscowregion', step: 'PICKUP', receiveType: 'pickup', payment: 'online' },
    })
    expect(updatePreOrder.availableOptions.payments.find((payment) => payment.selected)?.type).toBe(
      'online',
    )
    const { saveOrder } = await client.requestData(SaveOrderDocument, { regionID: 'moscowregion' })
    expect(saveOrder.items).toHaveLength(1)
    expect(api.state.cart).toEqual([])
    expect((await client.requestData(OrderDocument, { id: saveOrder.id })).order?.number).toBe(
      'А-5001',
    )
  })

  it('an order below the minimum sum is E_29 with the sum in the message', async () => {
    const client = start()
    await client.requestData(UpdateCartDocument, {
      regionID: 'moscowregion',
      items: [{ productID: '10345', priceTypeID: 1, quantity: 1 }],
    })
    const result = await client.request(SaveOrderDocument, { regionID: 'moscowregion' })
    expect(result.errors[0]).toMatchObject({
      message: 'Минимальная сумма заказа 500 руб., добавьте ещё товаров в корзину',
      extensions: { code: 'E_29', min_sum: 500 },
    })
  })
})

describe('loyalty and marketing', () => {
  it('loyalties, widgets, RelatedPromosQuery, BigSaleQuery and TripwireBannerQuery', async () => {
    const client = start()
    expect((await client.requestData(LoyaltiesDocument)).loyalties).toBeNull()
    await signIn(client)
    expect((await client.requestData(LoyaltiesDocument)).loyalties?.points).toBe(340)
    const { widgets } = await client.requestData(WidgetsDocument, {
      input: { regionID: 'moscowregion', items: ['popular'] },
    })
    expect(widgets.items.map((widget) => widget.alias)).toEqual(['popular'])
    const regionID = 'moscowregion'
    expect(
      (await client.requestData(RelatedPromosQueryDocument, { regionID })).relatedPromos,
    ).toHaveLength(1)
    expect((await client.requestData(BigSaleQueryDocument, { regionID })).bigSale?.sale.name).toBe(
      'Большая распродажа',
    )
    expect(
      (await client.requestData(TripwireBannerQueryDocument, { regionID })).bannerTripwire?.url,
    ).toBe('/app')
  })

  it('handlers given in options win over the mock', async () => {
    const { graphql, HttpResponse } = await import('msw')
    api = createMockApi({
      handlers: [
        graphql.query(BigSaleQueryDocument, () => HttpResponse.json({ data: { bigSale: null } })),
      ],
    })
    server.use(...api.handlers)
    const client = createStorefrontClient({
      endpoint: ENDPOINT,
      cookies: memoryCookies(),
      tabSync: false,
    })
    expect(
      (await client.requestData(BigSaleQueryDocument, { regionID: 'moscowregion' })).bigSale,
    ).toBeNull()
  })
})
