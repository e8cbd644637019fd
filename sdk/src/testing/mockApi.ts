// msw 2 handlers for the storefront contract: a small in-memory shop (cart, mini carts,
// favourites, checkout, orders) and its auth (SMS code '1234', rotating JWT-shaped tokens),
// answering with the fixtures and with SPEC §8 errors, so tests run without a server. An
// operation it has no handler for fails loudly with its name (MOCK_UNHANDLED_OPERATION).
import {
  type GraphQLHandler,
  type GraphQLResponseBody,
  graphql,
  HttpResponse,
  type RequestHandler,
} from 'msw'
import {
  AddPromotedEmailDocument,
  AddressCoordinatesDocument,
  AdvertisementDocument,
  AnalysesDocument,
  AnalysisDocument,
  ArticleDocument,
  ArticlesDocument,
  BigSaleQueryDocument,
  BrandDocument,
  BrandLettersDocument,
  BrandsByLetterDocument,
  BrowsingHistoryDocument,
  CancelOrderDocument,
  CartDocument,
  CartMiniDocument,
  CategoriesDocument,
  CategoryDocument,
  ClearCartDocument,
  ClearPreOrderDocument,
  ContentPageDocument,
  DeliveryZonesDocument,
  DetectRegionQueryDocument,
  DiseaseDocument,
  DiseasesDocument,
  DrugsByLetterDocument,
  FavoriteProductsDocument,
  GetCodeDocument,
  GetProfileDocument,
  GroupDocument,
  IsRegisteredDocument,
  LoginDocument,
  LogoutDocument,
  LoyaltiesDocument,
  LoyaltyHistoryDocument,
  ManufacturerDocument,
  NewOrderDocument,
  OauthProvidersDocument,
  OrderByNumberDocument,
  OrderDocument,
  OrdersHistoryDocument,
  PersonalPromotionsDocument,
  PharmacyDocument,
  PharmacySearchListDocument,
  PickupStoreDocument,
  PreOrderDocument,
  PrescriptionDocument,
  PrescriptionsDocument,
  ProductAnalogsDocument,
  ProductInstructionsDocument,
  ProductPageDocument,
  ProductPharmaciesDocument,
  ProductReviewsDocument,
  ProductsDocument,
  PromotionDocument,
  PromotionsDocument,
  ReferralProgramDocument,
  RefreshTokenDocument,
  RegionQueryDocument,
  RegionsDocument,
  RegisterClientDocument,
  RelatedPromosQueryDocument,
  SaveOrderDocument,
  SearchAutocompleteDocument,
  SearchHelpDocument,
  SearchPharmacyDocument,
  SetDrugNotifyDocument,
  SitemapDocument,
  SuggestAddressDocument,
  SuggestRegionDocument,
  TagDocument,
  TeamPersonDocument,
  TeamPersonsDocument,
  TripwireBannerQueryDocument,
  UpdateCartDocument,
  UpdateCartMiniDocument,
  UpdateFavoritePharmacyDocument,
  UpdateFavoriteProductsDocument,
  UpdatePreOrderDocument,
  UpdateProfileDocument,
  UserLastOrderDocument,
  WidgetsDocument,
} from '#documents'
import { cartTotals } from '../cart'
import { ERROR_CODES, errorMessage } from '../errors'
import { normalizePhone } from '../phone'
import {
  type CartFixture,
  type CartLineFixture,
  type CategoryFixture,
  fixtures,
  type OrderFixture,
  type ProductFixture,
} from './fixtures'
import { catalogPageHandlers, productPage } from './mockCatalogPages'
import { customerActionHandlers } from './mockCustomerActions'
import { operatorSignInHandlers } from './mockOperatorSignIn'
import { pharmacyMapHandlers, pickupPointOf } from './mockPharmacyMap'
import { errorAnswer, type MockApiState, type MockCartLine, type MockShop } from './mockShop'

export { errorAnswer, type MockApiState, type MockCartLine }

import { makeToken } from './tokens'

/** The day the mock shop's pages last changed (sitemaps). */
const SITEMAP_LASTMOD = '2026-01-01'

/** How the mock behaves. */
export interface MockApiOptions {
  /** The endpoint the handlers answer on. Default '/graphql' (any origin). */
  endpoint?: string
  /** The SMS code login accepts. Default '1234'. */
  code?: string
  /** The clock of token expiry, ms. Default `Date.now`. */
  now?: () => number
  /** Access token lifetime, seconds. Default 600. */
  accessTokenTtl?: number
  /** Handlers that win over the mock's own (put first). Default none. */
  handlers?: readonly RequestHandler[]
  /** Initial state to merge in. */
  state?: Partial<MockApiState>
}

/** The handlers to pass to `setupServer` / `setupWorker`, and the state behind them. */
export interface MockApi {
  handlers: RequestHandler[]
  state: MockApiState
}

/** The SMS code the mock accepts by default. */
export const MOCK_SMS_CODE = '1234'

/**
 * The `extensions.code` of the mock's answer to an operation it has no handler for: the error's
 * message names the operation (in Russian, so `messageOf` shows it instead of the generic E_3
 * 'Повторите попытку позднее'). Pass a handler for it in `options.handlers`.
 */
export const MOCK_UNHANDLED_OPERATION = 'MOCK_UNHANDLED_OPERATION'

/** The answer to an operation the mock shop does not know: loud, with its name. */
function unhandledOperation(operationName: string | undefined) {
  const name = operationName || 'без имени'
  return HttpResponse.json<GraphQLResponseBody<never>>({
    data: null,
    errors: [
      {
        message: `Мок-магазин createMockApi не отвечает на операцию ${name}: передайте свой обработчик в options.handlers`,
        extensions: { code: MOCK_UNHANDLED_OPERATION, operationName: name },
      },
    ],
  })
}

const productById = (id: string | number): ProductFixture | undefined =>
  fixtures.products.find((product) => product.id === String(id))

const cartLine = (line: MockCartLine): CartLineFixture | null => {
  const product = productById(line.productID)
  if (!product || product.price === null) return null
  const listPrice = product.priceOld ?? product.price
  return {
    priceTypeID: line.priceTypeID,
    quantity: line.quantity,
    isChecked: line.isChecked,
    amount: listPrice * line.quantity,
    price: product.price,
    listPrice,
    totalAmount: product.price * line.quantity,
    totalDiscount: (listPrice - product.price) * line.quantity,
    isExpirating: line.priceTypeID === 4 || line.priceTypeID === 14,
    product: {
      id: product.id,
      name: product.name,
      alias: product.alias,
      url: product.url,
      image: product.image,
      price: product.price,
      priceOld: product.priceOld,
      availableForOrder: product.availableForOrder,
      availableForBooking: product.availableForBooking,
      hasOnlyBookingPrices: product.hasOnlyBookingPrices,
      maxQuantity: product.maxQuantity,
      requiresPrescription: product.requiresPrescription,
      counters: null,
    },
  }
}

/**
 * The cart answer for some lines, its totals by the SDK's own cart rule.
 * @example
 * const cart = cartOf([{ productID: fixtures.product.id, priceTypeID: 1, quantity: 2, isChecked: true }])
 * cart.total.quantity // 2
 */
export function cartOf(lines: readonly MockCartLine[]): CartFixture {
  const items = lines.map(cartLine).filter((line): line is CartLineFixture => line !== null)
  const totals = cartTotals(
    items.map((item) => ({
      price: item.price,
      listPrice: item.listPrice,
      quantity: item.quantity,
      isChecked: item.isChecked,
      availableForOrder: item.product.availableForOrder,
      availableForBooking: item.product.availableForBooking,
      hasOnlyBookingPrices: item.product.hasOnlyBookingPrices,
    })),
  )
  const minSum = fixtures.cart.total.minSum
  return {
    groups: items.length > 0 ? [{ title: null, items }] : [],
    total: {
      ...fixtures.cart.total,
      amount: totals.amount,
      totalAmount: totals.totalAmount,
      productsAmount: totals.totalAmount,
      productsCount: totals.productsCount,
      discount: totals.discount,
      priceDiscount: totals.discount,
      promoDiscount: 0,
      points: totals.points,
      hasBookingOnlyPrices: totals.hasBookingOnlyPrices,
      quantity: totals.quantity,
      hasPrescripted: items.some((item) => item.product.requiresPrescription),
      button:
        totals.productsCount === 0
          ? { available: false, message: 'Корзина пуста' }
          : totals.totalAmount < minSum
            ? { available: false, message: errorMessage('E_29', { min_sum: minSum }) }
            : { available: true, message: null },
    },
  }
}

/** Replaces lines by product: quantity 0 removes one. */
const applyLines = (
  current: readonly MockCartLine[],
  changes: readonly {
    productID: string | number
    priceTypeID: number
    quantity: number
    isChecked?: boolean | null | undefined
  }[],
): MockCartLine[] => {
  const lines = new Map(current.map((line) => [line.productID, line]))
  for (const change of changes) {
    const productID = String(change.productID)
    if (change.quantity <= 0) lines.delete(productID)
    else {
      lines.set(productID, {
        productID,
        priceTypeID: change.priceTypeID,
        quantity: change.quantity,
        isChecked: change.isChecked ?? lines.get(productID)?.isChecked ?? true,
      })
    }
  }
  return [...lines.values()]
}

/** A category's own fields (CategoryFields), without its children. */
const categoryFields = ({
  id,
  name,
  alias,
  url,
  path,
  level,
  img,
  background,
  parentId,
}: Omit<CategoryFixture, 'children'>) => ({
  id,
  name,
  alias,
  url,
  path,
  level,
  img,
  background,
  parentId,
})

const asArray = <T>(value: T | readonly T[]): readonly T[] =>
  Array.isArray(value) ? value : [value as T]

/**
 * msw handlers for the contract over an in-memory shop.
 *
 * @example
 * const api = createMockApi()
 * const server = setupServer(...api.handlers)
 * // … sign in with phone '+79161234567' and code '1234', add to the cart …
 * expect(api.state.refreshCalls).toBe(0)
 */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  const now = options.now ?? Date.now
  const code = options.code ?? MOCK_SMS_CODE
  const ttl = options.accessTokenTtl ?? 600
  const link = graphql.link(options.endpoint ?? '*/graphql')
  const state: MockApiState = {
    cart: [],
    miniCarts: new Map(),
    favorites: [],
    profile: structuredClone(fixtures.profile),
    preOrder: structuredClone(fixtures.preOrder),
    orders: [],
    accessTokens: new Set(),
    refreshTokens: new Set(),
    refreshCalls: 0,
    codeRequests: [],
    logoutCalls: 0,
    operatorTokens: new Set(),
    operatorPhones: ['+79990000001'],
    reviews: [],
    callbacks: [],
    prescriptionOwners: [],
    loyaltyProgram: null,
    ...options.state,
  }
  let issued = 0

  const issueTokens = () => {
    issued += 1
    const seconds = Math.floor(now() / 1000)
    const employee = state.profile.isEmployee
    const accessToken = makeToken({
      sub: state.profile.id,
      kind: 'user',
      employee,
      jti: `access-${issued}`,
      exp: seconds + ttl,
    })
    const refreshToken = makeToken({
      sub: state.profile.id,
      kind: 'user',
      jti: `refresh-${issued}`,
      exp: seconds + 15_552_000,
    })
    state.accessTokens.add(accessToken)
    state.refreshTokens.add(refreshToken)
    return { accessToken, refreshToken }
  }

  const issueOperatorTokens = () => {
    issued += 1
    const seconds = Math.floor(now() / 1000)
    const accessToken = makeToken({
      sub: state.profile.id,
      kind: 'operator',
      jti: `operator-access-${issued}`,
      exp: seconds + ttl,
    })
    const refreshToken = makeToken({
      sub: state.profile.id,
      kind: 'operator',
      jti: `operator-refresh-${issued}`,
      exp: seconds + 15_552_000,
    })
    state.operatorTokens.add(accessToken)
    return { accessToken, refreshToken }
  }

  /** Whether the header carries an access token of the set that has not run out. */
  const liveToken = (header: string | null, tokens: ReadonlySet<string>) => {
    const token = header?.replace(/^Bearer\s+/i, '')
    if (!token || !tokens.has(token)) return false
    const exp = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).exp
    return typeof exp !== 'number' || exp * 1000 > now()
  }
  /** Whether the call carries an access token the mock issued and that has not run out. */
  const signedIn = (request: Request) =>
    liveToken(request.headers.get('authorization'), state.accessTokens)
  const operatorSignedIn = (request: Request) =>
    liveToken(request.headers.get('x-operator-authorization'), state.operatorTokens)
  const shop: MockShop = {
    link,
    cart: () => cartOf(state.cart),
    state,
    code,
    issueTokens,
    issueOperatorTokens,
    signedIn,
    operatorSignedIn,
  }

  const favoritesAnswer = () => {
    const items = state.favorites
      .map(productById)
      .filter((product): product is ProductFixture => product !== undefined)
      .map(({ id, name, alias }) => ({ id, name, alias }))
    return { total: items.length, items }
  }

  const handlers: GraphQLHandler[] = [
    // Region
    link.query(RegionQueryDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          region:
            fixtures.regions.find(
              (region) =>
                region.id === String(variables.regionId) ||
                String(region.num) === String(variables.regionId),
            ) ?? null,
        },
      }),
    ),
    link.query(DetectRegionQueryDocument, () =>
      HttpResponse.json({ data: { detectRegion: fixtures.region } }),
    ),
    link.query(SuggestRegionDocument, ({ variables }) => {
      const query = variables.query.trim().toLowerCase()
      return HttpResponse.json({
        data: {
          suggestRegion: fixtures.regionSuggestions.filter((region) =>
            region.name.toLowerCase().includes(query),
          ),
        },
      })
    }),

    // Auth
    link.mutation(GetCodeDocument, ({ variables }) => {
      const phone = normalizePhone(variables.phone)
      if (!phone) return errorAnswer(ERROR_CODES.LOGIN_WRONG_FORMAT, ['getCode'])
      state.codeRequests.push(phone)
      return HttpResponse.json({
        data: { getCode: { success: true, resendAfter: 60, codeLength: 4 } },
      })
    }),
    link.mutation(LoginDocument, ({ variables }) => {
      if (variables.code !== code) return errorAnswer(ERROR_CODES.WRONG_CODE, ['login'])
      const phone = normalizePhone(variables.phone) ?? variables.phone
      state.profile = { ...state.profile, phone }
      return HttpResponse.json({
        data: {
          login: {
            isRegistered: true,
            regionID: fixtures.region.id,
            session: {
              regionID: fixtures.region.id,
              user: issueTokens(),
              operator: null,
              profile: state.profile,
            },
          },
        },
      })
    }),
    link.query(IsRegisteredDocument, ({ variables }) =>
      normalizePhone(variables.phone)
        ? HttpResponse.json({ data: { isRegistered: { isRegistered: true } } })
        : errorAnswer(ERROR_CODES.LOGIN_WRONG_FORMAT, ['isRegistered']),
    ),
    link.mutation(RegisterClientDocument, ({ variables }) => {
      const { data } = variables
      if (data.code !== code) return errorAnswer(ERROR_CODES.WRONG_CODE, ['registerClient'])
      const phone = normalizePhone(data.phone)
      if (!phone) return errorAnswer(ERROR_CODES.LOGIN_WRONG_FORMAT, ['registerClient'])
      state.profile = {
        ...state.profile,
        phone,
        name: data.name,
        surname: data.surname ?? null,
        email: data.email ?? null,
      }
      return HttpResponse.json({
        data: {
          registerClient: {
            isRegistered: true,
            regionID: fixtures.region.id,
            session: {
              regionID: fixtures.region.id,
              user: issueTokens(),
              operator: null,
              profile: state.profile,
            },
          },
        },
      })
    }),
    link.mutation(RefreshTokenDocument, ({ variables }) => {
      state.refreshCalls += 1
      // Refresh tokens rotate: each is accepted once (a reuse means a stolen token).
      if (!state.refreshTokens.delete(variables.refreshToken)) {
        return errorAnswer(ERROR_CODES.AUTH_KEY_EXPIRED, ['refreshToken'])
      }
      return HttpResponse.json({ data: { refreshToken: issueTokens() } })
    }),
    link.mutation(LogoutDocument, ({ request }) => {
      state.logoutCalls += 1
      const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '')
      if (token) state.accessTokens.delete(token)
      return HttpResponse.json({ data: { logout: { success: true, message: null } } })
    }),

    // Profile
    link.query(GetProfileDocument, ({ request }) =>
      signedIn(request)
        ? HttpResponse.json({
            data: {
              profile: {
                ...state.profile,
                favoriteProducts: { items: state.favorites, total: state.favorites.length },
              },
            },
          })
        : errorAnswer(ERROR_CODES.AUTH_KEY_EXPIRED, ['profile']),
    ),
    link.mutation(UpdateProfileDocument, ({ request, variables }) => {
      if (!signedIn(request)) return errorAnswer(ERROR_CODES.AUTH_KEY_EXPIRED, ['updateProfile'])
      const { notifications: _notifications, ...update } = variables.update
      state.profile = {
        ...state.profile,
        ...Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)),
      }
      return HttpResponse.json({ data: { updateProfile: state.profile } })
    }),

    // Cart
    link.query(CartDocument, () => HttpResponse.json({ data: { cart: cartOf(state.cart) } })),
    link.mutation(UpdateCartDocument, ({ variables }) => {
      state.cart = applyLines(state.cart, asArray(variables.items))
      return HttpResponse.json({ data: { updateCart: cartOf(state.cart) } })
    }),
    link.mutation(ClearCartDocument, () => {
      state.cart = []
      return HttpResponse.json({ data: { clearCart: cartOf(state.cart) } })
    }),
    link.query(CartMiniDocument, ({ variables }) => {
      const mini = state.miniCarts.get(String(variables.id))
      return HttpResponse.json({
        data: {
          cartMini: mini
            ? { id: String(variables.id), regionId: mini.regionId, ...cartOf(mini.lines) }
            : null,
        },
      })
    }),
    link.mutation(UpdateCartMiniDocument, ({ variables }) => {
      const { input } = variables
      const id = input.id ? String(input.id) : `mini-${state.miniCarts.size + 1}`
      const lines = applyLines(state.miniCarts.get(id)?.lines ?? [], input.items)
      state.miniCarts.set(id, { regionId: String(input.regionId), lines })
      return HttpResponse.json({
        data: {
          updateCartMini: { cart: { id, regionId: String(input.regionId), ...cartOf(lines) } },
        },
      })
    }),

    // Sitemaps: the fixtures' products and categories; the other kinds have no pages here.
    link.query(SitemapDocument, ({ variables }) => {
      const paths =
        variables.kind === 'PRODUCTS'
          ? fixtures.products.map((product) => `/product/${product.alias}.html`)
          : variables.kind === 'CATEGORIES'
            ? fixtures.categories.map((category) => category.url)
            : []
      const limit = Math.min(variables.paginator?.limit ?? 5000, 5000)
      const offset = ((variables.paginator?.page ?? 1) - 1) * limit
      const lastmod = paths.length > 0 ? SITEMAP_LASTMOD : null
      return HttpResponse.json({
        data: {
          sitemap: {
            items: paths
              .slice(offset, offset + limit)
              .map((path) => ({ path, lastmod: SITEMAP_LASTMOD })),
            total: paths.length,
            lastmod,
          },
        },
      })
    }),

    // Catalogue and search
    link.query(CategoriesDocument, () =>
      HttpResponse.json({ data: { categories: fixtures.categories } }),
    ),
    link.query(ProductsDocument, ({ variables }) => {
      const { search } = variables
      const query = search.query?.trim().toLowerCase()
      const ids = search.ids?.map(String)
      const found = fixtures.products.filter(
        (product) =>
          (!query || product.name.toLowerCase().includes(query)) &&
          (!ids || ids.includes(product.id)) &&
          (!search.onlyDiscounts || (product.discount ?? 0) > 0) &&
          (!search.onlyExpiring || product.priceTypeID === 4 || product.priceTypeID === 14),
      )
      return HttpResponse.json({
        data: { products: productPage(found, search.page ?? 1, search.pageCount ?? 24) },
      })
    }),
    link.query(ProductPageDocument, ({ variables }) => {
      const product = fixtures.products.find((item) => item.alias === variables.alias)
      if (!product) return HttpResponse.json({ data: { productPage: null } })
      const page = fixtures.productPage
      return HttpResponse.json({
        data: {
          productPage:
            product.id === page.product.id
              ? page
              : {
                  ...page,
                  product: { ...page.product, ...product, images: [product.image], group: null },
                  metaInformation: {
                    ...page.metaInformation,
                    h1: product.name,
                    title: product.name,
                    canonical: product.url,
                  },
                },
        },
      })
    }),
    link.query(SearchAutocompleteDocument, ({ variables }) => {
      const answer = fixtures.searchAutocomplete(variables.query)
      return HttpResponse.json({
        data: {
          searchAutocomplete: {
            ...answer,
            products: answer.products.slice(0, variables.size ?? 5),
          },
        },
      })
    }),
    link.mutation(UpdateFavoriteProductsDocument, ({ request, variables }) => {
      if (!signedIn(request))
        return errorAnswer(ERROR_CODES.AUTH_KEY_EXPIRED, ['updateFavoriteProducts'])
      const id = String(variables.productID)
      state.favorites = state.favorites.filter((favorite) => favorite !== id)
      if (variables.mode === 'update') state.favorites.push(id)
      return HttpResponse.json({ data: { updateFavoriteProducts: favoritesAnswer() } })
    }),

    link.query(FavoriteProductsDocument, ({ request }) => {
      if (!signedIn(request)) return errorAnswer(ERROR_CODES.AUTH_KEY_EXPIRED, ['favoriteProducts'])
      const items = state.favorites
        .map(productById)
        .filter((product): product is ProductFixture => product !== undefined)
      return HttpResponse.json({ data: { favoriteProducts: { items, total: items.length } } })
    }),
    link.mutation(UpdateFavoritePharmacyDocument, ({ request, variables }) => {
      if (!signedIn(request))
        return errorAnswer(ERROR_CODES.AUTH_KEY_EXPIRED, ['updateFavoritePharmacy'])
      return HttpResponse.json({
        data: {
          updateFavoritePharmacy: {
            id: String(variables.pharmacyID),
            isFavorite: variables.mode === 'update',
          },
        },
      })
    }),
    link.mutation(SetDrugNotifyDocument, () =>
      HttpResponse.json({ data: { setDrugNotify: { success: true, message: null } } }),
    ),

    // Checkout and orders
    link.query(PreOrderDocument, ({ variables }) => {
      const cart = cartOf(state.cart)
      state.preOrder = {
        ...state.preOrder,
        step: variables.step,
        total: cart.total,
        groups: cart.groups.map((group) => ({
          items: group.items.map((item) => ({
            priceTypeID: item.priceTypeID,
            quantity: item.quantity,
            price: item.price,
            totalAmount: item.totalAmount,
            isChecked: item.isChecked,
            availableForSelect: item.product.availableForOrder || item.product.availableForBooking,
            isExpirating: item.isExpirating,
            product: {
              id: item.product.id,
              name: item.product.name,
              alias: item.product.alias,
              url: item.product.url,
              image: item.product.image,
              requiresPrescription: item.product.requiresPrescription,
            },
          })),
        })),
      }
      return HttpResponse.json({ data: { preOrder: state.preOrder } })
    }),
    link.mutation(UpdatePreOrderDocument, ({ variables }) => {
      const { input } = variables
      state.preOrder = {
        ...state.preOrder,
        step: input.step,
        receiveType: input.receiveType ?? state.preOrder.receiveType,
        receiveTypes: state.preOrder.receiveTypes.map((type) => ({
          ...type,
          isChecked: type.type === (input.receiveType ?? state.preOrder.receiveType),
        })),
        availableOptions: {
          ...state.preOrder.availableOptions,
          payments: state.preOrder.availableOptions.payments.map((payment) => ({
            ...payment,
            selected: input.payment ? payment.type === input.payment : payment.selected,
          })),
        },
      }
      return HttpResponse.json({ data: { updatePreOrder: state.preOrder } })
    }),
    link.mutation(SaveOrderDocument, () => {
      const cart = cartOf(state.cart)
      const items = cart.groups.flatMap((group) => group.items).filter((item) => item.isChecked)
      if (items.length === 0) return errorAnswer(ERROR_CODES.CART_EMPTY, ['saveOrder'])
      if (cart.total.totalAmount < cart.total.minSum) {
        return errorAnswer(ERROR_CODES.ORDER_BELOW_MIN_SUM, ['saveOrder'], {
          min_sum: cart.total.minSum,
        })
      }
      const number = 5001 + state.orders.length
      const order: OrderFixture = {
        ...fixtures.order,
        id: `o-${number}`,
        number: `А-${number}`,
        receiveType: state.preOrder.receiveType ?? 'pickup',
        items: items.map((item) => ({
          name: item.product.name,
          priceTypeID: item.priceTypeID,
          quantity: item.quantity,
          price: item.price,
          totalAmount: item.totalAmount,
          product: {
            id: item.product.id,
            name: item.product.name,
            alias: item.product.alias,
            url: item.product.url,
            image: item.product.image,
          },
        })),
        total: {
          ...fixtures.order.total,
          amount: cart.total.amount,
          totalAmount: cart.total.totalAmount,
          productsAmount: cart.total.productsAmount,
          discount: cart.total.discount,
          priceDiscount: cart.total.priceDiscount,
          promoDiscount: cart.total.promoDiscount,
          pointsEarned: cart.total.points,
          productsCount: cart.total.productsCount,
        },
      }
      state.orders.push(order)
      state.cart = []
      return HttpResponse.json({ data: { saveOrder: order } })
    }),
    link.query(PharmacySearchListDocument, ({ variables }) => {
      const search = variables.search?.trim().toLowerCase()
      const cart = cartOf(state.cart)
      const count = cart.total.productsCount
      const found = [fixtures.pharmacy].filter(
        (pharmacy) =>
          !search ||
          pharmacy.name.toLowerCase().includes(search) ||
          pharmacy.address.toLowerCase().includes(search),
      )
      return HttpResponse.json({
        data: {
          pharmacySearchList: {
            items: found.map((pharmacy) => pickupPointOf(pharmacy, state, count)),
            total: found.length,
          },
        },
      })
    }),
    link.query(OrderDocument, ({ variables }) =>
      HttpResponse.json({
        data: { order: state.orders.find((order) => order.id === String(variables.id)) ?? null },
      }),
    ),

    // Loyalty and marketing
    link.query(LoyaltiesDocument, ({ request }) =>
      HttpResponse.json({ data: { loyalties: signedIn(request) ? fixtures.loyalties : null } }),
    ),
    link.query(LoyaltyHistoryDocument, ({ request }) =>
      signedIn(request)
        ? HttpResponse.json({ data: { loyaltyHistory: { total: 0, items: [] } } })
        : errorAnswer(ERROR_CODES.AUTH_KEY_EXPIRED, ['loyaltyHistory']),
    ),
    link.query(WidgetsDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          widgets: {
            items: fixtures.widgets.items.filter((widget) =>
              variables.input.items.includes(widget.alias),
            ),
          },
        },
      }),
    ),
    link.query(RelatedPromosQueryDocument, () =>
      HttpResponse.json({ data: { relatedPromos: fixtures.relatedPromos } }),
    ),
    link.query(BigSaleQueryDocument, () =>
      HttpResponse.json({ data: { bigSale: fixtures.bigSale } }),
    ),
    link.query(TripwireBannerQueryDocument, () =>
      HttpResponse.json({ data: { bannerTripwire: fixtures.tripwireBanner } }),
    ),
    // What the in-memory shop has none of: empty lists and unknown entities (null), in the
    // contract's shape, so a skin's empty and not-found states can be tested.
    link.query(RegionsDocument, () =>
      HttpResponse.json({ data: { regions: [...fixtures.regions] } }),
    ),
    link.query(CategoryDocument, ({ variables }) => {
      const all = fixtures.categories.flatMap((category) => [category, ...category.children])
      const found = all.find((category) => category.alias === variables.alias)
      if (!found) return HttpResponse.json({ data: { category: null } })
      const productsCount = fixtures.products.filter(
        (product) => product.category?.id === found.id,
      ).length
      return HttpResponse.json({
        data: {
          category: {
            ...categoryFields(found),
            productsCount,
            children: found.children.map(categoryFields),
            doctors: [],
          },
        },
      })
    }),
    link.query(TagDocument, () => HttpResponse.json({ data: { tag: null } })),
    link.query(BrandDocument, () => HttpResponse.json({ data: { brand: null } })),
    link.query(BrandsByLetterDocument, () => HttpResponse.json({ data: { brandsByLetter: [] } })),
    link.query(ManufacturerDocument, () => HttpResponse.json({ data: { manufacturer: null } })),
    link.query(DrugsByLetterDocument, () =>
      HttpResponse.json({ data: { drugsByLetter: { items: [], total: 0, letters: [] } } }),
    ),
    link.query(DiseasesDocument, () =>
      HttpResponse.json({ data: { diseases: { items: [], total: 0, letters: [] } } }),
    ),
    link.query(DiseaseDocument, () => HttpResponse.json({ data: { disease: null } })),
    link.query(SuggestAddressDocument, () => HttpResponse.json({ data: { suggestAddress: [] } })),
    link.query(AddressCoordinatesDocument, () =>
      HttpResponse.json({ data: { addressCoordinates: null } }),
    ),
    link.query(DeliveryZonesDocument, () => HttpResponse.json({ data: { deliveryZones: [] } })),
    link.query(PickupStoreDocument, () => HttpResponse.json({ data: { pickupStore: null } })),
    link.query(TeamPersonsDocument, () =>
      HttpResponse.json({ data: { teamPersons: { items: [], total: 0 } } }),
    ),
    link.query(TeamPersonDocument, () => HttpResponse.json({ data: { teamPerson: null } })),
    link.query(ArticlesDocument, () =>
      HttpResponse.json({ data: { articles: { items: [], total: 0 } } }),
    ),
    link.query(ArticleDocument, () => HttpResponse.json({ data: { article: null } })),
    link.query(AnalysesDocument, () =>
      HttpResponse.json({ data: { analyses: { items: [], total: 0 } } }),
    ),
    link.query(AnalysisDocument, () => HttpResponse.json({ data: { analysis: null } })),
    link.query(ContentPageDocument, () => HttpResponse.json({ data: { contentPage: null } })),
    link.query(PromotionsDocument, () =>
      HttpResponse.json({ data: { promotions: { items: [], total: 0 } } }),
    ),
    link.query(PromotionDocument, () => HttpResponse.json({ data: { promotion: null } })),
    link.query(PersonalPromotionsDocument, () =>
      HttpResponse.json({ data: { personalPromotions: { items: [], total: 0 } } }),
    ),
    link.query(ReferralProgramDocument, () =>
      HttpResponse.json({ data: { referralProgram: null } }),
    ),
    link.query(OauthProvidersDocument, () => HttpResponse.json({ data: { oauthProviders: [] } })),
    link.query(SearchHelpDocument, () => HttpResponse.json({ data: { searchHelp: [] } })),
    link.query(PharmacyDocument, ({ variables }) =>
      HttpResponse.json({
        data: { pharmacy: variables.id === fixtures.pharmacy.id ? fixtures.pharmacy : null },
      }),
    ),
    link.query(PrescriptionsDocument, () => HttpResponse.json({ data: { prescriptions: [] } })),
    link.query(PrescriptionDocument, () => HttpResponse.json({ data: { prescription: null } })),

    link.query(ProductReviewsDocument, ({ variables }) => {
      const product = fixtures.products.find((item) => item.alias === variables.alias)
      return HttpResponse.json({
        data: {
          productPage: product
            ? { product: { id: product.id, reviews: { total: 0, averageRating: 0, items: [] } } }
            : null,
        },
      })
    }),
    link.query(ProductPharmaciesDocument, ({ variables }) => {
      const product = fixtures.products.find((item) => item.alias === variables.alias)
      return HttpResponse.json({
        data: {
          productPage: product
            ? { product: { id: product.id, pharmacies: { total: 0, items: [] } } }
            : null,
        },
      })
    }),
    link.query(SearchPharmacyDocument, ({ variables }) => {
      const search = variables.search?.trim().toLowerCase()
      const items = [fixtures.pharmacy].filter(
        (pharmacy) =>
          !search ||
          pharmacy.name.toLowerCase().includes(search) ||
          pharmacy.address.toLowerCase().includes(search),
      )
      return HttpResponse.json({ data: { searchPharmacy: { items, total: items.length } } })
    }),
    link.query(AdvertisementDocument, () => HttpResponse.json({ data: { advertisement: [] } })),
    link.query(BrandLettersDocument, () =>
      HttpResponse.json({ data: { brandLetters: { ru: [], en: [] } } }),
    ),
    link.query(GroupDocument, () => HttpResponse.json({ data: { group: null } })),
    link.query(ProductInstructionsDocument, () =>
      HttpResponse.json({ data: { productInstructions: null } }),
    ),
    link.query(ProductAnalogsDocument, ({ variables }) => {
      const limit = variables.paginator?.limit ?? 20
      const page = variables.paginator?.page ?? 1
      return HttpResponse.json({
        data: {
          productAnalogs: {
            items: [],
            total: 0,
            pageInfo: { page, limit, total: 0, pageCount: 1 },
          },
        },
      })
    }),
    link.query(BrowsingHistoryDocument, ({ variables }) => {
      const ids = asArray(variables.ids).map(String)
      return HttpResponse.json({
        data: {
          browsingHistory: ids
            .map(productById)
            .filter((product): product is ProductFixture => product !== undefined),
        },
      })
    }),
    link.mutation(AddPromotedEmailDocument, () =>
      HttpResponse.json({ data: { addPromotedEmail: { success: true, message: null } } }),
    ),
    link.mutation(ClearPreOrderDocument, () => {
      state.preOrder = structuredClone(fixtures.preOrder)
      return HttpResponse.json({ data: { clearPreOrder: { success: true, message: null } } })
    }),

    // The orders the mock shop saved.
    link.query(NewOrderDocument, ({ variables }) =>
      HttpResponse.json({
        data: { newOrder: state.orders.find((order) => order.id === String(variables.id)) ?? null },
      }),
    ),
    link.query(UserLastOrderDocument, () =>
      HttpResponse.json({ data: { userLastOrder: state.orders.at(-1) ?? null } }),
    ),
    link.query(OrderByNumberDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          orderByNumber: state.orders.find((order) => order.number === variables.number) ?? null,
        },
      }),
    ),
    link.mutation(CancelOrderDocument, ({ variables }) => {
      const index = state.orders.findIndex((order) => order.id === String(variables.id))
      const order = state.orders[index]
      if (!order) return errorAnswer(ERROR_CODES.ORDER_NOT_FOUND, ['cancelOrder'])
      const cancelled: OrderFixture = { ...order, status: 'CANCELLED', statusLabel: 'Отменён' }
      state.orders[index] = cancelled
      return HttpResponse.json({ data: { cancelOrder: cancelled } })
    }),
    link.query(OrdersHistoryDocument, () =>
      HttpResponse.json({
        data: {
          ordersHistory: {
            marketplaceId: null,
            orders: [...state.orders].reverse(),
            total: state.orders.length,
          },
        },
      }),
    ),

    ...catalogPageHandlers(shop),
    ...pharmacyMapHandlers(shop),
    ...customerActionHandlers(shop),
    ...operatorSignInHandlers(shop),

    // Last: any other operation fails loudly, with its name.
    link.operation(({ operationName }) => unhandledOperation(operationName)),
  ]

  return { handlers: [...(options.handlers ?? []), ...handlers], state }
}
