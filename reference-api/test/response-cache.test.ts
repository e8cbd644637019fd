// The cache of anonymous catalogue reads (src/responseCache.ts): hits for anonymous shoppers,
// never an answer for or from a signed-in customer, no guest's cart in anyone else's answer, kept
// across writes that change no catalogue answer (carts, profile, sign-in), emptied by the ones
// that do (orders taking or returning shelf units, reviews), Cache-Control on GET — and the
// store's TTL, byte budget and clear generation.
import { randomUUID } from 'node:crypto'
import { loadSchema } from '@apteka/schema'
import {
  CancelOrderDocument,
  CartDocument,
  CatalogPageDocument,
  CreateReviewDocument,
  PreOrderDocument,
  ProductPageDocument,
  type ProductPageQuery,
  ProductPharmaciesDocument,
  ProductReviewsDocument,
  SaveOrderDocument,
  SearchAutocompleteDocument,
  type TypedDocumentString,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { daysBetween, nextZoneMidnight, SHOP_TIME_ZONE, zoneParts } from '../src/clock/shopClock'
import { PAYMENT_WINDOW_MINUTES } from '../src/order/expiry'
import {
  CATALOGUE_WRITES,
  NEUTRAL_MUTATIONS,
  ResponseStore,
  SHELF_MUTATIONS,
} from '../src/responseCache'
import { type GqlResult, startTestApi, type TestApi } from './harness'
import {
  backends,
  lastCode,
  orderableProducts,
  type PricedProduct,
  type Shopper,
  shopper,
  suiteDatabaseUrl,
  testClock,
} from './shopper'

const REGION = 'moscowregion'
const ANNA = '+79990000001'
const BORIS = '+79990000002'

describe.each(backends)('response cache (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  let products: PricedProduct[]
  let aliases: string[]
  // 10:00 of Moscow's day, hours before its midnight; the store runs on this clock, so its TTL
  // (4 hours) outlasts the sign-ins' and payment windows' steps, which must not expire answers.
  const clock = testClock(nextZoneMidnight(new Date(), SHOP_TIME_ZONE) - 14 * 3_600_000)
  const ttlSeconds = 4 * 3600

  beforeAll(async () => {
    api = await startTestApi({
      now: clock.now,
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'response_cache'),
      catalogSize: 120,
      config: { responseCache: { ttlMs: ttlSeconds * 1000, maxBytes: 64 * 1024 * 1024 } },
    })
    products = await orderableProducts(api, REGION, { minQuantity: 3, limit: 5 })
    const rows = await api.database.exec<{ alias: string }>(
      'SELECT alias FROM products WHERE id = ANY($1::int[]) ORDER BY id',
      [products.map((product) => product.id)],
    )
    aliases = rows.map((row) => row.alias)
    expect(aliases.length).toBeGreaterThanOrEqual(4)
  })
  afterAll(() => api?.close())

  it('answers the same anonymous catalogue read from the cache the second time, equal to the first', async () => {
    const variables = { regionID: REGION, alias: aliases[0] as string }
    const first = await api.gql(ProductPageDocument, variables)
    const second = await api.gql(ProductPageDocument, variables)
    expect(first.errors).toEqual([])
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.data).toEqual(first.data)
    // Other variables are another answer.
    const other = await api.gql(ProductPageDocument, {
      regionID: REGION,
      alias: aliases[1] as string,
    })
    expect(other.headers.get('x-cache')).toBe('MISS')
    expect(other.data?.productPage?.product.alias).toBe(aliases[1])
    // A catalogue page too.
    const [category] = await api.database.exec<{ url: string }>(
      'SELECT url FROM categories ORDER BY id LIMIT 1',
    )
    const page = { regionID: REGION, url: category?.url as string, search: { page: 1 } }
    const firstPage = await api.gql(CatalogPageDocument, page)
    expect(firstPage.errors).toEqual([])
    expect(firstPage.headers.get('x-cache')).toBe('MISS')
    expect((await api.gql(CatalogPageDocument, page)).headers.get('x-cache')).toBe('HIT')
  })

  it('two signed-in customers and an anonymous shopper: no answer goes from one to another', async () => {
    const anna = shopper(api)
    const boris = shopper(api)
    const guest = shopper(api)
    await anna.signIn(ANNA)
    await boris.signIn(BORIS)
    const variables = { regionID: REGION, alias: aliases[2] as string }

    // Anna asks first: her answer is not kept, so the anonymous shopper's is computed.
    const annas = await anna.gql(ProductPageDocument, variables)
    expect(annas.errors).toEqual([])
    expect(annas.headers.get('x-cache')).toBeNull()
    expect((await guest.gql(ProductPageDocument, variables)).headers.get('x-cache')).toBe('MISS')
    expect((await guest.gql(ProductPageDocument, variables)).headers.get('x-cache')).toBe('HIT')
    // Boris, after the anonymous answer was kept, still gets his own.
    const boriss = await boris.gql(ProductPageDocument, variables)
    expect(boriss.errors).toEqual([])
    expect(boriss.headers.get('x-cache')).toBeNull()

    // Carts: each customer and the guest see only their own lines, never from the cache.
    const [a, b, g] = products as [PricedProduct, PricedProduct, PricedProduct]
    for (const [who, product] of [
      [anna, a],
      [boris, b],
      [guest, g],
    ] as const) {
      const updated = await who.gql(UpdateCartDocument, {
        regionID: REGION,
        items: [{ productID: String(product.id), priceTypeID: product.priceTypeId, quantity: 1 }],
      })
      expect(updated.errors).toEqual([])
    }
    for (const [who, product] of [
      [anna, a],
      [boris, b],
      [guest, g],
      [guest, g],
    ] as const) {
      const cart = await who.gql(CartDocument, { regionID: REGION })
      expect(cart.headers.get('x-cache')).toBeNull()
      const ids = cart.data?.cart.groups.flatMap((group) =>
        group.items.map((item) => item.product.id),
      )
      expect(ids).toEqual([String(product.id)])
    }
  })

  /** The answer computed now: another X-Platform is another key, and nothing else reads it. */
  async function fresh<R, V>(document: TypedDocumentString<R, V>, variables: V) {
    const answer = await api.gql(document, variables, { 'x-platform': randomUUID() })
    expect(answer.headers.get('x-cache')).toBe('MISS')
    return answer
  }

  /** Asks until the answer is kept (a write of another test may have just emptied the cache). */
  async function kept<R, V>(document: TypedDocumentString<R, V>, variables: V) {
    const first = await api.gql(document, variables)
    expect(first.errors).toEqual([])
    if (first.headers.get('x-cache') === 'HIT') return first
    const second = await api.gql(document, variables)
    expect(second.headers.get('x-cache')).toBe('HIT')
    return second
  }

  it('keeps its answers across a cart write, and they stay equal to what the database gives now', async () => {
    const product = { regionID: REGION, alias: aliases[3] as string }
    const [category] = await api.database.exec<{ url: string }>(
      'SELECT url FROM categories ORDER BY id LIMIT 1',
    )
    const page = { regionID: REGION, url: category?.url as string, search: { page: 1 } }
    await kept(ProductPageDocument, product)
    await kept(CatalogPageDocument, page)
    const someone = shopper(api)
    const line = products[0] as PricedProduct
    const updated = await someone.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [{ productID: String(line.id), priceTypeID: line.priceTypeId, quantity: 1 }],
    })
    expect(updated.errors).toEqual([])
    const productAfter = await api.gql(ProductPageDocument, product)
    const pageAfter = await api.gql(CatalogPageDocument, page)
    expect(productAfter.headers.get('x-cache')).toBe('HIT')
    expect(pageAfter.headers.get('x-cache')).toBe('HIT')
    expect(productAfter.data).toEqual((await fresh(ProductPageDocument, product)).data)
    expect(pageAfter.data).toEqual((await fresh(CatalogPageDocument, page)).data)
  })

  describe('every mutation reviewed as changing no catalogue answer keeps the cache', () => {
    let phoneSeq = 0
    const nextPhone = () => `+7999555${String(phoneSeq++).padStart(4, '0')}`
    const signedIn = async () => {
      // The clock steps past the SMS resend pause for each sign-in.
      const customer = shopper(api, clock)
      await customer.signIn(ANNA)
      return customer
    }
    const first = () => products[0] as PricedProduct
    const line = () => ({
      productID: String(first().id),
      priceTypeID: first().priceTypeId,
      quantity: 1,
    })
    const anyPharmacy = async () => {
      const [row] = await api.database.exec<{ id: number }>(
        'SELECT id FROM pharmacies WHERE region_id = $1 AND is_active ORDER BY id LIMIT 1',
        [REGION],
      )
      return String(row?.id)
    }
    /** One real call of each; an answer refused by its resolver (E_…) still ran it. */
    const calls: Record<string, () => Promise<GqlResult<unknown>>> = {
      ping: () => api.gql('mutation { ping }'),
      getCode: () =>
        shopper(api).gql('mutation($p: String!) { getCode(phone: $p) { success } }', {
          p: nextPhone(),
        }),
      login: async () => {
        const phone = nextPhone()
        const who = shopper(api)
        await who.gql('mutation($p: String!) { getCode(phone: $p) { success } }', { p: phone })
        return who.gql(
          'mutation($p: String!, $c: String!) { login(phone: $p, code: $c) { __typename } }',
          {
            p: phone,
            c: lastCode(api, phone),
          },
        )
      },
      loginOAuth: () =>
        api.gql('mutation { loginOAuth(oauthProvider: vk, token: "test") { __typename } }'),
      loginOperatorAsUser: () =>
        api.gql(
          'mutation($p: String!) { loginOperatorAsUser(input: { phone: $p, code: "0000" }) { __typename } }',
          { p: nextPhone() },
        ),
      loginUserByOperator: () =>
        api.gql(
          'mutation($p: String!) { loginUserByOperator(input: { phone: $p }) { __typename } }',
          { p: nextPhone() },
        ),
      registerClient: () =>
        api.gql(
          'mutation($p: String!) { registerClient(data: { phone: $p, code: "0000", name: "Анна" }) { __typename } }',
          { p: nextPhone() },
        ),
      registerClientByOperator: () =>
        api.gql(
          'mutation($p: String!) { registerClientByOperator(data: { phone: $p, name: "Анна" }) { __typename } }',
          { p: nextPhone() },
        ),
      logout: async () => (await signedIn()).gql('mutation { logout { success } }'),
      refreshToken: async () => {
        const customer = await signedIn()
        return customer.gql(
          'mutation($t: String!) { refreshToken(refreshToken: $t) { __typename } }',
          {
            t: customer.refreshToken,
          },
        )
      },
      updateCart: () => shopper(api).gql(UpdateCartDocument, { regionID: REGION, items: [line()] }),
      clearCart: async () => {
        const guest = shopper(api)
        await guest.gql(UpdateCartDocument, { regionID: REGION, items: [line()] })
        return guest.gql('mutation($r: ID!) { clearCart(regionID: $r) { __typename } }', {
          r: REGION,
        })
      },
      updateCartMini: () =>
        api.gql('mutation($i: CartMiniInput!) { updateCartMini(input: $i) { __typename } }', {
          i: { regionId: REGION, items: [line()] },
        }),
      clearPreOrder: () =>
        shopper(api).gql('mutation($r: ID!) { clearPreOrder(regionID: $r) { success } }', {
          r: REGION,
        }),
      updateProfile: async () =>
        (await signedIn()).gql(
          'mutation { updateProfile(update: { name: "Анна" }) { __typename } }',
        ),
      addPromotedEmail: async () =>
        (await signedIn()).gql(
          'mutation { addPromotedEmail(input: { email: "anna@example.com" }) { success } }',
        ),
      requestCallback: () =>
        api.gql(
          'mutation($p: String!) { requestCallback(phone: $p, name: "Анна") { __typename } }',
          {
            p: nextPhone(),
          },
        ),
      updateFavoriteProducts: async () =>
        (await signedIn()).gql(
          'mutation($id: ID!, $r: ID!) { updateFavoriteProducts(mode: update, productID: $id, regionID: $r) { __typename } }',
          { id: String(first().id), r: REGION },
        ),
      setDrugNotify: () =>
        api.gql(
          'mutation($id: ID!, $r: ID!) { setDrugNotify(params: { productID: $id, regionID: $r, email: "anna@example.com" }) { success } }',
          { id: String(first().id), r: REGION },
        ),
      addPrescription: async () =>
        (await signedIn()).gql(
          'mutation { addPrescription(prescriptionOwner: { policyNumber: "1234567890123456", birthday: "1980-01-01" }) { hash } }',
        ),
      applyLoyaltyProgram: async () =>
        (await signedIn()).gql(
          'mutation($r: ID!) { applyLoyaltyProgram(regionID: $r, loyalty: { type: "main" }) { __typename } }',
          { r: REGION },
        ),
      updateFavoritePharmacy: async () =>
        (await signedIn()).gql(
          'mutation($id: ID!) { updateFavoritePharmacy(mode: update, pharmacyID: $id) { id } }',
          { id: await anyPharmacy() },
        ),
    }

    it('has one call for each of them', () => {
      expect(Object.keys(calls).sort()).toEqual([...NEUTRAL_MUTATIONS].sort())
    })

    it.each([...NEUTRAL_MUTATIONS])('%s', async (name) => {
      const variables = { regionID: REGION, alias: aliases[0] as string }
      const before = await kept(ProductPageDocument, variables)
      const call = calls[name] as () => Promise<GqlResult<unknown>>
      const answer = await call()
      // It ran: its field answered, or its resolver refused with a catalogue code.
      const ran =
        (answer.data as Record<string, unknown> | null)?.[name] != null ||
        (answer.errors[0]?.path?.[0] === name &&
          /^E_/.test(String(answer.errors[0]?.extensions?.code)))
      expect(ran, JSON.stringify(answer.errors)).toBe(true)
      const after = await api.gql(ProductPageDocument, variables)
      expect(after.headers.get('x-cache')).toBe('HIT')
      expect(after.data).toEqual(before.data)
      expect(after.data).toEqual((await fresh(ProductPageDocument, variables)).data)
    })
  })

  describe('writes that change catalogue answers empty the cache; the same writes changing nothing keep it', () => {
    let pharmacy: { id: string; address: string }
    /** A bookable line of a product no other test reads, and a plentiful one over the 500 ₽ minimum. */
    let scarce: { productId: number; priceTypeId: number; alias: string }
    let filler: { productId: number; priceTypeId: number; quantity: number }
    /** A line over the minimum that the pharmacy's shelf does not have: a pickup brings it in. */
    let brought: { productId: number; priceTypeId: number; quantity: number }
    const SHELF = 5
    let phoneSeq = 0

    beforeAll(async () => {
      const [row] = await api.database.exec<{ id: number; address: string }>(
        `SELECT id, address FROM pharmacies
          WHERE region_id = $1 AND is_active AND payment_types && ARRAY['cash', 'card']
          ORDER BY id LIMIT 1`,
        [REGION],
      )
      pharmacy = { id: String(row?.id), address: String(row?.address) }
      const rows = await api.database.exec<{
        product_id: number
        price_type_id: number
        price: string
        max_quantity: number
        alias: string
      }>(
        `SELECT DISTINCT ON (pp.product_id) pp.product_id, pp.price_type_id, pp.price,
                pp.max_quantity, p.alias
           FROM product_prices pp JOIN products p ON p.id = pp.product_id AND NOT p.is_bundle
          WHERE pp.region_id = $1 AND pp.available_for_booking AND pp.available_for_order
            AND pp.max_quantity >= 1 AND pp.price_type_id NOT BETWEEN 8 AND 13
            AND NOT p.reviews_disabled AND NOT (p.id = ANY($2::int[]))
          ORDER BY pp.product_id, pp.price_type_id`,
        [REGION, products.map((product) => product.id)],
      )
      const variants = rows.sort((a, b) => Number(b.price) - Number(a.price))
      const plentiful = variants.find((v) => Number(v.price) * Number(v.max_quantity) >= 500)
      const first = variants.find((v) => v !== plentiful)
      const second = variants.find(
        (v) => v !== plentiful && v !== first && Number(v.price) * Number(v.max_quantity) >= 500,
      )
      if (!plentiful || !first || !second) throw new Error('no bookable products in the region')
      brought = {
        productId: Number(second.product_id),
        priceTypeId: Number(second.price_type_id),
        quantity: Math.ceil(500 / Number(second.price)),
      }
      await api.database.exec(
        'DELETE FROM pharmacy_stock WHERE pharmacy_id = $1 AND product_id = $2',
        [Number(pharmacy.id), brought.productId],
      )
      filler = {
        productId: Number(plentiful.product_id),
        priceTypeId: Number(plentiful.price_type_id),
        quantity: Math.ceil(500 / Number(plentiful.price)),
      }
      scarce = {
        productId: Number(first.product_id),
        priceTypeId: Number(first.price_type_id),
        alias: first.alias,
      }
      // Set before any answer about them is kept: SQL by hand is not a write the cache sees.
      for (const [productId, quantity] of [
        [scarce.productId, SHELF],
        [filler.productId, 1_000_000],
      ] as const) {
        await api.database.exec(
          `INSERT INTO pharmacy_stock (pharmacy_id, product_id, quantity) VALUES ($1, $2, $3)
           ON CONFLICT (pharmacy_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
          [Number(pharmacy.id), productId, quantity],
        )
      }
    })

    /** What ProductPharmacies says the chosen pharmacy has of the scarce product (0 when absent). */
    const onShelf = (answer: GqlResult<unknown>) => {
      const data = answer.data as {
        productPage: {
          product: { pharmacies: { items: { pharmacy: { id: string }; quantity: number }[] } }
        }
      }
      const items = data.productPage.product.pharmacies.items
      return items.find((item) => item.pharmacy.id === pharmacy.id)?.quantity ?? 0
    }
    const shelfRead = () => ({
      regionID: REGION,
      alias: scarce.alias,
      search: pharmacy.address,
    })

    /** One unit of the scarce product and the filler: what the shelf orders below take. */
    const scarceLines = () => [
      { productID: String(scarce.productId), priceTypeID: scarce.priceTypeId, quantity: 1 },
      {
        productID: String(filler.productId),
        priceTypeID: filler.priceTypeId,
        quantity: filler.quantity,
      },
    ]

    /** A guest with the lines in the cart and the checkout opened (the preOrder query). */
    async function atCheckout(items: ReturnType<typeof scarceLines>): Promise<Shopper> {
      const guest = shopper(api)
      const cart = await guest.gql(UpdateCartDocument, { regionID: REGION, items })
      expect(cart.errors).toEqual([])
      await guest.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
      return guest
    }

    /** Chooses the pharmacy, the receive type and the payment: ready to save. */
    async function choose(
      guest: Shopper,
      receiveType: 'booking' | 'pickup',
      payment: 'pharmacy' | 'online',
    ) {
      const chosen = await guest.gql(UpdatePreOrderDocument, {
        input: {
          regionID: REGION,
          step: 'CHECKOUT',
          receiveType,
          pharmacyID: pharmacy.id,
          payment,
          receiver: { name: 'Гость', phone: `+7999444${String(phoneSeq++).padStart(4, '0')}` },
        },
      })
      expect(chosen.errors).toEqual([])
    }

    async function readyToSave(
      items: ReturnType<typeof scarceLines>,
      receiveType: 'booking' | 'pickup',
      payment: 'pharmacy' | 'online' = 'pharmacy',
    ): Promise<Shopper> {
      const guest = await atCheckout(items)
      await choose(guest, receiveType, payment)
      return guest
    }

    /** An online pickup of the scarce unit, saved and awaiting payment: the shelf holds it. */
    async function unpaidPickup() {
      const unpaid = await readyToSave(scarceLines(), 'pickup', 'online')
      const saved = await unpaid.gql(SaveOrderDocument, { regionID: REGION })
      expect(saved.data?.saveOrder.status).toBe('AWAITING_PAYMENT')
      return saved.data?.saveOrder
    }

    it('saveOrder takes a unit off the shelf: the answer is computed again and shows it; cancelOrder puts it back', async () => {
      const guest = await readyToSave(scarceLines(), 'booking')
      const before = await kept(ProductPharmaciesDocument, shelfRead())
      expect(onShelf(before)).toBe(SHELF)

      const saved = await guest.gql(SaveOrderDocument, { regionID: REGION })
      expect(saved.errors).toEqual([])
      const afterSave = await api.gql(ProductPharmaciesDocument, shelfRead())
      expect(afterSave.headers.get('x-cache')).toBe('MISS')
      expect(onShelf(afterSave)).toBe(SHELF - 1)

      expect(onShelf(await kept(ProductPharmaciesDocument, shelfRead()))).toBe(SHELF - 1)
      const cancelled = await guest.gql(CancelOrderDocument, {
        id: saved.data?.saveOrder.id as string,
      })
      expect(cancelled.errors).toEqual([])
      const afterCancel = await api.gql(ProductPharmaciesDocument, shelfRead())
      expect(afterCancel.headers.get('x-cache')).toBe('MISS')
      expect(onShelf(afterCancel)).toBe(SHELF)
    })

    it('updatePreOrder and saveOrder that change no shelf (a pickup brought in) keep the cache', async () => {
      const before = await kept(ProductPharmaciesDocument, shelfRead())
      const guest = await atCheckout([
        {
          productID: String(brought.productId),
          priceTypeID: brought.priceTypeId,
          quantity: brought.quantity,
        },
      ])
      await choose(guest, 'pickup', 'pharmacy')
      expect((await api.gql(ProductPharmaciesDocument, shelfRead())).headers.get('x-cache')).toBe(
        'HIT',
      )
      const saved = await guest.gql(SaveOrderDocument, { regionID: REGION })
      expect(saved.errors).toEqual([])
      const [taken] = await api.database.exec<{ n: number }>(
        'SELECT coalesce(sum(reserved_quantity), 0)::int AS n FROM order_items WHERE order_id = $1',
        [saved.data?.saveOrder.id],
      )
      expect(Number(taken?.n)).toBe(0)
      const after = await api.gql(ProductPharmaciesDocument, shelfRead())
      expect(after.headers.get('x-cache')).toBe('HIT')
      expect(after.data).toEqual(before.data)
      expect(after.data).toEqual((await fresh(ProductPharmaciesDocument, shelfRead())).data)
    })

    it('updatePreOrder that expires an unpaid order puts its unit back: the answer is computed again', async () => {
      await unpaidPickup()
      const next = await atCheckout(scarceLines())
      expect(onShelf(await kept(ProductPharmaciesDocument, shelfRead()))).toBe(SHELF - 1)
      clock.advance((PAYMENT_WINDOW_MINUTES + 1) * 60)
      await choose(next, 'booking', 'pharmacy')
      const after = await api.gql(ProductPharmaciesDocument, shelfRead())
      expect(after.headers.get('x-cache')).toBe('MISS')
      expect(onShelf(after)).toBe(SHELF)
    })

    it('the checkout query preOrder that expires an unpaid order empties the cache too', async () => {
      await unpaidPickup()
      expect(onShelf(await kept(ProductPharmaciesDocument, shelfRead()))).toBe(SHELF - 1)
      clock.advance((PAYMENT_WINDOW_MINUTES + 1) * 60)
      await atCheckout(scarceLines())
      const after = await api.gql(ProductPharmaciesDocument, shelfRead())
      expect(after.headers.get('x-cache')).toBe('MISS')
      expect(onShelf(after)).toBe(SHELF)
    })

    it('the payment page, expiring an unpaid order outside GraphQL, empties the cache on the next request', async () => {
      const order = await unpaidPickup()
      const page = new URL(order?.paymentParams?.url as string, api.url)
      expect(onShelf(await kept(ProductPharmaciesDocument, shelfRead()))).toBe(SHELF - 1)
      clock.advance((PAYMENT_WINDOW_MINUTES + 1) * 60)
      const confirm = await fetch(new URL(`/pay/${order?.id}/confirm`, api.url), {
        method: 'POST',
        body: new URLSearchParams({ token: page.searchParams.get('token') as string }),
        redirect: 'manual',
      })
      await confirm.text()
      const [expired] = await api.database.exec<{ status: string }>(
        'SELECT status FROM orders WHERE id = $1',
        [order?.id],
      )
      expect(expired?.status).toBe('cancelled')
      const after = await api.gql(ProductPharmaciesDocument, shelfRead())
      expect(after.headers.get('x-cache')).toBe('MISS')
      expect(onShelf(after)).toBe(SHELF)
    })

    it('createReview publishes at once: the reviews are computed again and show it', async () => {
      const read = { regionID: REGION, alias: scarce.alias }
      const before = await kept(ProductReviewsDocument, read)
      const total = before.data?.productPage?.product.reviews.total ?? 0
      const customer = shopper(api, clock)
      await customer.signIn(ANNA)
      const message = `Помогло быстро ${randomUUID()}`
      const review = await customer.gql(CreateReviewDocument, {
        rating: 5,
        productID: String(scarce.productId),
        message,
      })
      expect(review.errors).toEqual([])
      const after = await api.gql(ProductReviewsDocument, read)
      expect(after.headers.get('x-cache')).toBe('MISS')
      expect(after.data?.productPage?.product.reviews.total).toBe(total + 1)
      expect(after.data?.productPage?.product.reviews.items.map((item) => item.message)).toContain(
        message,
      )
    })
  })

  it('marks a cacheable GET public for a CDN, without the guest cookie; a POST is not marked', async () => {
    const params = new URLSearchParams({
      query: String(SearchAutocompleteDocument),
      variables: JSON.stringify({ regionID: REGION, query: 'крем', size: 5 }),
    })
    const get = () => fetch(`${api.url}/graphql?${params}`, { headers: { 'x-platform': 'web' } })
    const first = await get()
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${ttlSeconds}`)
    expect(first.headers.get('set-cookie')).toBeNull()
    const second = await get()
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(await second.json()).toEqual(await first.json())
    const post = await api.gql(SearchAutocompleteDocument, {
      regionID: REGION,
      query: 'крем',
      size: 5,
    })
    expect(post.headers.get('cache-control')).toBeNull()
    // A token on the GET: computed for the customer, not public.
    const withToken = await fetch(`${api.url}/graphql?${params}`, {
      headers: { 'x-platform': 'web', authorization: 'Bearer not-a-token' },
    })
    expect(withToken.headers.get('x-cache')).toBeNull()
    expect(withToken.headers.get('cache-control')).toBeNull()
  })

  // Last in the suite: the clock goes forward to the region's midnight.
  it("keeps no answer past the region's midnight: after it the product page is read again with the new day's dates", async () => {
    const now = clock.now().getTime()
    clock.advance((nextZoneMidnight(clock.now(), SHOP_TIME_ZONE) - 30_000 - now) / 1000)
    expect(zoneParts(clock.now(), SHOP_TIME_ZONE).minutes).toBe(23 * 60 + 59)
    const variables = { regionID: REGION, alias: aliases[3] as string }
    const params = new URLSearchParams({
      query: String(ProductPageDocument),
      variables: JSON.stringify(variables),
    })
    const get = () => fetch(`${api.url}/graphql?${params}`, { headers: { 'x-platform': 'web' } })
    const before = await get()
    expect(before.headers.get('x-cache')).toBe('MISS')
    // A CDN keeps it 30 s, not the TTL's 4 hours: until midnight.
    expect(before.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30')
    const dayBefore = (await before.json()) as { data: ProductPageQuery }
    const product = dayBefore.data.productPage?.product
    expect(product?.deliveryDate).toBeTruthy()
    clock.advance(20) // 23:59:50: the same day, the kept answer
    const kept = await get()
    expect(kept.headers.get('x-cache')).toBe('HIT')
    expect(kept.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10')
    expect(await kept.json()).toEqual(dayBefore)
    clock.advance(20) // 00:00:10: a new day, read again
    const after = await get()
    expect(after.headers.get('x-cache')).toBe('MISS')
    const dayAfter = (await after.json()) as { data: ProductPageQuery }
    const next = dayAfter.data.productPage?.product
    expect(daysBetween(product?.deliveryDate as string, next?.deliveryDate as string)).toBe(1)
    // The same product otherwise, and the answer a cache-less read gives now.
    expect(next?.alias).toBe(product?.alias)
    expect((await api.gql(ProductPageDocument, variables)).data).toEqual(dayAfter.data)
  })
})

describe('the reviewed mutations', () => {
  it('name every mutation of the contract once: neutral, changing the shelf, or changing other catalogue data', () => {
    const mutations = Object.keys(loadSchema().getMutationType()?.getFields() ?? {}).sort()
    const reviewed = [...NEUTRAL_MUTATIONS, ...SHELF_MUTATIONS, ...CATALOGUE_WRITES].sort()
    expect(reviewed).toEqual(mutations)
    expect(new Set(reviewed).size).toBe(reviewed.length)
  })
})

describe('ResponseStore', () => {
  it('keeps an answer no later than the instant its shop-clock reading changes', () => {
    let now = 1_000
    const store = new ResponseStore({ ttlMs: 10_000, maxBytes: 1_000 }, () => now)
    store.set('a', '{"data":1}', store.generation, 5_000)
    store.set('b', '{"data":2}', store.generation, 50_000)
    store.set('c', '{"data":3}', store.generation, 1_000)
    expect(store.entry('a')?.expires).toBe(5_000)
    expect(store.entry('b')).toMatchObject({ expires: 11_000, holdsUntil: 50_000 })
    expect(store.get('c')).toBeUndefined()
    expect(store.secondsUntil(5_000)).toBe(4)
    now = 4_999
    expect(store.get('a')).toBe('{"data":1}')
    now = 5_000
    expect(store.get('a')).toBeUndefined()
    expect(store.get('b')).toBe('{"data":2}')
    expect(store.secondsUntil(1_000)).toBe(0)
  })

  it('forgets an answer after its TTL', () => {
    let now = 1_000
    const store = new ResponseStore({ ttlMs: 10_000, maxBytes: 1_000 }, () => now)
    store.set('a', '{"data":1}')
    now += 9_999
    expect(store.get('a')).toBe('{"data":1}')
    now += 1
    expect(store.get('a')).toBeUndefined()
    expect(store.size).toBe(0)
  })

  it('does not keep an answer whose request began before a clear', () => {
    const store = new ResponseStore({ ttlMs: 10_000, maxBytes: 1_000 })
    const began = store.generation
    store.clear() // a write ran while the answer was computed
    store.set('a', '{"data":"old"}', began)
    expect(store.get('a')).toBeUndefined()
    store.set('a', '{"data":"new"}', store.generation)
    expect(store.get('a')).toBe('{"data":"new"}')
  })

  it('keeps within its byte budget by dropping the oldest answers', () => {
    const store = new ResponseStore({ ttlMs: 10_000, maxBytes: 30 })
    store.set('a', '1234567890')
    store.set('b', '1234567890')
    store.set('c', '1234567890')
    expect(store.get('a')).toBeUndefined()
    expect(store.get('b')).toBe('1234567890')
    expect(store.get('c')).toBe('1234567890')
    store.set('big', 'x'.repeat(100))
    expect(store.get('big')).toBeUndefined()
  })

  it('counts Russian answers at two bytes a character, as the heap keeps them', () => {
    const store = new ResponseStore({ ttlMs: 10_000, maxBytes: 30 })
    store.set('a', 'Парацетамол') // 1 + 2 × 11 = 23 bytes
    store.set('b', 'Нурофен') // 1 + 2 × 7 = 15 bytes: over 30 together, the oldest goes
    expect(store.get('a')).toBeUndefined()
    expect(store.get('b')).toBe('Нурофен')
    store.set('c', 'x'.repeat(14)) // 15 bytes: 30 with 'b', both kept
    expect(store.get('b')).toBe('Нурофен')
    expect(store.get('c')).toBe('x'.repeat(14))
  })
})
