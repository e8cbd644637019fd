// sdk/src/generated/graphql.ts: generated from schema/ by graphql-codegen — do not edit, run `npm run codegen`.
/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AddPromotedEmailInput = {
  email: string;
  source?: string | null | undefined;
};

export type AdvertisementType =
  | 'catalog'
  | 'home'
  | 'product'
  | 'search';

export type Alphabet =
  | 'en'
  | 'ru';

/** Bounds of a map viewport in degrees. */
export type BoundsInput = {
  xMax: number;
  xMin: number;
  yMax: number;
  yMin: number;
};

/** A cart line to set. quantity 0 removes the line. */
export type CartItemInput = {
  isChecked?: boolean | null | undefined;
  priceTypeID: number;
  productID: string | number;
  quantity: number;
};

export type CartMiniInput = {
  /** Omit to create a new cart; the answer carries its id. */
  id?: string | number | null | undefined;
  items: Array<CartItemInput>;
  regionId: string | number;
};

export type CatalogSearchInput = {
  lists?: Array<ListFilterInput> | null | undefined;
  page?: number | null | undefined;
  pageCount?: number | null | undefined;
  query?: string | null | undefined;
  ranges?: Array<RangeFilterInput> | null | undefined;
  sort?: SortInput | null | undefined;
  toggles?: Array<string | number> | null | undefined;
};

/** Checkout steps by number (SPEC §2): 1 cart, 2 pickup, 3 delivery, 4 checkout, 5 save. */
export type CheckoutStep =
  | 'CART'
  | 'CHECKOUT'
  | 'DELIVERY'
  | 'PICKUP'
  | 'SAVE';

/** How a day stands to the shop's today in the zone it is counted in. */
export type DayKind =
  | 'LATER'
  | 'TODAY'
  | 'TOMORROW';

export type DeliveryAddressInput = {
  comment?: string | null | undefined;
  entrance?: string | null | undefined;
  floor?: string | null | undefined;
  formattedAddress?: string | null | undefined;
  /** A saved address; or the fields below for a new one. */
  id?: string | number | null | undefined;
  lat?: number | null | undefined;
  long?: number | null | undefined;
  office?: string | null | undefined;
};

export type FavoriteMode =
  | 'delete'
  | 'update';

export type FilterConfigType =
  | 'brand'
  | 'category'
  | 'discounts'
  | 'disease'
  | 'event'
  | 'expiring'
  | 'group'
  | 'mnn'
  | 'other'
  | 'producer'
  | 'search'
  | 'tag';

/** List filter input: the selected item ids of one list. */
export type ListFilterInput = {
  id: string | number;
  values: Array<string>;
};

/** An operator signs in with their own phone and SMS code. */
export type LoginOperatorInput = {
  code: string;
  phone: string;
};

/** An operator (authorised by X-Operator-Authorization) acts for the customer with this phone. */
export type LoginUserByOperatorInput = {
  phone: string;
};

/** Steps of the loyalty card issue flow (SPEC §2); the client's state machine documents the transitions. */
export type LoyaltyCardFlowStep =
  | 'CARD_DETAIL'
  | 'CARD_IS_EXIST'
  | 'CARD_NUMBER'
  | 'CARD_STATUS'
  | 'OAUTH_FAILED'
  | 'STEP_1'
  | 'STEP_2'
  | 'STEP_3';

/** Joining a loyalty programme; with a card number, an existing card is linked. */
export type LoyaltyInput = {
  cardNumber?: string | null | undefined;
  type: string;
};

export type NotificationChannelsInput = {
  email: boolean;
  push: boolean;
  sms: boolean;
};

export type OAuthProvider =
  | 'apple'
  | 'google'
  | 'sber'
  | 'vk'
  | 'yandex';

/**
 * Order lifecycle (designed; the spec does not show it):
 * NEW → (AWAITING_PAYMENT → PAID, online payment only) → ASSEMBLING → ASSEMBLED
 * → READY (pickup/booking) or SENT (courier) → COMPLETED. CANCELLED is reachable before
 * ASSEMBLED; once ASSEMBLED or SENT a cancel is refused with E_39.
 */
export type OrderStatus =
  | 'ASSEMBLED'
  | 'ASSEMBLING'
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'COMPLETED'
  | 'NEW'
  | 'PAID'
  | 'READY'
  | 'SENT';

/** Page request used by every paginated list. page counts from 1. */
export type PaginatorInput = {
  /** Page size; servers cap it at 100. */
  limit?: number | null | undefined;
  page?: number | null | undefined;
};

export type PaymentStatusCode =
  | 'DECLINED'
  | 'NOT_REQUIRED'
  | 'PAID'
  | 'PENDING'
  | 'REFUNDED';

export type PaymentType =
  | 'card'
  | 'cash'
  | 'online'
  | 'pharmacy'
  /** Label 'Яндекс Сплит'. */
  | 'yandex_bnpl';

/** Filters of the pharmacy list (/pharmacies); each one given as true narrows the list. */
export type PharmacyFilterInput = {
  /** Payment by card at pickup. */
  cardPayment?: boolean | null | undefined;
  /** Only the signed-in customer's own pharmacies (E_12 when signed out). */
  favorite?: boolean | null | undefined;
  /** An order placed now can be picked up today. */
  pickupToday?: boolean | null | undefined;
  /** Open 24 hours. */
  roundTheClock?: boolean | null | undefined;
};

/** A change to the pre-order; fields left out stay as they are. */
export type PreOrderInput = {
  address?: DeliveryAddressInput | null | undefined;
  comment?: string | null | undefined;
  dateId?: string | number | null | undefined;
  intervalId?: string | number | null | undefined;
  items?: Array<PreOrderItemSelectionInput> | null | undefined;
  loyalty?: PreOrderLoyaltyInput | null | undefined;
  payment?: PaymentType | null | undefined;
  pharmacyID?: string | number | null | undefined;
  receiveType?: ReceiveType | null | undefined;
  receiver?: ReceiverInput | null | undefined;
  regionID: string | number;
  step: CheckoutStep;
};

export type PreOrderItemSelectionInput = {
  isChecked: boolean;
  priceTypeID: number;
  productID: string | number;
};

export type PreOrderLoyaltyBalanceInput = {
  count: number;
  id: string | number;
};

export type PreOrderLoyaltyInput = {
  balances?: Array<PreOrderLoyaltyBalanceInput> | null | undefined;
  /** Points to spend; 0 spends none. */
  points?: number | null | undefined;
  promoCode?: string | null | undefined;
};

/** Who the prescriptions belong to: the EMIAS policy number and the owner's birthday. */
export type PrescriptionOwnerInput = {
  birthday: string;
  policyNumber: string;
};

/** Price types by numeric id (SPEC §4). priceTypeID fields carry the number; this enum names it. */
export type PriceType =
  /** 1 */
  | 'BASE'
  /** 6 */
  | 'EMPTY'
  /** 4 */
  | 'EXPIRING'
  /** 14 */
  | 'EXPIRING_14'
  /** 9 */
  | 'MARKETPLACE_9'
  /** 10 */
  | 'MARKETPLACE_10'
  /** 11 */
  | 'MARKETPLACE_11'
  /** 12 */
  | 'MARKETPLACE_12'
  /** 13 */
  | 'MARKETPLACE_13'
  /** 8: other suppliers' marketplace goods */
  | 'MARKETPLACE_OTHER'
  /** 3 */
  | 'MECH'
  /** 5 */
  | 'MECH80'
  /** 2 */
  | 'PROTEK'
  /** 7 */
  | 'REMAINDER';

/** What a product list is asked for. Every field is optional; together they narrow the list. */
export type ProductSearchInput = {
  brandCode?: string | null | undefined;
  categoryAlias?: string | null | undefined;
  diseaseCode?: string | null | undefined;
  eventAlias?: string | null | undefined;
  groupCode?: string | null | undefined;
  ids?: Array<string | number> | null | undefined;
  lists?: Array<ListFilterInput> | null | undefined;
  mnnAlias?: string | null | undefined;
  /** Only products with a discount. */
  onlyDiscounts?: boolean | null | undefined;
  /** Only products with an expiring price (price types 4 and 14). */
  onlyExpiring?: boolean | null | undefined;
  /** Page number, the PAGEN_1 query parameter. */
  page?: number | null | undefined;
  /** Page size, the PAGE_COUNT query parameter. */
  pageCount?: number | null | undefined;
  /** Only products on this pharmacy's shelf now (a pharmacy's page: products in stock there). */
  pharmacyID?: string | number | null | undefined;
  producerCode?: string | null | undefined;
  /** Full-text query (Russian morphology and typo tolerance). */
  query?: string | null | undefined;
  ranges?: Array<RangeFilterInput> | null | undefined;
  regionID: string | number;
  sort?: SortInput | null | undefined;
  tagCode?: string | null | undefined;
  /** Ids of the toggles that are on. */
  toggles?: Array<string | number> | null | undefined;
  /** Include products of subcategories; default true. */
  withSubcategories?: boolean | null | undefined;
};

export type ProfileNotificationsInput = {
  adsAgreement?: NotificationChannelsInput | null | undefined;
  orders?: NotificationChannelsInput | null | undefined;
  personalOffers?: NotificationChannelsInput | null | undefined;
};

/** Range filter input (price and other numeric properties). */
export type RangeFilterInput = {
  id: string | number;
  max?: number | null | undefined;
  min?: number | null | undefined;
};

export type ReceiveType =
  | 'booking'
  | 'courier'
  | 'pickup';

export type ReceiverInput = {
  email?: string | null | undefined;
  name: string;
  phone: string;
};

export type RegisterByOperatorData = {
  birthday?: string | null | undefined;
  email?: string | null | undefined;
  name: string;
  patronymic?: string | null | undefined;
  phone: string;
  surname?: string | null | undefined;
};

export type RegisterData = {
  adsAgreement?: boolean | null | undefined;
  birthday?: string | null | undefined;
  code: string;
  email?: string | null | undefined;
  name: string;
  phone: string;
  referrerCode?: string | null | undefined;
  surname?: string | null | undefined;
};

export type SetDrugNotifyParams = {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  productID: string | number;
  regionID: string | number;
};

/** What a sitemap lists. */
export type SitemapKind =
  | 'ANALYSES'
  | 'ARTICLES'
  | 'BRANDS'
  | 'CATEGORIES'
  | 'PHARMACIES'
  | 'PRODUCTS';

export type SortInput = {
  side: SortSide;
  type: SortType;
};

export type SortSide =
  | 'asc'
  | 'desc';

export type SortType =
  | 'discount'
  | 'name'
  | 'new'
  | 'popular'
  | 'price'
  | 'rating';

export type TeamPersonType =
  | 'Author'
  | 'Doctor'
  | 'Pharmacist'
  | 'Staff';

/** Profile changes; fields left out stay as they are. */
export type UpdateProfile = {
  birthday?: string | null | undefined;
  email?: string | null | undefined;
  gender?: string | null | undefined;
  isEmployeeModeEnable?: boolean | null | undefined;
  name?: string | null | undefined;
  notifications?: ProfileNotificationsInput | null | undefined;
  patronymic?: string | null | undefined;
  surname?: string | null | undefined;
};

export type WidgetsInput = {
  /** Widget aliases to load, e.g. 'popular', 'with-this-buy', 'viewed'. */
  items: Array<string>;
  /** The product the widgets are about (product page). */
  productID?: string | number | null | undefined;
  regionID: string | number;
};

export type GetCodeMutationVariables = Exact<{
  phone: string;
}>;


export type GetCodeMutation = { getCode: { success: boolean, resendAfter: number, codeLength: number } };

export type LoginMutationVariables = Exact<{
  code: string;
  phone: string;
}>;


export type LoginMutation = { login: { isRegistered: boolean, regionID: string | null, session: { regionID: string | null, user: { accessToken: string, refreshToken: string } | null, operator: { accessToken: string, refreshToken: string } | null, profile: { id: string, birthday: string | null, email: string | null, gender: string | null, name: string | null, patronymic: string | null, phone: string, surname: string | null, isPromoCodeAvailable: boolean, isEmployee: boolean, isEmployeeModeEnable: boolean, isOperator: boolean, hasApplication: boolean, loyaltyProgram: string | null, emailVerified: boolean, referralCode: string, favoriteProducts: { items: Array<string>, total: number }, notifications: { adsAgreement: { email: boolean, sms: boolean, push: boolean }, personalOffers: { email: boolean, sms: boolean, push: boolean }, orders: { email: boolean, sms: boolean, push: boolean } } } | null } | null } };

export type OauthProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type OauthProvidersQuery = { oauthProviders: Array<{ provider: OAuthProvider, name: string, authorizeUrl: string }> };

export type LoginOAuthMutationVariables = Exact<{
  oauthProvider: OAuthProvider;
  token: string;
  referrerCode?: string | null | undefined;
  state?: string | null | undefined;
}>;


export type LoginOAuthMutation = { loginOAuth: { isRegistered: boolean, regionID: string | null, session: { regionID: string | null, user: { accessToken: string, refreshToken: string } | null, operator: { accessToken: string, refreshToken: string } | null, profile: { id: string, birthday: string | null, email: string | null, gender: string | null, name: string | null, patronymic: string | null, phone: string, surname: string | null, isPromoCodeAvailable: boolean, isEmployee: boolean, isEmployeeModeEnable: boolean, isOperator: boolean, hasApplication: boolean, loyaltyProgram: string | null, emailVerified: boolean, referralCode: string, favoriteProducts: { items: Array<string>, total: number }, notifications: { adsAgreement: { email: boolean, sms: boolean, push: boolean }, personalOffers: { email: boolean, sms: boolean, push: boolean }, orders: { email: boolean, sms: boolean, push: boolean } } } | null } | null } };

export type LoginOperatorAsUserMutationVariables = Exact<{
  input: LoginOperatorInput;
}>;


export type LoginOperatorAsUserMutation = { loginOperatorAsUser: { isRegistered: boolean, regionID: string | null, session: { regionID: string | null, user: { accessToken: string, refreshToken: string } | null, operator: { accessToken: string, refreshToken: string } | null, profile: { id: string, birthday: string | null, email: string | null, gender: string | null, name: string | null, patronymic: string | null, phone: string, surname: string | null, isPromoCodeAvailable: boolean, isEmployee: boolean, isEmployeeModeEnable: boolean, isOperator: boolean, hasApplication: boolean, loyaltyProgram: string | null, emailVerified: boolean, referralCode: string, favoriteProducts: { items: Array<string>, total: number }, notifications: { adsAgreement: { email: boolean, sms: boolean, push: boolean }, personalOffers: { email: boolean, sms: boolean, push: boolean }, orders: { email: boolean, sms: boolean, push: boolean } } } | null } | null } };

export type LoginUserByOperatorMutationVariables = Exact<{
  input: LoginUserByOperatorInput;
}>;


export type LoginUserByOperatorMutation = { loginUserByOperator: { isRegistered: boolean, regionID: string | null, session: { regionID: string | null, user: { accessToken: string, refreshToken: string } | null, operator: { accessToken: string, refreshToken: string } | null, profile: { id: string, birthday: string | null, email: string | null, gender: string | null, name: string | null, patronymic: string | null, phone: string, surname: string | null, isPromoCodeAvailable: boolean, isEmployee: boolean, isEmployeeModeEnable: boolean, isOperator: boolean, hasApplication: boolean, loyaltyProgram: string | null, emailVerified: boolean, referralCode: string, favoriteProducts: { items: Array<string>, total: number }, notifications: { adsAgreement: { email: boolean, sms: boolean, push: boolean }, personalOffers: { email: boolean, sms: boolean, push: boolean }, orders: { email: boolean, sms: boolean, push: boolean } } } | null } | null } };

export type RegisterClientMutationVariables = Exact<{
  data: RegisterData;
}>;


export type RegisterClientMutation = { registerClient: { isRegistered: boolean, regionID: string | null, session: { regionID: string | null, user: { accessToken: string, refreshToken: string } | null, operator: { accessToken: string, refreshToken: string } | null, profile: { id: string, birthday: string | null, email: string | null, gender: string | null, name: string | null, patronymic: string | null, phone: string, surname: string | null, isPromoCodeAvailable: boolean, isEmployee: boolean, isEmployeeModeEnable: boolean, isOperator: boolean, hasApplication: boolean, loyaltyProgram: string | null, emailVerified: boolean, referralCode: string, favoriteProducts: { items: Array<string>, total: number }, notifications: { adsAgreement: { email: boolean, sms: boolean, push: boolean }, personalOffers: { email: boolean, sms: boolean, push: boolean }, orders: { email: boolean, sms: boolean, push: boolean } } } | null } | null } };

export type RegisterClientByOperatorMutationVariables = Exact<{
  data: RegisterByOperatorData;
}>;


export type RegisterClientByOperatorMutation = { registerClientByOperator: { isRegistered: boolean, regionID: string | null, session: { regionID: string | null, user: { accessToken: string, refreshToken: string } | null, operator: { accessToken: string, refreshToken: string } | null, profile: { id: string, birthday: string | null, email: string | null, gender: string | null, name: string | null, patronymic: string | null, phone: string, surname: string | null, isPromoCodeAvailable: boolean, isEmployee: boolean, isEmployeeModeEnable: boolean, isOperator: boolean, hasApplication: boolean, loyaltyProgram: string | null, emailVerified: boolean, referralCode: string, favoriteProducts: { items: Array<string>, total: number }, notifications: { adsAgreement: { email: boolean, sms: boolean, push: boolean }, personalOffers: { email: boolean, sms: boolean, push: boolean }, orders: { email: boolean, sms: boolean, push: boolean } } } | null } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean, message: string | null } };

export type RefreshTokenMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshTokenMutation = { refreshToken: { accessToken: string, refreshToken: string } };

export type IsRegisteredQueryVariables = Exact<{
  phone: string;
}>;


export type IsRegisteredQuery = { isRegistered: { isRegistered: boolean } };

export type AuthTokensFieldsFragment = { accessToken: string, refreshToken: string };

export type SessionFieldsFragment = { regionID: string | null, user: { accessToken: string, refreshToken: string } | null, operator: { accessToken: string, refreshToken: string } | null, profile: { id: string, birthday: string | null, email: string | null, gender: string | null, name: string | null, patronymic: string | null, phone: string, surname: string | null, isPromoCodeAvailable: boolean, isEmployee: boolean, isEmployeeModeEnable: boolean, isOperator: boolean, hasApplication: boolean, loyaltyProgram: string | null, emailVerified: boolean, referralCode: string, favoriteProducts: { items: Array<string>, total: number }, notifications: { adsAgreement: { email: boolean, sms: boolean, push: boolean }, personalOffers: { email: boolean, sms: boolean, push: boolean }, orders: { email: boolean, sms: boolean, push: boolean } } } | null };

export type AuthPayloadFieldsFragment = { isRegistered: boolean, regionID: string | null, session: { regionID: string | null, user: { accessToken: string, refreshToken: string } | null, operator: { accessToken: string, refreshToken: string } | null, profile: { id: string, birthday: string | null, email: string | null, gender: string | null, name: string | null, patronymic: string | null, phone: string, surname: string | null, isPromoCodeAvailable: boolean, isEmployee: boolean, isEmployeeModeEnable: boolean, isOperator: boolean, hasApplication: boolean, loyaltyProgram: string | null, emailVerified: boolean, referralCode: string, favoriteProducts: { items: Array<string>, total: number }, notifications: { adsAgreement: { email: boolean, sms: boolean, push: boolean }, personalOffers: { email: boolean, sms: boolean, push: boolean }, orders: { email: boolean, sms: boolean, push: boolean } } } | null } | null };

export type MetaInformationFieldsFragment = { title: string, description: string, h1: string, microdata: string | null, canonical: string | null, breadcrumbs: Array<{ title: string, link: string }>, metadata: Array<{ name: string, content: string }> };

export type ShopDayFieldsFragment = { date: string, kind: DayKind, text: string, timeZone: string };

export type CartQueryVariables = Exact<{
  regionID: string | number;
}>;


export type CartQuery = { cart: { groups: Array<{ title: string | null, items: Array<{ priceTypeID: number, quantity: number, isChecked: boolean, amount: number, price: number, listPrice: number, totalAmount: number, totalDiscount: number, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, price: number | null, priceOld: number | null, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, requiresPrescription: boolean, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, deliveryIncluded: boolean, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } } } };

export type UpdateCartMutationVariables = Exact<{
  regionID: string | number;
  items: Array<CartItemInput> | CartItemInput;
}>;


export type UpdateCartMutation = { updateCart: { groups: Array<{ title: string | null, items: Array<{ priceTypeID: number, quantity: number, isChecked: boolean, amount: number, price: number, listPrice: number, totalAmount: number, totalDiscount: number, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, price: number | null, priceOld: number | null, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, requiresPrescription: boolean, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, deliveryIncluded: boolean, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } } } };

export type ClearCartMutationVariables = Exact<{
  regionID: string | number;
}>;


export type ClearCartMutation = { clearCart: { groups: Array<{ title: string | null, items: Array<{ priceTypeID: number, quantity: number, isChecked: boolean, amount: number, price: number, listPrice: number, totalAmount: number, totalDiscount: number, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, price: number | null, priceOld: number | null, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, requiresPrescription: boolean, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, deliveryIncluded: boolean, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } } } };

export type CartMiniQueryVariables = Exact<{
  id: string | number;
  regionId: string | number;
}>;


export type CartMiniQuery = { cartMini: { id: string, regionId: string, groups: Array<{ title: string | null, items: Array<{ priceTypeID: number, quantity: number, isChecked: boolean, amount: number, price: number, listPrice: number, totalAmount: number, totalDiscount: number, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, price: number | null, priceOld: number | null, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, requiresPrescription: boolean, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, deliveryIncluded: boolean, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } } } | null };

export type UpdateCartMiniMutationVariables = Exact<{
  input: CartMiniInput;
}>;


export type UpdateCartMiniMutation = { updateCartMini: { cart: { id: string, regionId: string, groups: Array<{ title: string | null, items: Array<{ priceTypeID: number, quantity: number, isChecked: boolean, amount: number, price: number, listPrice: number, totalAmount: number, totalDiscount: number, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, price: number | null, priceOld: number | null, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, requiresPrescription: boolean, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, deliveryIncluded: boolean, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } } } } };

export type CartTotalFieldsFragment = { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, deliveryIncluded: boolean, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } };

export type CartGroupFieldsFragment = { title: string | null, items: Array<{ priceTypeID: number, quantity: number, isChecked: boolean, amount: number, price: number, listPrice: number, totalAmount: number, totalDiscount: number, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, price: number | null, priceOld: number | null, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, requiresPrescription: boolean, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null } }> };

export type CatalogPageQueryVariables = Exact<{
  search: CatalogSearchInput;
  regionID: string | number;
  url: string;
}>;


export type CatalogPageQuery = { catalogPage: { title: string | null, products: { total: number, description: string | null, items: Array<{ id: string, alias: string, name: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, priceTypeID: number | null, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, badges: Array<{ description: string | null, title: string, type: string }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null }>, pageInfo: { page: number, limit: number, total: number, pageCount: number } }, metaInformation: { title: string, description: string, h1: string, microdata: string | null, canonical: string | null, breadcrumbs: Array<{ title: string, link: string }>, metadata: Array<{ name: string, content: string }> }, category: { id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null } | null, subcategories: Array<{ id: string, name: string, alias: string, url: string }> } };

export type ProductsQueryVariables = Exact<{
  search: ProductSearchInput;
}>;


export type ProductsQuery = { products: { total: number, description: string | null, items: Array<{ id: string, lastPrice: number | null, alias: string, sku: string, name: string, url: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, canPayOnPickup: boolean, maxQuantity: number, expirationDate: string | null, deliveryDate: string | null, pickupDate: string | null, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, seoBasketText: string | null, seoPriceText: string | null, priceTypeID: number | null, warning: string | null, bitrixID: number | null, isAdv: boolean, reviewsDisabled: boolean, isBundle: boolean, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, category: { id: string, name: string, alias: string, url: string } | null, mnns: Array<{ alias: string, title: string, href: string }>, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null, bundleItemsSimple: Array<{ id: string, quantity: number, shortName: string }> }>, pageInfo: { page: number, limit: number, total: number, pageCount: number } } };

export type ExpiringProductsQueryVariables = Exact<{
  regionID: string | number;
  page?: number | null | undefined;
  pageCount?: number | null | undefined;
}>;


export type ExpiringProductsQuery = { products: { total: number, items: Array<{ id: string, lastPrice: number | null, alias: string, sku: string, name: string, url: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, canPayOnPickup: boolean, maxQuantity: number, expirationDate: string | null, deliveryDate: string | null, pickupDate: string | null, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, seoBasketText: string | null, seoPriceText: string | null, priceTypeID: number | null, warning: string | null, bitrixID: number | null, isAdv: boolean, reviewsDisabled: boolean, isBundle: boolean, hasPricePrefix: boolean, requiresPrescription: boolean, prices: Array<{ price: number, priceOld: number | null, priceTypeID: number, priceType: PriceType, discount: number | null, maxQuantity: number, dateExpired: string | null, dateExpiredOpened: string | null, expirationDate: string | null, isExpirating: boolean, availableForBooking: boolean, availableForOrder: boolean, expirationType: string | null, hasPrefix: boolean }>, brand: { alias: string, name: string } | null, category: { id: string, name: string, alias: string, url: string } | null, mnns: Array<{ alias: string, title: string, href: string }>, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null, bundleItemsSimple: Array<{ id: string, quantity: number, shortName: string }> }>, pageInfo: { page: number, limit: number, total: number, pageCount: number } } };

export type FilterConfigQueryVariables = Exact<{
  regionID: string | number;
  categoryAlias?: string | null | undefined;
  type?: FilterConfigType | null | undefined;
  query?: string | null | undefined;
  tagCode?: string | null | undefined;
  brandCode?: string | null | undefined;
  eventAlias?: string | null | undefined;
  withoutSubcategories?: boolean | null | undefined;
  groupCode?: string | null | undefined;
  diseaseCode?: string | null | undefined;
  mnnAlias?: string | null | undefined;
  producerCode?: string | null | undefined;
  selected?: Array<ListFilterInput> | ListFilterInput | null | undefined;
  itemsLimit?: number | null | undefined;
}>;


export type FilterConfigQuery = { filterConfig: { sorts: Array<SortType>, options: Array<{ id: string, placeholder: string | null, title: string, type: string, available: boolean }>, lists: Array<{ id: string, title: string, itemsTotal: number, searchPlaceholder: string | null, allowsMultipleSelection: boolean, isSearchEnabled: boolean, items: Array<{ id: string, title: string, subtitle: string | null, isSelected: boolean, count: number }> }>, ranges: Array<{ id: string, title: string, min: number, max: number }>, tags: Array<{ id: string, name: string, title: string, url: string }>, categories: Array<{ productsCount: number, id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null }>, defaultSort: { side: SortSide, type: SortType }, toggles: Array<{ id: string, title: string }> } };

export type FilterListItemsQueryVariables = Exact<{
  regionID: string | number;
  list: string | number;
  categoryAlias?: string | null | undefined;
  type?: FilterConfigType | null | undefined;
  query?: string | null | undefined;
  tagCode?: string | null | undefined;
  brandCode?: string | null | undefined;
  eventAlias?: string | null | undefined;
  withoutSubcategories?: boolean | null | undefined;
  groupCode?: string | null | undefined;
  diseaseCode?: string | null | undefined;
  mnnAlias?: string | null | undefined;
  producerCode?: string | null | undefined;
  selected?: Array<ListFilterInput> | ListFilterInput | null | undefined;
}>;


export type FilterListItemsQuery = { filterConfig: { lists: Array<{ id: string, itemsTotal: number, items: Array<{ id: string, title: string, subtitle: string | null, isSelected: boolean, count: number }> }> } };

export type CategoryQueryVariables = Exact<{
  alias: string;
}>;


export type CategoryQuery = { category: { productsCount: number, id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null, children: Array<{ id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null }>, doctors: Array<{ id: string, code: string, type: TeamPersonType, photo: string | null, fullName: string, specialization: string | null, position: string | null, description: string | null }> } | null };

export type CategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriesQuery = { categories: Array<{ id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null, children: Array<{ id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null, children: Array<{ id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null }> }> }> };

export type TagQueryVariables = Exact<{
  categoryAlias: string;
  alias: string;
}>;


export type TagQuery = { tag: { id: string, code: string, name: string, title: string, url: string, categoryAlias: string, description: string | null, metaInformation: { title: string, description: string, h1: string, microdata: string | null, canonical: string | null, breadcrumbs: Array<{ title: string, link: string }>, metadata: Array<{ name: string, content: string }> } } | null };

export type BrandLettersQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandLettersQuery = { brandLetters: { ru: Array<string>, en: Array<string> } };

export type BrandsByLetterQueryVariables = Exact<{
  letter: string;
  alphabet: Alphabet;
}>;


export type BrandsByLetterQuery = { brandsByLetter: Array<{ alias: string, name: string, url: string | null, logo: string | null, country: string | null, productsCount: number | null }> };

export type BrandQueryVariables = Exact<{
  alias: string;
}>;


export type BrandQuery = { brand: { alias: string, name: string, url: string | null, logo: string | null, country: string | null, productsCount: number | null } | null };

export type ManufacturerQueryVariables = Exact<{
  code: string;
}>;


export type ManufacturerQuery = { manufacturer: { code: string, name: string, country: string, url: string } | null };

export type DrugsByLetterQueryVariables = Exact<{
  letter: string;
  alphabet: Alphabet;
  paginator?: PaginatorInput | null | undefined;
}>;


export type DrugsByLetterQuery = { drugsByLetter: { total: number, letters: Array<string>, items: Array<{ alias: string, title: string, href: string, tradeNames: Array<string> }> } };

export type DiseasesQueryVariables = Exact<{
  letter?: string | null | undefined;
  paginator?: PaginatorInput | null | undefined;
}>;


export type DiseasesQuery = { diseases: { total: number, letters: Array<string>, items: Array<{ code: string, name: string, icd10: string, url: string, letter: string }> } };

export type DiseaseQueryVariables = Exact<{
  code: string;
}>;


export type DiseaseQuery = { disease: { code: string, name: string, icd10: string, url: string, description: string | null, letter: string } | null };

export type CategoryFieldsFragment = { id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null };

export type ProductCardFieldsFragment = { id: string, alias: string, name: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, priceTypeID: number | null, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, badges: Array<{ description: string | null, title: string, type: string }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null };

export type FilterListItemFieldsFragment = { id: string, title: string, subtitle: string | null, isSelected: boolean, count: number };

export type CategoryTreeFragment = { id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null, children: Array<{ id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null, children: Array<{ id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null }> }> };

export type PreOrderQueryVariables = Exact<{
  regionID: string | number;
  step: CheckoutStep;
}>;


export type PreOrderQuery = { preOrder: { step: CheckoutStep, receiveType: ReceiveType | null, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, groups: Array<{ items: Array<{ priceTypeID: number, quantity: number, price: number, totalAmount: number, isChecked: boolean, availableForSelect: boolean, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, requiresPrescription: boolean } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, deliveryIncluded: boolean, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } }, loyalty: { type: string, selected: boolean, params: { balances: Array<{ available: boolean, error: string | null, id: string, count: number, applied: boolean, maxCount: number, role: string | null }>, points: { available: boolean, selected: boolean, count: number, error: string | null }, promo: { available: boolean, selected: boolean, code: string | null, error: string | null, errorDescription: string | null } } } | null, options: { delivery: { date: string | null, interval: string | null, payment: PaymentType | null, addressError: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null } | null, pickup: { payment: PaymentType | null } | null }, availableOptions: { payments: Array<{ type: PaymentType, selected: boolean, label: string, email: string | null, merchantId: string | null }>, deliveryDates: Array<{ id: string, text: string, label: string, selected: boolean, intervals: Array<{ id: string, text: string, price: number, isFree: boolean, isExpress: boolean, selected: boolean, tariffId: string | null }> }>, addresses: Array<{ id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null }> }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiveDay: { date: string, kind: DayKind, text: string, timeZone: string } | null, receiver: { name: string, phone: string } | null } | null, seller: { name: string, address: string, number: string } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, receiveTypes: Array<{ type: ReceiveType, isChecked: boolean, amount: number, available: boolean }>, deliveries: Array<{ type: string, amount: number, totalAmount: number, points: number, isChecked: boolean, receiveType: ReceiveType, buttonText: string | null, minPriceError: string | null, isOfflinePromo: boolean, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }> } };

export type UpdatePreOrderMutationVariables = Exact<{
  input: PreOrderInput;
}>;


export type UpdatePreOrderMutation = { updatePreOrder: { step: CheckoutStep, receiveType: ReceiveType | null, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, groups: Array<{ items: Array<{ priceTypeID: number, quantity: number, price: number, totalAmount: number, isChecked: boolean, availableForSelect: boolean, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, requiresPrescription: boolean } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, deliveryIncluded: boolean, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } }, loyalty: { type: string, selected: boolean, params: { balances: Array<{ available: boolean, error: string | null, id: string, count: number, applied: boolean, maxCount: number, role: string | null }>, points: { available: boolean, selected: boolean, count: number, error: string | null }, promo: { available: boolean, selected: boolean, code: string | null, error: string | null, errorDescription: string | null } } } | null, options: { delivery: { date: string | null, interval: string | null, payment: PaymentType | null, addressError: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null } | null, pickup: { payment: PaymentType | null } | null }, availableOptions: { payments: Array<{ type: PaymentType, selected: boolean, label: string, email: string | null, merchantId: string | null }>, deliveryDates: Array<{ id: string, text: string, label: string, selected: boolean, intervals: Array<{ id: string, text: string, price: number, isFree: boolean, isExpress: boolean, selected: boolean, tariffId: string | null }> }>, addresses: Array<{ id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null }> }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiveDay: { date: string, kind: DayKind, text: string, timeZone: string } | null, receiver: { name: string, phone: string } | null } | null, seller: { name: string, address: string, number: string } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, receiveTypes: Array<{ type: ReceiveType, isChecked: boolean, amount: number, available: boolean }>, deliveries: Array<{ type: string, amount: number, totalAmount: number, points: number, isChecked: boolean, receiveType: ReceiveType, buttonText: string | null, minPriceError: string | null, isOfflinePromo: boolean, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }> } };

export type ClearPreOrderMutationVariables = Exact<{
  regionID: string | number;
}>;


export type ClearPreOrderMutation = { clearPreOrder: { success: boolean, message: string | null } };

export type SaveOrderMutationVariables = Exact<{
  regionID: string | number;
  idempotencyKey?: string | null | undefined;
}>;


export type SaveOrderMutation = { saveOrder: { id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiveDay: { date: string, kind: DayKind, text: string, timeZone: string } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, productsAmount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null } };

export type SuggestAddressQueryVariables = Exact<{
  query: string;
  regionID: string | number;
}>;


export type SuggestAddressQuery = { suggestAddress: Array<{ formattedAddress: string, street: string | null, houseNumber: string | null, suburb: string | null, postcode: string | null, state: string | null, stateCode: string | null, stateDistrict: string | null, country: string, city: string | null }> };

export type AddressCoordinatesQueryVariables = Exact<{
  regionID: string | number;
  addressText: string;
}>;


export type AddressCoordinatesQuery = { addressCoordinates: { id: string, name: string, address: string, lat: number, long: number, inDeliveryZone: boolean } | null };

export type DeliveryZonesQueryVariables = Exact<{
  regionID: string | number;
}>;


export type DeliveryZonesQuery = { deliveryZones: Array<{ type: string, color: string, coordinates: string, courierPrice: number, freeFrom: number, minSum: number }> };

export type PickupStoreQueryVariables = Exact<{
  pharmacyId: string | number;
  regionID: string | number;
}>;


export type PickupStoreQuery = { pickupStore: { pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> }, deliveries: Array<{ type: string, amount: number, totalAmount: number, points: number, isChecked: boolean, receiveType: ReceiveType, buttonText: string | null, minPriceError: string | null, isOfflinePromo: boolean, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }> } | null };

export type PharmacySearchMapQueryVariables = Exact<{
  bounds: BoundsInput;
  zoom: number;
  search?: string | null | undefined;
  receiveType?: ReceiveType | null | undefined;
  regionID: string | number;
}>;


export type PharmacySearchMapQuery = { pharmacySearchMap: { clusters: Array<{ id: string, count: number, lat: number, long: number, selected: boolean }>, points: Array<{ available: boolean, selected: boolean, availableProduct: string, availableCount: number, totalCount: number, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> }, readyDay: { date: string, kind: DayKind, text: string, timeZone: string } | null }> } };

export type PharmacySearchListQueryVariables = Exact<{
  paginator?: PaginatorInput | null | undefined;
  regionID: string | number;
  search?: string | null | undefined;
  receiveType?: ReceiveType | null | undefined;
}>;


export type PharmacySearchListQuery = { pharmacySearchList: { total: number, items: Array<{ available: boolean, selected: boolean, availableProduct: string, availableCount: number, totalCount: number, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> }, readyDay: { date: string, kind: DayKind, text: string, timeZone: string } | null }> } };

export type DeliveryAddressFieldsFragment = { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null };

export type DeliveryParamsFieldsFragment = { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiveDay: { date: string, kind: DayKind, text: string, timeZone: string } | null, receiver: { name: string, phone: string } | null };

export type DeliveryItemFieldsFragment = { id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number };

export type DeliveryGroupFieldsFragment = { dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> };

export type DeliveryFieldsFragment = { type: string, amount: number, totalAmount: number, points: number, isChecked: boolean, receiveType: ReceiveType, buttonText: string | null, minPriceError: string | null, isOfflinePromo: boolean, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> };

export type DeliveryDateFieldsFragment = { id: string, text: string, label: string, selected: boolean, intervals: Array<{ id: string, text: string, price: number, isFree: boolean, isExpress: boolean, selected: boolean, tariffId: string | null }> };

export type PreOrderFieldsFragment = { step: CheckoutStep, receiveType: ReceiveType | null, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, groups: Array<{ items: Array<{ priceTypeID: number, quantity: number, price: number, totalAmount: number, isChecked: boolean, availableForSelect: boolean, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, requiresPrescription: boolean } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, deliveryIncluded: boolean, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } }, loyalty: { type: string, selected: boolean, params: { balances: Array<{ available: boolean, error: string | null, id: string, count: number, applied: boolean, maxCount: number, role: string | null }>, points: { available: boolean, selected: boolean, count: number, error: string | null }, promo: { available: boolean, selected: boolean, code: string | null, error: string | null, errorDescription: string | null } } } | null, options: { delivery: { date: string | null, interval: string | null, payment: PaymentType | null, addressError: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null } | null, pickup: { payment: PaymentType | null } | null }, availableOptions: { payments: Array<{ type: PaymentType, selected: boolean, label: string, email: string | null, merchantId: string | null }>, deliveryDates: Array<{ id: string, text: string, label: string, selected: boolean, intervals: Array<{ id: string, text: string, price: number, isFree: boolean, isExpress: boolean, selected: boolean, tariffId: string | null }> }>, addresses: Array<{ id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null }> }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiveDay: { date: string, kind: DayKind, text: string, timeZone: string } | null, receiver: { name: string, phone: string } | null } | null, seller: { name: string, address: string, number: string } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, receiveTypes: Array<{ type: ReceiveType, isChecked: boolean, amount: number, available: boolean }>, deliveries: Array<{ type: string, amount: number, totalAmount: number, points: number, isChecked: boolean, receiveType: ReceiveType, buttonText: string | null, minPriceError: string | null, isOfflinePromo: boolean, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }> };

export type PickupStorePointFieldsFragment = { available: boolean, selected: boolean, availableProduct: string, availableCount: number, totalCount: number, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> }, readyDay: { date: string, kind: DayKind, text: string, timeZone: string } | null };

export type ClusterFieldsFragment = { id: string, count: number, lat: number, long: number, selected: boolean };

export type TeamPersonsQueryVariables = Exact<{
  type: TeamPersonType;
  paginator?: PaginatorInput | null | undefined;
}>;


export type TeamPersonsQuery = { teamPersons: { total: number, items: Array<{ id: string, code: string, type: TeamPersonType, photo: string | null, fullName: string, specialization: string | null, position: string | null, description: string | null }> } };

export type TeamPersonQueryVariables = Exact<{
  type: TeamPersonType;
  id: string | number;
  paginator?: PaginatorInput | null | undefined;
}>;


export type TeamPersonQuery = { teamPerson: { name: string | null, institutionName: string | null, id: string, code: string, type: TeamPersonType, photo: string | null, fullName: string, specialization: string | null, position: string | null, description: string | null, socialLinks: Array<{ title: string, link: string }>, scientificArticles: Array<{ title: string, link: string }>, posts: { total: number, items: Array<{ id: string, title: string, url: string, image: string | null, views: number, readTime: number, date: string, tags: Array<{ name: string, url: string }> }> }, links: Array<{ title: string, link: string }>, certificates: Array<{ id: string, title: string, url: string, dateEnd: string | null }>, tags: Array<{ name: string, url: string }>, questions: Array<{ question: string, answer: string }> } | null };

export type ArticlesQueryVariables = Exact<{
  tag?: string | null | undefined;
  paginator?: PaginatorInput | null | undefined;
}>;


export type ArticlesQuery = { articles: { total: number, items: Array<{ id: string, title: string, url: string, image: string | null, views: number, readTime: number, date: string, tags: Array<{ name: string, url: string }> }> } };

export type ArticleQueryVariables = Exact<{
  alias: string;
}>;


export type ArticleQuery = { article: { id: string, alias: string, title: string, url: string, image: string | null, views: number, readTime: number, date: string, body: string, tags: Array<{ name: string, url: string }>, author: { id: string, code: string, type: TeamPersonType, photo: string | null, fullName: string, specialization: string | null, position: string | null, description: string | null } | null, reviewer: { id: string, code: string, type: TeamPersonType, photo: string | null, fullName: string, specialization: string | null, position: string | null, description: string | null } | null, metaInformation: { title: string, description: string, h1: string, microdata: string | null, canonical: string | null, breadcrumbs: Array<{ title: string, link: string }>, metadata: Array<{ name: string, content: string }> } } | null };

export type AnalysesQueryVariables = Exact<{
  regionID: string | number;
  category?: string | null | undefined;
  paginator?: PaginatorInput | null | undefined;
}>;


export type AnalysesQuery = { analyses: { total: number, items: Array<{ id: string, alias: string, name: string, price: number, url: string, description: string, durationDays: number, category: string }> } };

export type AnalysisQueryVariables = Exact<{
  alias: string;
  regionID: string | number;
}>;


export type AnalysisQuery = { analysis: { id: string, alias: string, name: string, price: number, url: string, description: string, preparation: string | null, durationDays: number, category: string } | null };

export type ContentPageQueryVariables = Exact<{
  path: string;
}>;


export type ContentPageQuery = { contentPage: { path: string, title: string, body: string, metaInformation: { title: string, description: string, h1: string, microdata: string | null, canonical: string | null, breadcrumbs: Array<{ title: string, link: string }>, metadata: Array<{ name: string, content: string }> } } | null };

export type TeamPersonSummaryFragment = { id: string, code: string, type: TeamPersonType, photo: string | null, fullName: string, specialization: string | null, position: string | null, description: string | null };

export type ArticleSummaryFieldsFragment = { id: string, title: string, url: string, image: string | null, views: number, readTime: number, date: string, tags: Array<{ name: string, url: string }> };

export type LoyaltiesQueryVariables = Exact<{ [key: string]: never; }>;


export type LoyaltiesQuery = { loyalties: { type: string, points: number, summaryBalance: number, cards: Array<{ type: string, status: string, number: string, loyalty: string, isMain: boolean }>, balances: Array<{ type: string, icon: string | null, title: string, points: number, pointsEvents: Array<{ type: string, date: string, points: number }>, tooltip: { active: boolean, text: string | null, link: string | null } | null }> } | null };

export type LoyaltyHistoryQueryVariables = Exact<{
  paginator?: PaginatorInput | null | undefined;
}>;


export type LoyaltyHistoryQuery = { loyaltyHistory: { total: number, items: Array<{ type: string, orderType: string | null, points: number, createdAt: string, orderID: string | null, available_from: string | null, expiration: string | null, balanceName: string }> } };

export type ValidateMindboxCardQueryVariables = Exact<{
  number: string;
}>;


export type ValidateMindboxCardQuery = { validateMindboxCard: { isValid: boolean, status: string, nextStep: LoyaltyCardFlowStep } };

export type ApplyLoyaltyProgramMutationVariables = Exact<{
  regionID: string | number;
  loyalty: LoyaltyInput;
}>;


export type ApplyLoyaltyProgramMutation = { applyLoyaltyProgram: { type: string, points: number, summaryBalance: number, cards: Array<{ type: string, status: string, number: string, loyalty: string, isMain: boolean }>, balances: Array<{ type: string, icon: string | null, title: string, points: number, pointsEvents: Array<{ type: string, date: string, points: number }>, tooltip: { active: boolean, text: string | null, link: string | null } | null }> } };

export type LoyaltyInfoFieldsFragment = { type: string, points: number, summaryBalance: number, cards: Array<{ type: string, status: string, number: string, loyalty: string, isMain: boolean }>, balances: Array<{ type: string, icon: string | null, title: string, points: number, pointsEvents: Array<{ type: string, date: string, points: number }>, tooltip: { active: boolean, text: string | null, link: string | null } | null }> };

export type LoyaltyChoiceFieldsFragment = { type: string, selected: boolean, params: { balances: Array<{ available: boolean, error: string | null, id: string, count: number, applied: boolean, maxCount: number, role: string | null }>, points: { available: boolean, selected: boolean, count: number, error: string | null }, promo: { available: boolean, selected: boolean, code: string | null, error: string | null, errorDescription: string | null } } };

export type RelatedPromosQueryVariables = Exact<{
  regionID: string | number;
}>;


export type RelatedPromosQuery = { relatedPromos: Array<{ alias: string, name: string, url: string, image: string, advertiser: { name: string, erid: string | null } | null }> };

export type BigSaleQueryVariables = Exact<{
  regionID: string | number;
}>;


export type BigSaleQuery = { bigSale: { url: string, sale: { name: string, image: string, background: string } } | null };

export type TripwireBannerQueryVariables = Exact<{
  regionID: string | number;
}>;


export type TripwireBannerQuery = { bannerTripwire: { text: string, backgroundColor: string, textColor: string, url: string } | null };

export type AdvertisementQueryVariables = Exact<{
  regionID: string | number;
  type: AdvertisementType;
  query?: string | null | undefined;
  productSku?: string | null | undefined;
}>;


export type AdvertisementQuery = { advertisement: Array<{ id: string, banner: { image: string, url: string, alt: string }, advertiser: { name: string, erid: string | null } | null, counters: { track: string | null, imps: string | null, position: number | null, name: string | null } | null }> };

export type WidgetsQueryVariables = Exact<{
  input: WidgetsInput;
}>;


export type WidgetsQuery = { widgets: { items: Array<{ alias: string, title: string, items: Array<{ id: string, alias: string, name: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, priceTypeID: number | null, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, badges: Array<{ description: string | null, title: string, type: string }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null }> }> } };

export type PromotionsQueryVariables = Exact<{
  regionID: string | number;
  filters?: string | null | undefined;
  paginator?: PaginatorInput | null | undefined;
}>;


export type PromotionsQuery = { promotions: { total: number, items: Array<{ alias: string, name: string, url: string, image: string, description: string, dateStart: string, dateEnd: string, isPersonal: boolean, advertiser: { name: string, erid: string | null } | null }> } };

export type PromotionQueryVariables = Exact<{
  alias: string;
  regionID: string | number;
  paginator?: PaginatorInput | null | undefined;
}>;


export type PromotionQuery = { promotion: { alias: string, name: string, url: string, image: string, description: string, dateStart: string, dateEnd: string, isPersonal: boolean, products: { total: number, items: Array<{ id: string, lastPrice: number | null, alias: string, sku: string, name: string, url: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, canPayOnPickup: boolean, maxQuantity: number, expirationDate: string | null, deliveryDate: string | null, pickupDate: string | null, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, seoBasketText: string | null, seoPriceText: string | null, priceTypeID: number | null, warning: string | null, bitrixID: number | null, isAdv: boolean, reviewsDisabled: boolean, isBundle: boolean, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, category: { id: string, name: string, alias: string, url: string } | null, mnns: Array<{ alias: string, title: string, href: string }>, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null, bundleItemsSimple: Array<{ id: string, quantity: number, shortName: string }> }>, pageInfo: { page: number, limit: number, total: number, pageCount: number } }, metaInformation: { title: string, description: string, h1: string, microdata: string | null, canonical: string | null, breadcrumbs: Array<{ title: string, link: string }>, metadata: Array<{ name: string, content: string }> }, advertiser: { name: string, erid: string | null } | null } | null };

export type PersonalPromotionsQueryVariables = Exact<{
  regionID: string | number;
}>;


export type PersonalPromotionsQuery = { personalPromotions: { total: number, items: Array<{ alias: string, name: string, url: string, image: string, description: string, dateStart: string, dateEnd: string, isPersonal: boolean, advertiser: { name: string, erid: string | null } | null }> } };

export type HomePageQueryVariables = Exact<{
  regionID: string | number;
}>;


export type HomePageQuery = { homePage: { categories: Array<{ productsCount: number, id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null }>, promotions: Array<{ alias: string, name: string, url: string, image: string, description: string, dateStart: string, dateEnd: string, isPersonal: boolean, advertiser: { name: string, erid: string | null } | null }>, metaInformation: { title: string, description: string, h1: string, microdata: string | null, canonical: string | null, breadcrumbs: Array<{ title: string, link: string }>, metadata: Array<{ name: string, content: string }> } } };

export type ReferralProgramQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferralProgramQuery = { referralProgram: { code: string, link: string, invitedCount: number, reward: number } | null };

export type PromotionSummaryFragment = { alias: string, name: string, url: string, image: string, description: string, dateStart: string, dateEnd: string, isPersonal: boolean, advertiser: { name: string, erid: string | null } | null };

export type OrderQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderQuery = { order: { id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiveDay: { date: string, kind: DayKind, text: string, timeZone: string } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, productsAmount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null } | null };

export type NewOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type NewOrderQuery = { newOrder: { id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiveDay: { date: string, kind: DayKind, text: string, timeZone: string } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, productsAmount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null } | null };

export type UserLastOrderQueryVariables = Exact<{ [key: string]: never; }>;


export type UserLastOrderQuery = { userLastOrder: { id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiveDay: { date: string, kind: DayKind, text: string, timeZone: string } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, productsAmount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null } | null };

export type OrdersHistoryQueryVariables = Exact<{
  paginator?: PaginatorInput | null | undefined;
}>;


export type OrdersHistoryQuery = { ordersHistory: { marketplaceId: string | null, total: number, orders: Array<{ id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiveDay: { date: string, kind: DayKind, text: string, timeZone: string } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, productsAmount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null }> } };

export type OrderByNumberQueryVariables = Exact<{
  number: string;
  phone: string;
}>;


export type OrderByNumberQuery = { orderByNumber: { id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiveDay: { date: string, kind: DayKind, text: string, timeZone: string } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, productsAmount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null } | null };

export type CancelOrderMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type CancelOrderMutation = { cancelOrder: { id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiveDay: { date: string, kind: DayKind, text: string, timeZone: string } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, productsAmount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null } };

export type OrderFieldsFragment = { id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiveDay: { date: string, kind: DayKind, text: string, timeZone: string } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, productsAmount: number, discount: number, priceDiscount: number, promoDiscount: number, promoCode: string | null, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null };

export type PharmacyMapQueryVariables = Exact<{
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
  zoom: number;
  search?: string | null | undefined;
  pharmacyIds?: Array<string | number> | string | number | null | undefined;
  filters?: PharmacyFilterInput | null | undefined;
}>;


export type PharmacyMapQuery = { pharmacyMap: { clusters: Array<{ id: string, count: number, lat: number, long: number, selected: boolean }>, pharmacies: Array<{ id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> }> } };

export type SearchPharmacyQueryVariables = Exact<{
  search?: string | null | undefined;
  paginator?: PaginatorInput | null | undefined;
  regionID: string | number;
  searchByName?: boolean | null | undefined;
  pharmacyIds?: Array<string | number> | string | number | null | undefined;
  filters?: PharmacyFilterInput | null | undefined;
}>;


export type SearchPharmacyQuery = { searchPharmacy: { total: number, items: Array<{ id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> }> } };

export type PharmacyQueryVariables = Exact<{
  id: string | number;
}>;


export type PharmacyQuery = { pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null };

export type UpdateFavoritePharmacyMutationVariables = Exact<{
  mode: FavoriteMode;
  pharmacyID: string | number;
}>;


export type UpdateFavoritePharmacyMutation = { updateFavoritePharmacy: { id: string, isFavorite: boolean } };

export type PharmacyFieldsFragment = { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> };

export type PrescriptionsQueryVariables = Exact<{
  regionID: string | number;
}>;


export type PrescriptionsQuery = { prescriptions: Array<{ id: string, number: string, dosage: string | null, url: string | null, issuedAt: string | null, expiresAt: string | null, products: Array<{ id: string, lastPrice: number | null, alias: string, sku: string, name: string, url: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, canPayOnPickup: boolean, maxQuantity: number, expirationDate: string | null, deliveryDate: string | null, pickupDate: string | null, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, seoBasketText: string | null, seoPriceText: string | null, priceTypeID: number | null, warning: string | null, bitrixID: number | null, isAdv: boolean, reviewsDisabled: boolean, isBundle: boolean, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, category: { id: string, name: string, alias: string, url: string } | null, mnns: Array<{ alias: string, title: string, href: string }>, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null, bundleItemsSimple: Array<{ id: string, quantity: number, shortName: string }> }> }> };

export type PrescriptionQueryVariables = Exact<{
  id: string | number;
}>;


export type PrescriptionQuery = { prescription: { id: string, number: string, dosage: string | null, url: string | null, issuedAt: string | null, expiresAt: string | null, products: Array<{ id: string, lastPrice: number | null, alias: string, sku: string, name: string, url: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, canPayOnPickup: boolean, maxQuantity: number, expirationDate: string | null, deliveryDate: string | null, pickupDate: string | null, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, seoBasketText: string | null, seoPriceText: string | null, priceTypeID: number | null, warning: string | null, bitrixID: number | null, isAdv: boolean, reviewsDisabled: boolean, isBundle: boolean, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, category: { id: string, name: string, alias: string, url: string } | null, mnns: Array<{ alias: string, title: string, href: string }>, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null, bundleItemsSimple: Array<{ id: string, quantity: number, shortName: string }> }> } | null };

export type AddPrescriptionMutationVariables = Exact<{
  prescriptionOwner: PrescriptionOwnerInput;
}>;


export type AddPrescriptionMutation = { addPrescription: { hash: string } };

export type ProductPageQueryVariables = Exact<{
  alias: string;
  regionID: string | number;
}>;


export type ProductPageQuery = { productPage: { product: { images: Array<string>, form: string | null, dosage: string | null, description: string | null, id: string, lastPrice: number | null, alias: string, sku: string, name: string, url: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, canPayOnPickup: boolean, maxQuantity: number, expirationDate: string | null, deliveryDate: string | null, pickupDate: string | null, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, seoBasketText: string | null, seoPriceText: string | null, priceTypeID: number | null, warning: string | null, bitrixID: number | null, isAdv: boolean, reviewsDisabled: boolean, isBundle: boolean, hasPricePrefix: boolean, requiresPrescription: boolean, certs: Array<{ id: string, title: string, url: string, dateEnd: string | null }>, prices: Array<{ price: number, priceOld: number | null, priceTypeID: number, priceType: PriceType, discount: number | null, maxQuantity: number, dateExpired: string | null, dateExpiredOpened: string | null, expirationDate: string | null, isExpirating: boolean, availableForBooking: boolean, availableForOrder: boolean, expirationType: string | null, hasPrefix: boolean }>, properties: Array<{ name: string, value: string, isMain: boolean }>, group: { code: string, name: string, forms: Array<{ name: string, items: Array<{ productId: string, alias: string, url: string, dosage: string | null, quantity: string | null, price: number | null, available: boolean }> }> } | null, brand: { alias: string, name: string } | null, category: { id: string, name: string, alias: string, url: string } | null, mnns: Array<{ alias: string, title: string, href: string }>, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null, bundleItemsSimple: Array<{ id: string, quantity: number, shortName: string }> }, metaInformation: { title: string, description: string, h1: string, microdata: string | null, canonical: string | null, breadcrumbs: Array<{ title: string, link: string }>, metadata: Array<{ name: string, content: string }> } } | null };

export type ProductInstructionsQueryVariables = Exact<{
  slug: string;
  regionID: string | number;
}>;


export type ProductInstructionsQuery = { productInstructions: { instructions: { shortDesc: string | null, indictation: string | null, contraIndication: string | null, specialInstruction: string | null, pharmAction: string | null, dosage: string | null, interaction: string | null, overDosage: string | null, sideEffect: string | null, formulation: string | null, storingCondition: string | null, prescription: string | null, atcCode: string | null, startRegDate: string | null, endRegDate: string | null, reRegDate: string | null, numberReg: string | null, gtin: string | null, registeredAs: string | null, urlToRegistry: string | null, forChildren: string | null, fullTradeName: string | null, icd10: Array<{ code: string, desc: string }> } | null, certs: Array<{ id: string, title: string, url: string, dateEnd: string | null }> } | null };

export type GroupQueryVariables = Exact<{
  regionID: string | number;
  code: string;
  paginator?: PaginatorInput | null | undefined;
}>;


export type GroupQuery = { group: { code: string, name: string, photos: Array<string>, mnns: Array<{ alias: string, href: string, title: string }>, instruction: { shortDesc: string | null, indictation: string | null, contraIndication: string | null, specialInstruction: string | null, pharmAction: string | null, dosage: string | null, interaction: string | null, overDosage: string | null, sideEffect: string | null, formulation: string | null, storingCondition: string | null, prescription: string | null, atcCode: string | null, startRegDate: string | null, endRegDate: string | null, reRegDate: string | null, numberReg: string | null, gtin: string | null, registeredAs: string | null, urlToRegistry: string | null, forChildren: string | null, fullTradeName: string | null, icd10: Array<{ code: string, desc: string }> } | null, icd10: Array<{ code: string, desc: string }>, certificates: Array<{ id: string, title: string, url: string, dateEnd: string | null }>, forms: Array<{ name: string, items: Array<{ productId: string, alias: string, url: string, dosage: string | null, quantity: string | null, price: number | null, available: boolean }> }>, analogs: { total: number, items: Array<{ id: string, lastPrice: number | null, alias: string, sku: string, name: string, url: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, canPayOnPickup: boolean, maxQuantity: number, expirationDate: string | null, deliveryDate: string | null, pickupDate: string | null, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, seoBasketText: string | null, seoPriceText: string | null, priceTypeID: number | null, warning: string | null, bitrixID: number | null, isAdv: boolean, reviewsDisabled: boolean, isBundle: boolean, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, category: { id: string, name: string, alias: string, url: string } | null, mnns: Array<{ alias: string, title: string, href: string }>, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null, bundleItemsSimple: Array<{ id: string, quantity: number, shortName: string }> }>, pageInfo: { page: number, limit: number, total: number, pageCount: number } } } | null };

export type ProductAnalogsQueryVariables = Exact<{
  alias: string;
  regionID: string | number;
  paginator?: PaginatorInput | null | undefined;
}>;


export type ProductAnalogsQuery = { productAnalogs: { total: number, items: Array<{ id: string, alias: string, name: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, priceTypeID: number | null, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, badges: Array<{ description: string | null, title: string, type: string }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null }>, pageInfo: { page: number, limit: number, total: number, pageCount: number } } };

export type ProductReviewsQueryVariables = Exact<{
  alias: string;
  regionID: string | number;
  paginator?: PaginatorInput | null | undefined;
}>;


export type ProductReviewsQuery = { productPage: { product: { id: string, reviews: { total: number, averageRating: number, items: Array<{ id: string, rating: number, message: string, authorName: string, createdAt: string }> } } } | null };

export type ProductPharmaciesQueryVariables = Exact<{
  alias: string;
  regionID: string | number;
  paginator?: PaginatorInput | null | undefined;
  search?: string | null | undefined;
}>;


export type ProductPharmaciesQuery = { productPage: { product: { id: string, pharmacies: { total: number, items: Array<{ quantity: number, price: number, pickupDate: string | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, timeZone: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } }> } } } | null };

export type BrowsingHistoryQueryVariables = Exact<{
  regionID: string | number;
  ids: Array<string | number> | string | number;
}>;


export type BrowsingHistoryQuery = { browsingHistory: Array<{ id: string, lastPrice: number | null, alias: string, sku: string, name: string, url: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, canPayOnPickup: boolean, maxQuantity: number, expirationDate: string | null, deliveryDate: string | null, pickupDate: string | null, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, seoBasketText: string | null, seoPriceText: string | null, priceTypeID: number | null, warning: string | null, bitrixID: number | null, isAdv: boolean, reviewsDisabled: boolean, isBundle: boolean, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, category: { id: string, name: string, alias: string, url: string } | null, mnns: Array<{ alias: string, title: string, href: string }>, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null, bundleItemsSimple: Array<{ id: string, quantity: number, shortName: string }> }> };

export type CreateReviewMutationVariables = Exact<{
  rating: number;
  productID: string | number;
  message: string;
}>;


export type CreateReviewMutation = { createReview: { id: string, rating: number, message: string, authorName: string, createdAt: string } };

export type ProductSummaryFragment = { id: string, lastPrice: number | null, alias: string, sku: string, name: string, url: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, canPayOnPickup: boolean, maxQuantity: number, expirationDate: string | null, deliveryDate: string | null, pickupDate: string | null, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, seoBasketText: string | null, seoPriceText: string | null, priceTypeID: number | null, warning: string | null, bitrixID: number | null, isAdv: boolean, reviewsDisabled: boolean, isBundle: boolean, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, category: { id: string, name: string, alias: string, url: string } | null, mnns: Array<{ alias: string, title: string, href: string }>, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null, bundleItemsSimple: Array<{ id: string, quantity: number, shortName: string }> };

export type ProductPriceFieldsFragment = { price: number, priceOld: number | null, priceTypeID: number, priceType: PriceType, discount: number | null, maxQuantity: number, dateExpired: string | null, dateExpiredOpened: string | null, expirationDate: string | null, isExpirating: boolean, availableForBooking: boolean, availableForOrder: boolean, expirationType: string | null, hasPrefix: boolean };

export type CertificateFieldsFragment = { id: string, title: string, url: string, dateEnd: string | null };

export type InstructionFieldsFragment = { shortDesc: string | null, indictation: string | null, contraIndication: string | null, specialInstruction: string | null, pharmAction: string | null, dosage: string | null, interaction: string | null, overDosage: string | null, sideEffect: string | null, formulation: string | null, storingCondition: string | null, prescription: string | null, atcCode: string | null, startRegDate: string | null, endRegDate: string | null, reRegDate: string | null, numberReg: string | null, gtin: string | null, registeredAs: string | null, urlToRegistry: string | null, forChildren: string | null, fullTradeName: string | null, icd10: Array<{ code: string, desc: string }> };

export type GetProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type GetProfileQuery = { profile: { id: string, birthday: string | null, email: string | null, gender: string | null, name: string | null, patronymic: string | null, phone: string, surname: string | null, isPromoCodeAvailable: boolean, isEmployee: boolean, isEmployeeModeEnable: boolean, isOperator: boolean, hasApplication: boolean, loyaltyProgram: string | null, emailVerified: boolean, referralCode: string, favoriteProducts: { items: Array<string>, total: number }, notifications: { adsAgreement: { email: boolean, sms: boolean, push: boolean }, personalOffers: { email: boolean, sms: boolean, push: boolean }, orders: { email: boolean, sms: boolean, push: boolean } } } | null };

export type UpdateProfileMutationVariables = Exact<{
  update: UpdateProfile;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, birthday: string | null, email: string | null, gender: string | null, name: string | null, patronymic: string | null, phone: string, surname: string | null, isPromoCodeAvailable: boolean, isEmployee: boolean, isEmployeeModeEnable: boolean, isOperator: boolean, hasApplication: boolean, loyaltyProgram: string | null, emailVerified: boolean, referralCode: string, favoriteProducts: { items: Array<string>, total: number }, notifications: { adsAgreement: { email: boolean, sms: boolean, push: boolean }, personalOffers: { email: boolean, sms: boolean, push: boolean }, orders: { email: boolean, sms: boolean, push: boolean } } } };

export type AddPromotedEmailMutationVariables = Exact<{
  input: AddPromotedEmailInput;
}>;


export type AddPromotedEmailMutation = { addPromotedEmail: { success: boolean, message: string | null } };

export type RequestCallbackMutationVariables = Exact<{
  phone: string;
  name: string;
}>;


export type RequestCallbackMutation = { requestCallback: { enableTime: string } };

export type FavoriteProductsQueryVariables = Exact<{
  regionID: string | number;
  paginator?: PaginatorInput | null | undefined;
}>;


export type FavoriteProductsQuery = { favoriteProducts: { total: number, items: Array<{ id: string, lastPrice: number | null, alias: string, sku: string, name: string, url: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, canPayOnPickup: boolean, maxQuantity: number, expirationDate: string | null, deliveryDate: string | null, pickupDate: string | null, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, seoBasketText: string | null, seoPriceText: string | null, priceTypeID: number | null, warning: string | null, bitrixID: number | null, isAdv: boolean, reviewsDisabled: boolean, isBundle: boolean, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, category: { id: string, name: string, alias: string, url: string } | null, mnns: Array<{ alias: string, title: string, href: string }>, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null, bundleItemsSimple: Array<{ id: string, quantity: number, shortName: string }> }> } };

export type UpdateFavoriteProductsMutationVariables = Exact<{
  mode: FavoriteMode;
  productID: string | number;
  regionID: string | number;
}>;


export type UpdateFavoriteProductsMutation = { updateFavoriteProducts: { total: number, items: Array<{ id: string, name: string, alias: string }> } };

export type SetDrugNotifyMutationVariables = Exact<{
  params: SetDrugNotifyParams;
}>;


export type SetDrugNotifyMutation = { setDrugNotify: { success: boolean, message: string | null } };

export type ProfileFieldsFragment = { id: string, birthday: string | null, email: string | null, gender: string | null, name: string | null, patronymic: string | null, phone: string, surname: string | null, isPromoCodeAvailable: boolean, isEmployee: boolean, isEmployeeModeEnable: boolean, isOperator: boolean, hasApplication: boolean, loyaltyProgram: string | null, emailVerified: boolean, referralCode: string, favoriteProducts: { items: Array<string>, total: number }, notifications: { adsAgreement: { email: boolean, sms: boolean, push: boolean }, personalOffers: { email: boolean, sms: boolean, push: boolean }, orders: { email: boolean, sms: boolean, push: boolean } } };

export type RegionQueryVariables = Exact<{
  regionId: string | number;
}>;


export type RegionQuery = { region: { id: string, name: string, num: number, lat: number, long: number, cityId: string | null, timeZone: string, names: { i: string, r: string, p: string }, cityNames: { i: string, r: string, p: string } } | null };

export type DetectRegionQueryVariables = Exact<{ [key: string]: never; }>;


export type DetectRegionQuery = { detectRegion: { id: string, name: string, num: number, lat: number, long: number, cityId: string | null, timeZone: string, names: { i: string, r: string, p: string }, cityNames: { i: string, r: string, p: string } } };

export type SuggestRegionQueryVariables = Exact<{
  query: string;
}>;


export type SuggestRegionQuery = { suggestRegion: Array<{ id: string, code: string, name: string, type: string, lat: number, long: number, num: number }> };

export type RegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RegionsQuery = { regions: Array<{ id: string, name: string, num: number, lat: number, long: number, cityId: string | null, timeZone: string, names: { i: string, r: string, p: string }, cityNames: { i: string, r: string, p: string } }> };

export type RegionFieldsFragment = { id: string, name: string, num: number, lat: number, long: number, cityId: string | null, timeZone: string, names: { i: string, r: string, p: string }, cityNames: { i: string, r: string, p: string } };

export type SearchAutocompleteQueryVariables = Exact<{
  regionID: string | number;
  query: string;
  size?: number | null | undefined;
}>;


export type SearchAutocompleteQuery = { searchAutocomplete: { redirectUrl: string | null, sts: Array<{ st: string, amount: number }>, taps: Array<{ tap: string, relatedSearch: string }>, products: Array<{ id: string, lastPrice: number | null, alias: string, sku: string, name: string, url: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, canPayOnPickup: boolean, maxQuantity: number, expirationDate: string | null, deliveryDate: string | null, pickupDate: string | null, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, seoBasketText: string | null, seoPriceText: string | null, priceTypeID: number | null, warning: string | null, bitrixID: number | null, isAdv: boolean, reviewsDisabled: boolean, isBundle: boolean, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, category: { id: string, name: string, alias: string, url: string } | null, mnns: Array<{ alias: string, title: string, href: string }>, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null, bundleItemsSimple: Array<{ id: string, quantity: number, shortName: string }> }>, contents: Array<{ id: string, name: string, url: string }> } };

export type SearchHelpQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchHelpQuery = { searchHelp: Array<{ url: string, value: string }> };

export type SitemapQueryVariables = Exact<{
  kind: SitemapKind;
  paginator?: PaginatorInput | null | undefined;
}>;


export type SitemapQuery = { sitemap: { total: number, lastmod: string | null, items: Array<{ path: string, lastmod: string }> } };
