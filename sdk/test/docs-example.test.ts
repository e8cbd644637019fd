// The code of docs/sdk.md, run: every code block of the guide is in this file (compared line by
// line without indentation; import lines one by one, since imports get sorted), so the guide
// cannot drift from what the SDK does.
import { readFileSync } from 'node:fs'
import {
  apiCookieJar,
  CartDocument,
  cartLineVerbs,
  catalogPage,
  checkoutChanges,
  checkoutView,
  cleanInput,
  createAdTracker,
  createAuthCalls,
  createStorefrontClient,
  createStorefrontCore,
  errorMessageOf,
  fieldErrors,
  filterSelection,
  GetCodeDocument,
  GetProfileDocument,
  INPUT_LIMITS,
  isNotFound,
  isStorefrontError,
  LoginDocument,
  loadRegion,
  type PreOrderChange,
  ProductsDocument,
  placePickupOrder,
  productCartVerbs,
  productPage,
  productQuantity,
  REGISTRATION_FLOW_INITIAL,
  REGISTRATION_STEPS,
  regionAddress,
  regionOf,
  registrationCodeConfirmed,
  registrationCodeSent,
  registrationDone,
  registrationStepBack,
  requestCookies,
  StorefrontError,
  signIn,
  storefrontKeys,
  UpdateCartDocument,
  validateName,
  validateRegistrationNames,
  validateTextField,
} from '@apteka/sdk'
import { journeyEffect, layer, Storefront, storefrontCoreEffect } from '@apteka/sdk/effect'
import { fieldLabel, fieldMessage, GraphQLResponseError, messageOf } from '@apteka/sdk/errors'
import { createLazyStorefrontClient } from '@apteka/sdk/lazy'
import * as shopRules from '@apteka/sdk/rules'
import { isOnSale, normalizePhone, plural, priceTypeName } from '@apteka/sdk/rules'
import {
  cartOf,
  createMockApi,
  errorAnswer,
  fixtures,
  MOCK_SMS_CODE,
  tokenExpiringIn,
} from '@apteka/sdk/testing'
import * as Effect from 'effect/Effect'
import { graphql } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const api = createMockApi()
const server = setupServer(...api.handlers)
beforeAll(() => server.listen())
afterAll(() => server.close())

describe('docs/sdk.md', () => {
  it('a client whose runtime loads on the first call', async () => {
    const lazyClient = createLazyStorefrontClient({ endpoint: 'https://apteka.test/graphql' })
    const signedIn = lazyClient.session.isAuthenticated() // no runtime loaded yet
    const cart = await lazyClient.request(CartDocument, { regionID: 'moscowregion' }) // loads it
    expect(signedIn).toBe(false)
    expect(cart.errors).toEqual([])
    expect(cart.data?.cart).toBeDefined()
    await lazyClient.dispose()
  })

  it('create a client, call, handle errors, log in, log out', async () => {
    const client = createStorefrontClient({
      endpoint: 'https://apteka.test/graphql',
      onLogout: () => console.info('signed out'),
    })

    const { data, errors, traceId } = await client.request(CartDocument, {
      regionID: 'moscowregion',
    })
    if (errors.length > 0) {
      console.warn(errors[0]?.message, traceId)
    } else {
      console.info(data?.cart.total.totalAmount)
    }
    expect(data?.cart.groups).toEqual([])

    try {
      const { updateCart } = await client.requestData(UpdateCartDocument, {
        regionID: 'moscowregion',
        items: [{ productID: '10345', priceTypeID: 1, quantity: 2 }],
      })
      console.info(updateCart.total.totalAmount) // 518
    } catch (error) {
      if (error instanceof StorefrontError) console.warn(error.code, error.message)
    }
    expect(api.state.cart).toHaveLength(1)

    const wrong = await client.request(LoginDocument, { phone: '+79161234567', code: '0000' })
    expect(wrong.errors[0]?.message).toBe('Неверный код')

    await client.requestData(GetCodeDocument, { phone: '+7 916 123-45-67' })
    const { login } = await client.requestData(LoginDocument, {
      phone: '+79161234567',
      code: '1234',
    })
    client.session.signIn({ user: login.session?.user, operator: login.session?.operator })
    const { profile } = await client.requestData(GetProfileDocument)
    client.session.isAuthenticated() // true
    client.session.isEmployeeMode(profile) // false
    expect(client.session.isAuthenticated()).toBe(true)
    expect(client.session.isEmployeeMode(profile)).toBe(false)

    const stop = client.session.subscribe((event) => {
      if (event.type === 'operator-reverted') console.info('operator session: re-fetch profile')
      if (event.type === 'signed-out') console.info('signed out, here or in another tab')
    })
    const { revertedToOperator } = await client.session.logout()
    stop()
    expect(revertedToOperator).toBe(false)
    expect(client.session.isAuthenticated()).toBe(false)
  })

  it('what the shopper reads, and the form rules', () => {
    const error = { message: '', extensions: { code: 'E_36', params: { field: 'receiver.name' } } }
    messageOf(error) // 'Не заполнено поле «Имя получателя»'
    fieldLabel('date') // 'Дата и время доставки'
    fieldMessage([error], 'receiver.name') // 'Не заполнено поле «Имя получателя»'
    messageOf(new TypeError('Failed to fetch')) // 'Повторите попытку позднее'
    expect(messageOf(error)).toBe('Не заполнено поле «Имя получателя»')
    expect(fieldLabel('date')).toBe('Дата и время доставки')
    expect(fieldMessage([error], 'receiver.name')).toBe('Не заполнено поле «Имя получателя»')
    expect(messageOf(new TypeError('Failed to fetch'))).toBe('Повторите попытку позднее')

    validateRegistrationNames({ name: 'Ив', surname: 'Петров2' })
    // { name: 'Минимум 3 символа', surname: 'Недопустимые символы' }
    validateName('Ив@н') // 'Недопустимые символы'
    validateTextField('Подъезд №2') // 'Поле может содержать буквы, цифры и тире'
    expect(validateRegistrationNames({ name: 'Ив', surname: 'Петров2' })).toEqual({
      name: 'Минимум 3 символа',
      surname: 'Недопустимые символы',
    })
    expect(validateName('Ив@н')).toBe('Недопустимые символы')
    expect(validateTextField('Подъезд №2')).toBe('Поле может содержать буквы, цифры и тире')
  })

  it('server-side mode', async () => {
    const incomingRequest = new Request('https://apteka.test/cart', {
      headers: { cookie: 'region=moscowregion', 'accept-language': 'ru-RU' },
    })

    const cookies = requestCookies(incomingRequest.headers.get('cookie'), { secure: false })
    const serverClient = createStorefrontClient({
      endpoint: 'https://apteka.test/graphql',
      serverHeaders: incomingRequest.headers,
      cookies,
    })
    const cart = await serverClient.request(CartDocument, { regionID: 'moscowregion' })
    const setCookie = cookies.setCookieHeaders() // append each to the response

    expect(cart.errors).toEqual([])
    expect(setCookie).toEqual([])
  })

  it('tokens held by your server', () => {
    const client = createStorefrontClient({ endpoint: '/graphql', sessionMode: 'server-held' })

    // No session marker cookie from the server: nobody is signed in, and no token is kept here.
    expect(client.session.isAuthenticated()).toBe(false)
  })

  it('the Effect API', async () => {
    const program = Effect.gen(function* () {
      const storefront = yield* Storefront.Storefront
      const { data } = yield* storefront.request(CartDocument, { regionID: 'moscowregion' })
      return data.cart.total.totalAmount
    }).pipe(
      Effect.catchTag('StorefrontError', (error) =>
        error.isRetryable ? Effect.succeed(0) : Effect.fail(error),
      ),
    )

    const total = await Effect.runPromise(
      program.pipe(Effect.provide(layer({ endpoint: 'https://apteka.test/graphql' }))),
    )

    expect(typeof total).toBe('number')
  })

  it('input limits', () => {
    const reviewField = { name: 'message', maxLength: INPUT_LIMITS.review }
    const { text, error } = cleanInput(' Помогло быстро\u0007 ', 'review')
    console.info(reviewField.maxLength, text, error) // 2000 'Помогло быстро' null
    expect([reviewField.maxLength, text, error]).toEqual([2000, 'Помогло быстро', null])
  })

  it('the journey verbs: the catalogue', async () => {
    const client = createStorefrontClient({ endpoint: 'https://apteka.test/graphql' })
    const listing = await catalogPage(client, {
      regionID: 'moscowregion',
      url: '/catalog/obezbolivayushchie',
      search: { page: 1, pageCount: 24, sort: { type: 'price', side: 'asc' } },
    })
    console.info(listing.metaInformation.h1, listing.products.total)
    const product = await productPage(client, {
      regionID: 'moscowregion',
      alias: 'nurofen-ekspress-tabletki-200-mg-12-sht',
    })
    console.info(product?.product.prices.map((price) => price.price))
    expect(listing.category?.alias).toBe('obezbolivayushchie')
    expect(product?.product.id).toBe('10345')
  })

  it('the journey verbs: sign-in, or registration', async () => {
    const client = createStorefrontClient({ endpoint: 'https://apteka.test/graphql' })
    await client.requestData(GetCodeDocument, { phone: '+79161234567' })
    const result = await signIn(client, { phone: '+79161234567', code: '1234' })
    if (result.status === 'registration-needed') {
      await signIn(client, { phone: '+79161234567', code: '1234', registration: { name: 'Анна' } })
    }
    expect(result.status).toBe('signed-in')
    expect(client.session.isAuthenticated()).toBe(true)
  })

  it('the journey verbs: a guest cart in Node, and the checkout', async () => {
    const apiCookies = apiCookieJar()
    const browsing = createStorefrontClient({
      endpoint: 'http://127.0.0.1:4000/graphql',
      apiCookies,
    })
    await browsing.requestData(UpdateCartDocument, {
      regionID: 'moscowregion',
      items: [{ productID: '10345', priceTypeID: 1, quantity: 2 }],
    })
    const later = createStorefrontClient({ endpoint: 'http://127.0.0.1:4000/graphql', apiCookies })
    const { cart } = await later.requestData(CartDocument, { regionID: 'moscowregion' }) // the same cart
    const kept = apiCookies.cookieHeader() // 'guest_id=…': store it, resume with apiCookieJar(kept)
    expect(cart.total.quantity).toBe(2)
    expect(kept).toBe('') // the mock shop sets no cookie; examples/test/checkoutGuide.test.ts runs this on the reference API

    const client = later
    const idempotencyKey = crypto.randomUUID() // one per order, kept for its retries
    try {
      const { order, pharmacy } = await placePickupOrder(client, {
        regionID: 'moscowregion',
        idempotencyKey,
        payment: 'pharmacy',
        receiver: { name: 'Анна', phone: '+79161234567' },
      })
      console.info(order.number, order.total.totalAmount, pharmacy.address)
    } catch (error) {
      if (isStorefrontError(error)) console.warn(error.code, messageOf(error))
    }
    expect(api.state.orders.at(-1)?.total.totalAmount).toBe(518)
  })

  it('the journey verbs on the Effect face', async () => {
    api.state.cart = [{ productID: '10345', priceTypeID: 1, quantity: 1, isChecked: true }] // 259 ₽
    const journey = journeyEffect(
      createStorefrontClient({ endpoint: 'https://apteka.test/graphql' }),
    )
    const placed = journey
      .placePickupOrder({ regionID: 'moscowregion', idempotencyKey: crypto.randomUUID() })
      .pipe(Effect.catch((refusal) => Effect.succeed(refusal.code)))
    const answer = await Effect.runPromise(placed) // the order, or the refusal's code ('E_29': below the minimum sum)
    expect(answer).toBe('E_29')
    api.state.cart = []
  })

  it('the storefront core: stores and verbs without a framework', async () => {
    const core = createStorefrontCore(
      createStorefrontClient({ endpoint: 'https://apteka.test/graphql' }),
    )
    const cart = core.cart.of()
    const stop = cart.subscribe(() => console.info(cart.getSnapshot()?.total.quantity))
    await core.cart.add({ id: '10345', name: 'Нурофен Экспресс', price: 259, priceTypeID: 1 })
    await core.cart.setLines([{ productID: '10345', priceTypeID: 1, quantity: 2 }])
    console.info(cart.getSnapshot()?.total.quantity) // 2
    await core.cart.clear()
    stop()
    core.notify.show({ type: 'toast', component: 'error', props: { title: 'Ошибка' } })
    console.info(core.notifications.getSnapshot().length) // 2: the added-to-cart toast, the error
    expect(core.notifications.getSnapshot()).toHaveLength(2)
    expect(cart.getSnapshot()?.groups).toEqual([])
  })

  it('the shopper’s verbs, one meaning everywhere', async () => {
    const logged = vi.spyOn(console, 'info')
    const shop = createStorefrontCore(
      createStorefrontClient({ endpoint: 'https://apteka.test/graphql' }),
      { sendTrackingPixel: (url) => console.info('pixel', url) },
    )
    const nurofen = { id: '10345', name: 'Нурофен Экспресс', price: 259, priceTypeID: 1 }
    const card = productCartVerbs({ state: shop, sync: shop.cart.of() })
    await card.add(nurofen) // 1 unit, and the toast «Нурофен Экспресс добавлен в Корзину»
    await shop.cart.add(nurofen) // the same function: still 1
    await card.increment(nurofen)
    console.info(productQuantity(shop.cart.of().getSnapshot(), '10345')) // 2
    const lines = cartLineVerbs(shop.cart.of())
    await lines.setChecked({ productID: '10345', priceTypeID: 1 }, false) // left out of the order
    await lines.clear()
    await createAuthCalls(shop).getCode('8 916 123-45-67') // the SMS code goes to +79161234567
    console.info(regionAddress(shop, '/catalog/vitaminy/', 'spb')) // '/catalog/vitaminy/r_spb/?region=spb'
    const region = await loadRegion(shop.client, 'moscowregion') // null only for an unknown id
    const tracker = createAdTracker(shop)
    tracker.onAdClick({ button: 0 }, { id: 'ad-1', counters: { track: 'https://ads.test/t?id=1' } })
    console.info(storefrontKeys.cart('moscowregion', 'legacy')) // ['apteka', 'cart', 'moscowregion', 'legacy']
    expect(logged.mock.calls).toEqual([
      [2],
      ['/catalog/vitaminy/r_spb/?region=spb'],
      ['pixel', 'https://ads.test/t?id=1'],
      [['apteka', 'cart', 'moscowregion', 'legacy']],
    ])
    logged.mockRestore()
    expect(shop.notifications.getSnapshot().map((notice) => notice.props.title)).toEqual([
      'Нурофен Экспресс добавлен в Корзину',
    ])
    expect(api.state.cart).toEqual([])
    expect(api.state.codeRequests.at(-1)).toBe('+79161234567')
    expect(region?.id).toBe('moscowregion')
  })

  it('the pure steps of the screens', async () => {
    const preOrder = fixtures.preOrder
    const sent: PreOrderChange[] = []
    const updatePreOrder = async (change: PreOrderChange) => {
      sent.push(change)
      return preOrder
    }
    const logged = vi.spyOn(console, 'info')
    const filters = filterSelection(new URLSearchParams('f_brand=solgar&PAGEN_1=3'))
    console.info(filters.isSelected('brand', 'solgar'), filters.selectedCount) // true 1
    console.info(filters.toggleValue('brand', 'solgar').toString()) // '': and back on page 1
    const view = checkoutView(preOrder) // a checkout step's pre-order (PreOrderDocument)
    console.info(view.payment, view.missingChoices) // 'pharmacy' []
    const changes = checkoutChanges((change) => updatePreOrder(change)) // your UpdatePreOrderDocument call
    await changes.applyPromoCode(' SALE ') // updatePreOrder({ loyalty: { promoCode: 'SALE' } })
    let flow = registrationCodeSent('+79161234567', false)(REGISTRATION_FLOW_INITIAL)
    flow = registrationCodeConfirmed({ isRegistered: false, signedIn: false, name: null })(flow)
    console.info(flow.step === REGISTRATION_STEPS.NAME) // true: a new customer gives a name
    console.info(registrationStepBack(flow).step === REGISTRATION_STEPS.CODE) // true: one step back
    console.info(registrationDone('Анна', '7700123')(flow).cardNumber) // '7700123': the new card
    console.info(regionOf({ regionID: 'spb' })) // 'spb': the deprecated spelling is still read
    expect(logged.mock.calls).toEqual([
      [true, 1],
      [''],
      ['pharmacy', []],
      [true],
      [true],
      ['7700123'],
      ['spb'],
    ])
    logged.mockRestore()
    expect(sent).toEqual([{ loyalty: { promoCode: 'SALE' } }])
  })

  it('the storefront core as Effects: verbs that run when the Effect runs', async () => {
    const verbs = storefrontCoreEffect(
      createStorefrontCore(createStorefrontClient({ endpoint: 'https://apteka.test/graphql' })),
    )
    const added = verbs.cart
      .add({ id: '10345', name: 'Нурофен Экспресс', price: 259, priceTypeID: 1 })
      .pipe(Effect.catch((refusal) => Effect.succeed(refusal.code)))
    const answer = await Effect.runPromise(added) // the cart, or the refusal's code ('E_34': out of stock)
    expect(typeof answer === 'string' ? answer : answer.total.quantity).toBe(1)
  })

  it('reading a failure: isNotFound, errorMessageOf, fieldErrors', () => {
    const refusal = (code: string, params?: Record<string, string>) =>
      new StorefrontError({
        reason: new GraphQLResponseError({
          operationName: 'product',
          errors: [{ message: '', extensions: { code, ...(params ? { params } : {}) } }],
        }),
        traceId: null,
      })
    const missing = refusal('E_20')
    console.info(isNotFound(missing), errorMessageOf(missing)) // true 'Товар не найден'
    const invalid = refusal('E_36', { field: 'name' })
    console.info(fieldErrors(invalid)) // { name: 'Не заполнено поле «Имя»' }
    expect([isNotFound(missing), errorMessageOf(missing)]).toEqual([true, 'Товар не найден'])
    expect(fieldErrors(invalid)).toEqual({ name: 'Не заполнено поле «Имя»' })
    expect(isNotFound(invalid)).toBe(false)
  })

  it('the domain rules', () => {
    normalizePhone('8 (916) 123-45-67') // '+79161234567'
    plural(3, ['товар', 'товара', 'товаров']) // 'товара'
    const offer = { id: '10345', price: 259, priceTypeID: 1 }
    if (isOnSale(offer)) console.info(priceTypeName(offer.priceTypeID)) // 'Base'
    expect(normalizePhone('8 (916) 123-45-67')).toBe('+79161234567')
    expect(plural(3, ['товар', 'товара', 'товаров'])).toBe('товара')
    expect(isOnSale(offer) && priceTypeName(offer.priceTypeID)).toBe('Base')
  })

  it('the testing kit: error answers, carts, expiring tokens, the SMS code', async () => {
    const client = createStorefrontClient({ endpoint: 'https://apteka.test/graphql' })
    server.use(
      graphql.link('https://apteka.test/graphql').query(CartDocument, () => errorAnswer('E_110')),
    )
    const refused = await client.request(CartDocument, { regionID: 'moscowregion' })
    console.info(messageOf(refused)) // 'Корзина изменилась, проверьте товары'
    const cart = cartOf([
      { productID: fixtures.product.id, priceTypeID: 1, quantity: 2, isChecked: true },
    ])
    console.info(cart.total.quantity) // 2
    const expired = tokenExpiringIn(-1, Date.now(), { sub: '1' }) // the client refreshes before using it
    console.info(MOCK_SMS_CODE) // '1234'
    server.resetHandlers()
    expect(messageOf(refused)).toBe('Корзина изменилась, проверьте товары')
    expect(cart.total.quantity).toBe(2)
    const payload = JSON.parse(Buffer.from(expired.split('.')[1]!, 'base64url').toString())
    expect(payload.exp).toBeLessThan(Date.now() / 1000)
    expect(MOCK_SMS_CODE).toBe('1234')
  })

  it('the money model', () => {
    const { orderMoney, promoDiscountFor } = shopRules
    // import { orderMoney, promoDiscountFor } from '@apteka/sdk' (or '@apteka/sdk/rules')
    const lines = [
      { price: 568, quantity: 2 },
      { price: 300, listPrice: 350, quantity: 1 },
    ]
    const goods = orderMoney(lines).goodsAmount // 1436
    const promoDiscount = promoDiscountFor({ kind: 'percent', value: 10 }, goods) // 143.6
    const money = orderMoney(lines, { promoDiscount, pointsSpent: 20, delivery: 299 })
    // money.amount 1486 − priceDiscount 50 − promoDiscount 143.6 − pointsSpent 20 + delivery 299
    console.info(money.total, money.pointsToEarn) // 1571.4 12
    expect([goods, promoDiscount, money.amount, money.priceDiscount]).toEqual([
      1436, 143.6, 1486, 50,
    ])
    expect([money.total, money.pointsToEarn]).toEqual([1571.4, 12])
  })

  it('testing with the mock API', async () => {
    const client = createStorefrontClient({ endpoint: 'https://apteka.test/graphql' })
    const { products } = await client.requestData(ProductsDocument, {
      search: { regionID: 'moscowregion', query: 'нурофен' },
    })
    expect(products.items[0]?.name).toBe(fixtures.product.name)
    expect(api.state.refreshCalls).toBe(0)
  })
})

describe('the guide and this file agree', () => {
  const dedent = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
  const example = dedent(readFileSync(new URL(import.meta.url), 'utf8'))
  const exampleText = example.join('\n')
  const guide = readFileSync(new URL('../../docs/sdk.md', import.meta.url), 'utf8')
  // The checkout guide's block is examples/release/src/checkoutGuide.ts, run against a real API
  // by examples/test/checkoutGuide.test.ts (which also checks the guide shows that file).
  const checkoutGuide = readFileSync(
    new URL('../../examples/release/src/checkoutGuide.ts', import.meta.url),
    'utf8',
  )
  const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .filter((block) => !checkoutGuide.includes(block))

  it('the guide has code', () => {
    expect(blocks.length).toBeGreaterThan(5)
  })

  it.each(blocks.map((block, index) => [index + 1, block] as const))(
    'code block %i of docs/sdk.md is in this file',
    (_, block) => {
      const lines = dedent(block)
      // Import statements may be sorted differently: each must be here on its own.
      const statements = lines.join('\n').split(/(?<=from '[^']+')\n/)
      for (const statement of statements) {
        if (statement.startsWith('import ')) expect(exampleText).toContain(statement)
      }
      const code = statements.filter((statement) => !statement.startsWith('import ')).join('\n')
      if (code) expect(exampleText).toContain(code)
    },
  )
})
