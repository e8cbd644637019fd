// sdk/src/generated/graphql.ts: generated from schema/ by graphql-codegen — do not edit, run `npm run codegen`.
/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export type CartQueryVariables = Exact<{
  regionID: string | number;
}>;


export type CartQuery = { cart: { groups: Array<{ title: string | null, items: Array<{ priceTypeID: number, quantity: number, isChecked: boolean, amount: number, price: number, listPrice: number, totalAmount: number, totalDiscount: number, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, price: number | null, priceOld: number | null, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, requiresPrescription: boolean, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } } } };

export type UpdateCartMutationVariables = Exact<{
  regionID: string | number;
  items: Array<CartItemInput> | CartItemInput;
}>;


export type UpdateCartMutation = { updateCart: { groups: Array<{ title: string | null, items: Array<{ priceTypeID: number, quantity: number, isChecked: boolean, amount: number, price: number, listPrice: number, totalAmount: number, totalDiscount: number, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, price: number | null, priceOld: number | null, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, requiresPrescription: boolean, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } } } };

export type ClearCartMutationVariables = Exact<{
  regionID: string | number;
}>;


export type ClearCartMutation = { clearCart: { groups: Array<{ title: string | null, items: Array<{ priceTypeID: number, quantity: number, isChecked: boolean, amount: number, price: number, listPrice: number, totalAmount: number, totalDiscount: number, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, price: number | null, priceOld: number | null, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, requiresPrescription: boolean, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } } } };

export type CartMiniQueryVariables = Exact<{
  id: string | number;
  regionId: string | number;
}>;


export type CartMiniQuery = { cartMini: { id: string, regionId: string, groups: Array<{ title: string | null, items: Array<{ priceTypeID: number, quantity: number, isChecked: boolean, amount: number, price: number, listPrice: number, totalAmount: number, totalDiscount: number, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, price: number | null, priceOld: number | null, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, requiresPrescription: boolean, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } } } | null };

export type UpdateCartMiniMutationVariables = Exact<{
  input: CartMiniInput;
}>;


export type UpdateCartMiniMutation = { updateCartMini: { cart: { id: string, regionId: string, groups: Array<{ title: string | null, items: Array<{ priceTypeID: number, quantity: number, isChecked: boolean, amount: number, price: number, listPrice: number, totalAmount: number, totalDiscount: number, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, price: number | null, priceOld: number | null, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, requiresPrescription: boolean, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } } } } };

export type CartTotalFieldsFragment = { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } };

export type CartGroupFieldsFragment = { title: string | null, items: Array<{ priceTypeID: number, quantity: number, isChecked: boolean, amount: number, price: number, listPrice: number, totalAmount: number, totalDiscount: number, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, price: number | null, priceOld: number | null, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, requiresPrescription: boolean, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null } }> };

export type CatalogPageQueryVariables = Exact<{
  search: CatalogSearchInput;
  regionID: string | number;
  url: string;
}>;


export type CatalogPageQuery = { catalogPage: { title: string | null, products: { total: number, description: string | null, items: Array<{ id: string, alias: string, name: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, priceTypeID: number | null, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }> }>, pageInfo: { page: number, limit: number, total: number, pageCount: number } }, metaInformation: { title: string, description: string, h1: string, microdata: string | null, canonical: string | null, breadcrumbs: Array<{ title: string, link: string }>, metadata: Array<{ name: string, content: string }> }, category: { id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null } | null, subcategories: Array<{ id: string, name: string, alias: string, url: string }> } };

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

export type ProductCardFieldsFragment = { id: string, alias: string, name: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, maxQuantity: number, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, priceTypeID: number | null, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }> };

export type FilterListItemFieldsFragment = { id: string, title: string, subtitle: string | null, isSelected: boolean, count: number };

export type CategoryTreeFragment = { id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null, children: Array<{ id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null, children: Array<{ id: string, name: string, alias: string, url: string, path: string, level: number, img: string | null, background: string | null, parentId: string | null }> }> };

export type PreOrderQueryVariables = Exact<{
  regionID: string | number;
  step: CheckoutStep;
}>;


export type PreOrderQuery = { preOrder: { step: CheckoutStep, receiveType: ReceiveType | null, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, groups: Array<{ items: Array<{ priceTypeID: number, quantity: number, price: number, totalAmount: number, isChecked: boolean, availableForSelect: boolean, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, requiresPrescription: boolean } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } }, loyalty: { type: string, selected: boolean, params: { balances: Array<{ available: boolean, error: string | null, id: string, count: number, applied: boolean, maxCount: number, role: string | null }>, points: { available: boolean, selected: boolean, count: number, error: string | null }, promo: { available: boolean, selected: boolean, code: string | null, error: string | null, errorDescription: string | null } } } | null, options: { delivery: { date: string | null, interval: string | null, payment: PaymentType | null, addressError: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null } | null, pickup: { payment: PaymentType | null } | null }, availableOptions: { payments: Array<{ type: PaymentType, selected: boolean, label: string, email: string | null, merchantId: string | null }>, deliveryDates: Array<{ id: string, text: string, label: string, selected: boolean, intervals: Array<{ id: string, text: string, price: number, isFree: boolean, isExpress: boolean, selected: boolean, tariffId: string | null }> }>, addresses: Array<{ id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null }> }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiver: { name: string, phone: string } | null } | null, seller: { name: string, address: string, number: string } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, receiveTypes: Array<{ type: ReceiveType, isChecked: boolean, amount: number, available: boolean }>, deliveries: Array<{ type: string, amount: number, totalAmount: number, points: number, isChecked: boolean, receiveType: ReceiveType, buttonText: string | null, minPriceError: string | null, isOfflinePromo: boolean, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }> } };

export type UpdatePreOrderMutationVariables = Exact<{
  input: PreOrderInput;
}>;


export type UpdatePreOrderMutation = { updatePreOrder: { step: CheckoutStep, receiveType: ReceiveType | null, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, groups: Array<{ items: Array<{ priceTypeID: number, quantity: number, price: number, totalAmount: number, isChecked: boolean, availableForSelect: boolean, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, requiresPrescription: boolean } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } }, loyalty: { type: string, selected: boolean, params: { balances: Array<{ available: boolean, error: string | null, id: string, count: number, applied: boolean, maxCount: number, role: string | null }>, points: { available: boolean, selected: boolean, count: number, error: string | null }, promo: { available: boolean, selected: boolean, code: string | null, error: string | null, errorDescription: string | null } } } | null, options: { delivery: { date: string | null, interval: string | null, payment: PaymentType | null, addressError: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null } | null, pickup: { payment: PaymentType | null } | null }, availableOptions: { payments: Array<{ type: PaymentType, selected: boolean, label: string, email: string | null, merchantId: string | null }>, deliveryDates: Array<{ id: string, text: string, label: string, selected: boolean, intervals: Array<{ id: string, text: string, price: number, isFree: boolean, isExpress: boolean, selected: boolean, tariffId: string | null }> }>, addresses: Array<{ id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null }> }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiver: { name: string, phone: string } | null } | null, seller: { name: string, address: string, number: string } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, receiveTypes: Array<{ type: ReceiveType, isChecked: boolean, amount: number, available: boolean }>, deliveries: Array<{ type: string, amount: number, totalAmount: number, points: number, isChecked: boolean, receiveType: ReceiveType, buttonText: string | null, minPriceError: string | null, isOfflinePromo: boolean, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }> } };

export type ClearPreOrderMutationVariables = Exact<{
  regionID: string | number;
}>;


export type ClearPreOrderMutation = { clearPreOrder: { success: boolean, message: string | null } };

export type SaveOrderMutationVariables = Exact<{
  regionID: string | number;
  idempotencyKey?: string | null | undefined;
}>;


export type SaveOrderMutation = { saveOrder: { id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, discount: number, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null } };

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


export type PickupStoreQuery = { pickupStore: { pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> }, deliveries: Array<{ type: string, amount: number, totalAmount: number, points: number, isChecked: boolean, receiveType: ReceiveType, buttonText: string | null, minPriceError: string | null, isOfflinePromo: boolean, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }> } | null };

export type PharmacySearchMapQueryVariables = Exact<{
  bounds: BoundsInput;
  zoom: number;
  search?: string | null | undefined;
  receiveType?: ReceiveType | null | undefined;
  regionID: string | number;
}>;


export type PharmacySearchMapQuery = { pharmacySearchMap: { clusters: Array<{ id: string, count: number, lat: number, long: number, selected: boolean }>, points: Array<{ available: boolean, selected: boolean, availableProduct: string, availableCount: number, totalCount: number, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } }> } };

export type PharmacySearchListQueryVariables = Exact<{
  paginator?: PaginatorInput | null | undefined;
  regionID: string | number;
  search?: string | null | undefined;
  receiveType?: ReceiveType | null | undefined;
}>;


export type PharmacySearchListQuery = { pharmacySearchList: { total: number, items: Array<{ available: boolean, selected: boolean, availableProduct: string, availableCount: number, totalCount: number, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } }> } };

export type DeliveryAddressFieldsFragment = { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null };

export type DeliveryParamsFieldsFragment = { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiver: { name: string, phone: string } | null };

export type DeliveryItemFieldsFragment = { id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number };

export type DeliveryGroupFieldsFragment = { dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> };

export type DeliveryFieldsFragment = { type: string, amount: number, totalAmount: number, points: number, isChecked: boolean, receiveType: ReceiveType, buttonText: string | null, minPriceError: string | null, isOfflinePromo: boolean, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> };

export type DeliveryDateFieldsFragment = { id: string, text: string, label: string, selected: boolean, intervals: Array<{ id: string, text: string, price: number, isFree: boolean, isExpress: boolean, selected: boolean, tariffId: string | null }> };

export type PreOrderFieldsFragment = { step: CheckoutStep, receiveType: ReceiveType | null, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, groups: Array<{ items: Array<{ priceTypeID: number, quantity: number, price: number, totalAmount: number, isChecked: boolean, availableForSelect: boolean, isExpirating: boolean, product: { id: string, name: string, alias: string, url: string, image: string, requiresPrescription: boolean } }> }>, total: { amount: number, totalAmount: number, productsAmount: number, productsCount: number, discount: number, points: number, expensePoints: number, hasBookingOnlyPrices: boolean, needTotalPrefix: boolean, quantity: number, courierPrice: number | null, minSum: number, hasPrescripted: boolean, button: { available: boolean, message: string | null } }, loyalty: { type: string, selected: boolean, params: { balances: Array<{ available: boolean, error: string | null, id: string, count: number, applied: boolean, maxCount: number, role: string | null }>, points: { available: boolean, selected: boolean, count: number, error: string | null }, promo: { available: boolean, selected: boolean, code: string | null, error: string | null, errorDescription: string | null } } } | null, options: { delivery: { date: string | null, interval: string | null, payment: PaymentType | null, addressError: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null } | null, pickup: { payment: PaymentType | null } | null }, availableOptions: { payments: Array<{ type: PaymentType, selected: boolean, label: string, email: string | null, merchantId: string | null }>, deliveryDates: Array<{ id: string, text: string, label: string, selected: boolean, intervals: Array<{ id: string, text: string, price: number, isFree: boolean, isExpress: boolean, selected: boolean, tariffId: string | null }> }>, addresses: Array<{ id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null }> }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiver: { name: string, phone: string } | null } | null, seller: { name: string, address: string, number: string } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, receiveTypes: Array<{ type: ReceiveType, isChecked: boolean, amount: number, available: boolean }>, deliveries: Array<{ type: string, amount: number, totalAmount: number, points: number, isChecked: boolean, receiveType: ReceiveType, buttonText: string | null, minPriceError: string | null, isOfflinePromo: boolean, deliveryGroups: Array<{ dateText: string | null, totalAmount: number, points: number, receiveType: ReceiveType, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }>, items: Array<{ id: string, url: string, name: string, image: string, amount: number, totalAmount: number, available: boolean, quantity: number }> }> };

export type PickupStorePointFieldsFragment = { available: boolean, selected: boolean, availableProduct: string, availableCount: number, totalCount: number, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } };

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


export type WidgetsQuery = { widgets: { items: Array<{ alias: string, title: string, items: Array<{ id: string, lastPrice: number | null, alias: string, sku: string, name: string, url: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, canPayOnPickup: boolean, maxQuantity: number, expirationDate: string | null, deliveryDate: string | null, pickupDate: string | null, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, seoBasketText: string | null, seoPriceText: string | null, priceTypeID: number | null, warning: string | null, bitrixID: number | null, isAdv: boolean, reviewsDisabled: boolean, isBundle: boolean, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, category: { id: string, name: string, alias: string, url: string } | null, mnns: Array<{ alias: string, title: string, href: string }>, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null, bundleItemsSimple: Array<{ id: string, quantity: number, shortName: string }> }> }> } };

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


export type OrderQuery = { order: { id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, discount: number, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null } | null };

export type NewOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type NewOrderQuery = { newOrder: { id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, discount: number, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null } | null };

export type UserLastOrderQueryVariables = Exact<{ [key: string]: never; }>;


export type UserLastOrderQuery = { userLastOrder: { id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, discount: number, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null } | null };

export type OrdersHistoryQueryVariables = Exact<{
  paginator?: PaginatorInput | null | undefined;
}>;


export type OrdersHistoryQuery = { ordersHistory: { marketplaceId: string | null, total: number, orders: Array<{ id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, discount: number, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null }> } };

export type OrderByNumberQueryVariables = Exact<{
  number: string;
  phone: string;
}>;


export type OrderByNumberQuery = { orderByNumber: { id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, discount: number, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null } | null };

export type CancelOrderMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type CancelOrderMutation = { cancelOrder: { id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, discount: number, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null } };

export type OrderFieldsFragment = { id: string, number: string, type: string, receiveType: ReceiveType, canBeCancel: boolean, status: OrderStatus, statusLabel: string, createDate: string, receiveDate: string | null, partnerID: string | null, firstOrder: boolean, soapID: string | null, paymentParams: { url: string, token: string, mode: string, type: PaymentType, returnURL: string } | null, paymentStatus: { status: PaymentStatusCode, label: string }, deliveryParams: { comment: string | null, dateText: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null, receiver: { name: string, phone: string } | null } | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null, items: Array<{ name: string, priceTypeID: number, quantity: number, price: number, totalAmount: number, product: { id: string, name: string, alias: string, url: string, image: string } }>, total: { amount: number, totalAmount: number, discount: number, courierPrice: number, pointsSpent: number, pointsEarned: number, productsCount: number }, statuses: Array<{ status: OrderStatus, label: string, date: string | null, isDone: boolean, isCurrent: boolean }>, options: { payment: PaymentType, comment: string | null, address: { id: string, isSelected: boolean, formattedAddress: string, entrance: string | null, office: string | null, floor: string | null, comment: string | null, lat: number | null, long: number | null } | null }, affiliate: { transactionChannel: string | null, transactionAction: string | null, tariffCode: string | null } | null };

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


export type PharmacyMapQuery = { pharmacyMap: { clusters: Array<{ id: string, count: number, lat: number, long: number, selected: boolean }>, pharmacies: Array<{ id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> }> } };

export type SearchPharmacyQueryVariables = Exact<{
  search?: string | null | undefined;
  paginator?: PaginatorInput | null | undefined;
  regionID: string | number;
  searchByName?: boolean | null | undefined;
  pharmacyIds?: Array<string | number> | string | number | null | undefined;
  filters?: PharmacyFilterInput | null | undefined;
}>;


export type SearchPharmacyQuery = { searchPharmacy: { total: number, items: Array<{ id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> }> } };

export type PharmacyQueryVariables = Exact<{
  id: string | number;
}>;


export type PharmacyQuery = { pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } | null };

export type UpdateFavoritePharmacyMutationVariables = Exact<{
  mode: FavoriteMode;
  pharmacyID: string | number;
}>;


export type UpdateFavoritePharmacyMutation = { updateFavoritePharmacy: { id: string, isFavorite: boolean } };

export type PharmacyFieldsFragment = { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> };

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


export type ProductAnalogsQuery = { productAnalogs: { total: number, items: Array<{ id: string, lastPrice: number | null, alias: string, sku: string, name: string, url: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, canPayOnPickup: boolean, maxQuantity: number, expirationDate: string | null, deliveryDate: string | null, pickupDate: string | null, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, seoBasketText: string | null, seoPriceText: string | null, priceTypeID: number | null, warning: string | null, bitrixID: number | null, isAdv: boolean, reviewsDisabled: boolean, isBundle: boolean, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, category: { id: string, name: string, alias: string, url: string } | null, mnns: Array<{ alias: string, title: string, href: string }>, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null, bundleItemsSimple: Array<{ id: string, quantity: number, shortName: string }> }>, pageInfo: { page: number, limit: number, total: number, pageCount: number } } };

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


export type ProductPharmaciesQuery = { productPage: { product: { id: string, pharmacies: { total: number, items: Array<{ quantity: number, price: number, pickupDate: string | null, pharmacy: { id: string, name: string, address: string, lat: number, long: number, addressComment: string | null, categories: Array<string>, isFavorite: boolean, isApteka: boolean, isFromLastOrder: boolean, isDoublePoints: boolean, paymentTypes: Array<PaymentType>, logotype: string | null, regionId: string, phoneDetails: { phone: string, comment: string | null } | null, metro: Array<{ name: string, color: string | null }>, term: { pickupDays: number, bookingDays: number }, mapsComments: Array<{ name: string, icon: string | null, url: string }>, workingHours: Array<{ name: string, open: string, close: string }>, humanWorkingHours: Array<{ days: string, time: string }> } }> } } } | null };

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


export type RegionQuery = { region: { id: string, name: string, num: number, lat: number, long: number, cityId: string | null, names: { i: string, r: string, p: string }, cityNames: { i: string, r: string, p: string } } | null };

export type DetectRegionQueryVariables = Exact<{ [key: string]: never; }>;


export type DetectRegionQuery = { detectRegion: { id: string, name: string, num: number, lat: number, long: number, cityId: string | null, names: { i: string, r: string, p: string }, cityNames: { i: string, r: string, p: string } } };

export type SuggestRegionQueryVariables = Exact<{
  query: string;
}>;


export type SuggestRegionQuery = { suggestRegion: Array<{ id: string, code: string, name: string, type: string, lat: number, long: number, num: number }> };

export type RegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RegionsQuery = { regions: Array<{ id: string, name: string, num: number, lat: number, long: number, cityId: string | null, names: { i: string, r: string, p: string }, cityNames: { i: string, r: string, p: string } }> };

export type RegionFieldsFragment = { id: string, name: string, num: number, lat: number, long: number, cityId: string | null, names: { i: string, r: string, p: string }, cityNames: { i: string, r: string, p: string } };

export type SearchAutocompleteQueryVariables = Exact<{
  regionID: string | number;
  query: string;
  size?: number | null | undefined;
}>;


export type SearchAutocompleteQuery = { searchAutocomplete: { redirectUrl: string | null, sts: Array<{ st: string, amount: number }>, taps: Array<{ tap: string, relatedSearch: string }>, products: Array<{ id: string, lastPrice: number | null, alias: string, sku: string, name: string, url: string, image: string, producer: string | null, producerCountry: string | null, rating: number, reviewsCount: number, availableForOrder: boolean, availableForBooking: boolean, hasOnlyBookingPrices: boolean, canPayOnPickup: boolean, maxQuantity: number, expirationDate: string | null, deliveryDate: string | null, pickupDate: string | null, discount: number | null, isFavorite: boolean, price: number | null, priceOld: number | null, seoBasketText: string | null, seoPriceText: string | null, priceTypeID: number | null, warning: string | null, bitrixID: number | null, isAdv: boolean, reviewsDisabled: boolean, isBundle: boolean, hasPricePrefix: boolean, requiresPrescription: boolean, brand: { alias: string, name: string } | null, category: { id: string, name: string, alias: string, url: string } | null, mnns: Array<{ alias: string, title: string, href: string }>, badges: Array<{ description: string | null, title: string, type: string, dateEnd: string | null, src: string | null, color: string | null }>, counters: { advertisement: { track: string | null, imps: string | null, position: number | null, name: string | null } | null } | null, bundleItemsSimple: Array<{ id: string, quantity: number, shortName: string }> }>, contents: Array<{ id: string, name: string, url: string }> } };

export type SearchHelpQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchHelpQuery = { searchHelp: Array<{ url: string, value: string }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AuthTokensFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AuthTokensFields on AuthTokens {
  accessToken
  refreshToken
}
    `, {"fragmentName":"AuthTokensFields"}) as unknown as TypedDocumentString<AuthTokensFieldsFragment, unknown>;
export const ProfileFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment ProfileFields on Profile {
  id
  birthday
  email
  gender
  name
  patronymic
  phone
  surname
  isPromoCodeAvailable
  isEmployee
  isEmployeeModeEnable
  isOperator
  favoriteProducts {
    items
    total
  }
  hasApplication
  loyaltyProgram
  emailVerified
  notifications {
    adsAgreement {
      email
      sms
      push
    }
    personalOffers {
      email
      sms
      push
    }
    orders {
      email
      sms
      push
    }
  }
  referralCode
}
    `, {"fragmentName":"ProfileFields"}) as unknown as TypedDocumentString<ProfileFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment SessionFields on Session {
  user {
    ...AuthTokensFields
  }
  operator {
    ...AuthTokensFields
  }
  regionID
  profile {
    ...ProfileFields
  }
}
    fragment AuthTokensFields on AuthTokens {
  accessToken
  refreshToken
}
fragment ProfileFields on Profile {
  id
  birthday
  email
  gender
  name
  patronymic
  phone
  surname
  isPromoCodeAvailable
  isEmployee
  isEmployeeModeEnable
  isOperator
  favoriteProducts {
    items
    total
  }
  hasApplication
  loyaltyProgram
  emailVerified
  notifications {
    adsAgreement {
      email
      sms
      push
    }
    personalOffers {
      email
      sms
      push
    }
    orders {
      email
      sms
      push
    }
  }
  referralCode
}`, {"fragmentName":"SessionFields"}) as unknown as TypedDocumentString<SessionFieldsFragment, unknown>;
export const AuthPayloadFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AuthPayloadFields on AuthPayload {
  isRegistered
  regionID
  session {
    ...SessionFields
  }
}
    fragment AuthTokensFields on AuthTokens {
  accessToken
  refreshToken
}
fragment SessionFields on Session {
  user {
    ...AuthTokensFields
  }
  operator {
    ...AuthTokensFields
  }
  regionID
  profile {
    ...ProfileFields
  }
}
fragment ProfileFields on Profile {
  id
  birthday
  email
  gender
  name
  patronymic
  phone
  surname
  isPromoCodeAvailable
  isEmployee
  isEmployeeModeEnable
  isOperator
  favoriteProducts {
    items
    total
  }
  hasApplication
  loyaltyProgram
  emailVerified
  notifications {
    adsAgreement {
      email
      sms
      push
    }
    personalOffers {
      email
      sms
      push
    }
    orders {
      email
      sms
      push
    }
  }
  referralCode
}`, {"fragmentName":"AuthPayloadFields"}) as unknown as TypedDocumentString<AuthPayloadFieldsFragment, unknown>;
export const MetaInformationFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment MetaInformationFields on MetaInformation {
  title
  description
  h1
  breadcrumbs {
    title
    link
  }
  metadata {
    name
    content
  }
  microdata
  canonical
}
    `, {"fragmentName":"MetaInformationFields"}) as unknown as TypedDocumentString<MetaInformationFieldsFragment, unknown>;
export const CartGroupFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CartGroupFields on CartGroup {
  title
  items {
    product {
      id
      name
      alias
      url
      image
      price
      priceOld
      availableForOrder
      availableForBooking
      hasOnlyBookingPrices
      maxQuantity
      requiresPrescription
      counters {
        advertisement {
          track
          imps
          position
          name
        }
      }
    }
    priceTypeID
    quantity
    isChecked
    amount
    price
    listPrice
    totalAmount
    totalDiscount
    isExpirating
  }
}
    `, {"fragmentName":"CartGroupFields"}) as unknown as TypedDocumentString<CartGroupFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment ProductCardFields on Product {
  id
  alias
  name
  image
  brand {
    alias
    name
  }
  producer
  producerCountry
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  maxQuantity
  discount
  isFavorite
  price
  priceOld
  priceTypeID
  hasPricePrefix
  requiresPrescription
}
    `, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const FilterListItemFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment FilterListItemFields on FilterListItem {
  id
  title
  subtitle
  isSelected
  count
}
    `, {"fragmentName":"FilterListItemFields"}) as unknown as TypedDocumentString<FilterListItemFieldsFragment, unknown>;
export const CategoryFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CategoryFields on Category {
  id
  name
  alias
  url
  path
  level
  img
  background
  parentId
}
    `, {"fragmentName":"CategoryFields"}) as unknown as TypedDocumentString<CategoryFieldsFragment, unknown>;
export const CategoryTreeFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CategoryTree on Category {
  ...CategoryFields
  children {
    ...CategoryFields
    children {
      ...CategoryFields
    }
  }
}
    fragment CategoryFields on Category {
  id
  name
  alias
  url
  path
  level
  img
  background
  parentId
}`, {"fragmentName":"CategoryTree"}) as unknown as TypedDocumentString<CategoryTreeFragment, unknown>;
export const DeliveryItemFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment DeliveryItemFields on DeliveryItem {
  id
  url
  name
  image
  amount
  totalAmount
  available
  quantity
}
    `, {"fragmentName":"DeliveryItemFields"}) as unknown as TypedDocumentString<DeliveryItemFieldsFragment, unknown>;
export const DeliveryGroupFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment DeliveryGroupFields on DeliveryGroup {
  items {
    ...DeliveryItemFields
  }
  dateText
  totalAmount
  points
  receiveType
}
    fragment DeliveryItemFields on DeliveryItem {
  id
  url
  name
  image
  amount
  totalAmount
  available
  quantity
}`, {"fragmentName":"DeliveryGroupFields"}) as unknown as TypedDocumentString<DeliveryGroupFieldsFragment, unknown>;
export const CartTotalFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CartTotalFields on CartTotal {
  amount
  totalAmount
  productsAmount
  productsCount
  discount
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  minSum
  button {
    available
    message
  }
  hasPrescripted
}
    `, {"fragmentName":"CartTotalFields"}) as unknown as TypedDocumentString<CartTotalFieldsFragment, unknown>;
export const LoyaltyChoiceFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment LoyaltyChoiceFields on LoyaltyChoice {
  type
  selected
  params {
    balances {
      available
      error
      id
      count
      applied
      maxCount
      role
    }
    points {
      available
      selected
      count
      error
    }
    promo {
      available
      selected
      code
      error
      errorDescription
    }
  }
}
    `, {"fragmentName":"LoyaltyChoiceFields"}) as unknown as TypedDocumentString<LoyaltyChoiceFieldsFragment, unknown>;
export const DeliveryAddressFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment DeliveryAddressFields on DeliveryAddress {
  id
  isSelected
  formattedAddress
  entrance
  office
  floor
  comment
  lat
  long
}
    `, {"fragmentName":"DeliveryAddressFields"}) as unknown as TypedDocumentString<DeliveryAddressFieldsFragment, unknown>;
export const DeliveryDateFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment DeliveryDateFields on DeliveryDate {
  id
  text
  label
  selected
  intervals {
    id
    text
    price
    isFree
    isExpress
    selected
    tariffId
  }
}
    `, {"fragmentName":"DeliveryDateFields"}) as unknown as TypedDocumentString<DeliveryDateFieldsFragment, unknown>;
export const DeliveryParamsFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment DeliveryParamsFields on DeliveryParams {
  address {
    ...DeliveryAddressFields
  }
  comment
  dateText
  receiver {
    name
    phone
  }
}
    fragment DeliveryAddressFields on DeliveryAddress {
  id
  isSelected
  formattedAddress
  entrance
  office
  floor
  comment
  lat
  long
}`, {"fragmentName":"DeliveryParamsFields"}) as unknown as TypedDocumentString<DeliveryParamsFieldsFragment, unknown>;
export const PharmacyFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}
    `, {"fragmentName":"PharmacyFields"}) as unknown as TypedDocumentString<PharmacyFieldsFragment, unknown>;
export const DeliveryFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment DeliveryFields on Delivery {
  type
  amount
  totalAmount
  points
  isChecked
  receiveType
  deliveryGroups {
    ...DeliveryGroupFields
  }
  items {
    ...DeliveryItemFields
  }
  buttonText
  minPriceError
  isOfflinePromo
}
    fragment DeliveryItemFields on DeliveryItem {
  id
  url
  name
  image
  amount
  totalAmount
  available
  quantity
}
fragment DeliveryGroupFields on DeliveryGroup {
  items {
    ...DeliveryItemFields
  }
  dateText
  totalAmount
  points
  receiveType
}`, {"fragmentName":"DeliveryFields"}) as unknown as TypedDocumentString<DeliveryFieldsFragment, unknown>;
export const PreOrderFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment PreOrderFields on PreOrder {
  step
  receiveType
  deliveryGroups {
    ...DeliveryGroupFields
  }
  groups {
    items {
      product {
        id
        name
        alias
        url
        image
        requiresPrescription
      }
      priceTypeID
      quantity
      price
      totalAmount
      isChecked
      availableForSelect
      isExpirating
    }
  }
  total {
    ...CartTotalFields
  }
  loyalty {
    ...LoyaltyChoiceFields
  }
  options {
    delivery {
      date
      interval
      payment
      address {
        ...DeliveryAddressFields
      }
      addressError
    }
    pickup {
      payment
    }
  }
  availableOptions {
    payments {
      type
      selected
      label
      email
      merchantId
    }
    deliveryDates {
      ...DeliveryDateFields
    }
    addresses {
      ...DeliveryAddressFields
    }
  }
  deliveryParams {
    ...DeliveryParamsFields
  }
  seller {
    name
    address
    number
  }
  pharmacy {
    ...PharmacyFields
  }
  receiveTypes {
    type
    isChecked
    amount
    available
  }
  deliveries {
    ...DeliveryFields
  }
}
    fragment CartTotalFields on CartTotal {
  amount
  totalAmount
  productsAmount
  productsCount
  discount
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  minSum
  button {
    available
    message
  }
  hasPrescripted
}
fragment DeliveryAddressFields on DeliveryAddress {
  id
  isSelected
  formattedAddress
  entrance
  office
  floor
  comment
  lat
  long
}
fragment DeliveryParamsFields on DeliveryParams {
  address {
    ...DeliveryAddressFields
  }
  comment
  dateText
  receiver {
    name
    phone
  }
}
fragment DeliveryItemFields on DeliveryItem {
  id
  url
  name
  image
  amount
  totalAmount
  available
  quantity
}
fragment DeliveryGroupFields on DeliveryGroup {
  items {
    ...DeliveryItemFields
  }
  dateText
  totalAmount
  points
  receiveType
}
fragment DeliveryFields on Delivery {
  type
  amount
  totalAmount
  points
  isChecked
  receiveType
  deliveryGroups {
    ...DeliveryGroupFields
  }
  items {
    ...DeliveryItemFields
  }
  buttonText
  minPriceError
  isOfflinePromo
}
fragment DeliveryDateFields on DeliveryDate {
  id
  text
  label
  selected
  intervals {
    id
    text
    price
    isFree
    isExpress
    selected
    tariffId
  }
}
fragment LoyaltyChoiceFields on LoyaltyChoice {
  type
  selected
  params {
    balances {
      available
      error
      id
      count
      applied
      maxCount
      role
    }
    points {
      available
      selected
      count
      error
    }
    promo {
      available
      selected
      code
      error
      errorDescription
    }
  }
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`, {"fragmentName":"PreOrderFields"}) as unknown as TypedDocumentString<PreOrderFieldsFragment, unknown>;
export const PickupStorePointFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment PickupStorePointFields on PickupStorePoint {
  pharmacy {
    ...PharmacyFields
  }
  available
  selected
  availableProduct
  availableCount
  totalCount
}
    fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`, {"fragmentName":"PickupStorePointFields"}) as unknown as TypedDocumentString<PickupStorePointFieldsFragment, unknown>;
export const ClusterFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment ClusterFields on Cluster {
  id
  count
  lat
  long
  selected
}
    `, {"fragmentName":"ClusterFields"}) as unknown as TypedDocumentString<ClusterFieldsFragment, unknown>;
export const TeamPersonSummaryFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment TeamPersonSummary on TeamPerson {
  id
  code
  type
  photo
  fullName
  specialization
  position
  description
}
    `, {"fragmentName":"TeamPersonSummary"}) as unknown as TypedDocumentString<TeamPersonSummaryFragment, unknown>;
export const ArticleSummaryFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment ArticleSummaryFields on ArticleSummary {
  id
  title
  url
  image
  views
  readTime
  date
  tags {
    name
    url
  }
}
    `, {"fragmentName":"ArticleSummaryFields"}) as unknown as TypedDocumentString<ArticleSummaryFieldsFragment, unknown>;
export const LoyaltyInfoFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment LoyaltyInfoFields on LoyaltyInfo {
  type
  cards {
    type
    status
    number
    loyalty
    isMain
  }
  points
  summaryBalance
  balances {
    type
    icon
    title
    points
    pointsEvents {
      type
      date
      points
    }
    tooltip {
      active
      text
      link
    }
  }
}
    `, {"fragmentName":"LoyaltyInfoFields"}) as unknown as TypedDocumentString<LoyaltyInfoFieldsFragment, unknown>;
export const PromotionSummaryFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment PromotionSummary on Promotion {
  alias
  name
  url
  image
  description
  dateStart
  dateEnd
  isPersonal
  advertiser {
    name
    erid
  }
}
    `, {"fragmentName":"PromotionSummary"}) as unknown as TypedDocumentString<PromotionSummaryFragment, unknown>;
export const OrderFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment OrderFields on Order {
  id
  number
  type
  receiveType
  canBeCancel
  paymentParams {
    url
    token
    mode
    type
    returnURL
  }
  paymentStatus {
    status
    label
  }
  deliveryParams {
    ...DeliveryParamsFields
  }
  pharmacy {
    ...PharmacyFields
  }
  items {
    product {
      id
      name
      alias
      url
      image
    }
    name
    priceTypeID
    quantity
    price
    totalAmount
  }
  total {
    amount
    totalAmount
    discount
    courierPrice
    pointsSpent
    pointsEarned
    productsCount
  }
  status
  statusLabel
  statuses {
    status
    label
    date
    isDone
    isCurrent
  }
  createDate
  receiveDate
  options {
    address {
      ...DeliveryAddressFields
    }
    payment
    comment
  }
  partnerID
  firstOrder
  soapID
  affiliate {
    transactionChannel
    transactionAction
    tariffCode
  }
}
    fragment DeliveryAddressFields on DeliveryAddress {
  id
  isSelected
  formattedAddress
  entrance
  office
  floor
  comment
  lat
  long
}
fragment DeliveryParamsFields on DeliveryParams {
  address {
    ...DeliveryAddressFields
  }
  comment
  dateText
  receiver {
    name
    phone
  }
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`, {"fragmentName":"OrderFields"}) as unknown as TypedDocumentString<OrderFieldsFragment, unknown>;
export const ProductSummaryFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment ProductSummary on Product {
  id
  lastPrice
  alias
  sku
  name
  url
  image
  brand {
    alias
    name
  }
  category {
    id
    name
    alias
    url
  }
  producer
  producerCountry
  mnns {
    alias
    title
    href
  }
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  canPayOnPickup
  maxQuantity
  expirationDate
  deliveryDate
  pickupDate
  discount
  isFavorite
  price
  priceOld
  seoBasketText
  seoPriceText
  priceTypeID
  warning
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
  bitrixID
  isAdv
  reviewsDisabled
  isBundle
  bundleItemsSimple {
    id
    quantity
    shortName
  }
  hasPricePrefix
  requiresPrescription
}
    `, {"fragmentName":"ProductSummary"}) as unknown as TypedDocumentString<ProductSummaryFragment, unknown>;
export const ProductPriceFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment ProductPriceFields on ProductPrice {
  price
  priceOld
  priceTypeID
  priceType
  discount
  maxQuantity
  dateExpired
  dateExpiredOpened
  expirationDate
  isExpirating
  availableForBooking
  availableForOrder
  expirationType
  hasPrefix
}
    `, {"fragmentName":"ProductPriceFields"}) as unknown as TypedDocumentString<ProductPriceFieldsFragment, unknown>;
export const CertificateFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CertificateFields on Certificate {
  id
  title
  url
  dateEnd
}
    `, {"fragmentName":"CertificateFields"}) as unknown as TypedDocumentString<CertificateFieldsFragment, unknown>;
export const InstructionFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment InstructionFields on ProductInstruction {
  shortDesc
  indictation
  contraIndication
  specialInstruction
  pharmAction
  dosage
  interaction
  overDosage
  sideEffect
  formulation
  storingCondition
  prescription
  atcCode
  startRegDate
  endRegDate
  reRegDate
  numberReg
  gtin
  registeredAs
  urlToRegistry
  forChildren
  fullTradeName
  icd10 {
    code
    desc
  }
}
    `, {"fragmentName":"InstructionFields"}) as unknown as TypedDocumentString<InstructionFieldsFragment, unknown>;
export const RegionFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment RegionFields on Region {
  id
  name
  num
  lat
  long
  names {
    i
    r
    p
  }
  cityNames {
    i
    r
    p
  }
  cityId
}
    `, {"fragmentName":"RegionFields"}) as unknown as TypedDocumentString<RegionFieldsFragment, unknown>;
export const GetCodeDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation getCode($phone: String!) {
  getCode(phone: $phone) {
    success
    resendAfter
    codeLength
  }
}
    `) as unknown as TypedDocumentString<GetCodeMutation, GetCodeMutationVariables>;
export const LoginDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation login($code: String!, $phone: String!) {
  login(code: $code, phone: $phone) {
    ...AuthPayloadFields
  }
}
    fragment AuthTokensFields on AuthTokens {
  accessToken
  refreshToken
}
fragment SessionFields on Session {
  user {
    ...AuthTokensFields
  }
  operator {
    ...AuthTokensFields
  }
  regionID
  profile {
    ...ProfileFields
  }
}
fragment AuthPayloadFields on AuthPayload {
  isRegistered
  regionID
  session {
    ...SessionFields
  }
}
fragment ProfileFields on Profile {
  id
  birthday
  email
  gender
  name
  patronymic
  phone
  surname
  isPromoCodeAvailable
  isEmployee
  isEmployeeModeEnable
  isOperator
  favoriteProducts {
    items
    total
  }
  hasApplication
  loyaltyProgram
  emailVerified
  notifications {
    adsAgreement {
      email
      sms
      push
    }
    personalOffers {
      email
      sms
      push
    }
    orders {
      email
      sms
      push
    }
  }
  referralCode
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const OauthProvidersDocument = /*#__PURE__*/ new TypedDocumentString(`
    query oauthProviders {
  oauthProviders {
    provider
    name
    authorizeUrl
  }
}
    `) as unknown as TypedDocumentString<OauthProvidersQuery, OauthProvidersQueryVariables>;
export const LoginOAuthDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation loginOAuth($oauthProvider: OAuthProvider!, $token: String!, $referrerCode: String) {
  loginOAuth(
    oauthProvider: $oauthProvider
    token: $token
    referrerCode: $referrerCode
  ) {
    ...AuthPayloadFields
  }
}
    fragment AuthTokensFields on AuthTokens {
  accessToken
  refreshToken
}
fragment SessionFields on Session {
  user {
    ...AuthTokensFields
  }
  operator {
    ...AuthTokensFields
  }
  regionID
  profile {
    ...ProfileFields
  }
}
fragment AuthPayloadFields on AuthPayload {
  isRegistered
  regionID
  session {
    ...SessionFields
  }
}
fragment ProfileFields on Profile {
  id
  birthday
  email
  gender
  name
  patronymic
  phone
  surname
  isPromoCodeAvailable
  isEmployee
  isEmployeeModeEnable
  isOperator
  favoriteProducts {
    items
    total
  }
  hasApplication
  loyaltyProgram
  emailVerified
  notifications {
    adsAgreement {
      email
      sms
      push
    }
    personalOffers {
      email
      sms
      push
    }
    orders {
      email
      sms
      push
    }
  }
  referralCode
}`) as unknown as TypedDocumentString<LoginOAuthMutation, LoginOAuthMutationVariables>;
export const LoginOperatorAsUserDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation loginOperatorAsUser($input: LoginOperatorInput!) {
  loginOperatorAsUser(input: $input) {
    ...AuthPayloadFields
  }
}
    fragment AuthTokensFields on AuthTokens {
  accessToken
  refreshToken
}
fragment SessionFields on Session {
  user {
    ...AuthTokensFields
  }
  operator {
    ...AuthTokensFields
  }
  regionID
  profile {
    ...ProfileFields
  }
}
fragment AuthPayloadFields on AuthPayload {
  isRegistered
  regionID
  session {
    ...SessionFields
  }
}
fragment ProfileFields on Profile {
  id
  birthday
  email
  gender
  name
  patronymic
  phone
  surname
  isPromoCodeAvailable
  isEmployee
  isEmployeeModeEnable
  isOperator
  favoriteProducts {
    items
    total
  }
  hasApplication
  loyaltyProgram
  emailVerified
  notifications {
    adsAgreement {
      email
      sms
      push
    }
    personalOffers {
      email
      sms
      push
    }
    orders {
      email
      sms
      push
    }
  }
  referralCode
}`) as unknown as TypedDocumentString<LoginOperatorAsUserMutation, LoginOperatorAsUserMutationVariables>;
export const LoginUserByOperatorDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation loginUserByOperator($input: LoginUserByOperatorInput!) {
  loginUserByOperator(input: $input) {
    ...AuthPayloadFields
  }
}
    fragment AuthTokensFields on AuthTokens {
  accessToken
  refreshToken
}
fragment SessionFields on Session {
  user {
    ...AuthTokensFields
  }
  operator {
    ...AuthTokensFields
  }
  regionID
  profile {
    ...ProfileFields
  }
}
fragment AuthPayloadFields on AuthPayload {
  isRegistered
  regionID
  session {
    ...SessionFields
  }
}
fragment ProfileFields on Profile {
  id
  birthday
  email
  gender
  name
  patronymic
  phone
  surname
  isPromoCodeAvailable
  isEmployee
  isEmployeeModeEnable
  isOperator
  favoriteProducts {
    items
    total
  }
  hasApplication
  loyaltyProgram
  emailVerified
  notifications {
    adsAgreement {
      email
      sms
      push
    }
    personalOffers {
      email
      sms
      push
    }
    orders {
      email
      sms
      push
    }
  }
  referralCode
}`) as unknown as TypedDocumentString<LoginUserByOperatorMutation, LoginUserByOperatorMutationVariables>;
export const RegisterClientDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation registerClient($data: RegisterData!) {
  registerClient(data: $data) {
    ...AuthPayloadFields
  }
}
    fragment AuthTokensFields on AuthTokens {
  accessToken
  refreshToken
}
fragment SessionFields on Session {
  user {
    ...AuthTokensFields
  }
  operator {
    ...AuthTokensFields
  }
  regionID
  profile {
    ...ProfileFields
  }
}
fragment AuthPayloadFields on AuthPayload {
  isRegistered
  regionID
  session {
    ...SessionFields
  }
}
fragment ProfileFields on Profile {
  id
  birthday
  email
  gender
  name
  patronymic
  phone
  surname
  isPromoCodeAvailable
  isEmployee
  isEmployeeModeEnable
  isOperator
  favoriteProducts {
    items
    total
  }
  hasApplication
  loyaltyProgram
  emailVerified
  notifications {
    adsAgreement {
      email
      sms
      push
    }
    personalOffers {
      email
      sms
      push
    }
    orders {
      email
      sms
      push
    }
  }
  referralCode
}`) as unknown as TypedDocumentString<RegisterClientMutation, RegisterClientMutationVariables>;
export const RegisterClientByOperatorDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation registerClientByOperator($data: RegisterByOperatorData!) {
  registerClientByOperator(data: $data) {
    ...AuthPayloadFields
  }
}
    fragment AuthTokensFields on AuthTokens {
  accessToken
  refreshToken
}
fragment SessionFields on Session {
  user {
    ...AuthTokensFields
  }
  operator {
    ...AuthTokensFields
  }
  regionID
  profile {
    ...ProfileFields
  }
}
fragment AuthPayloadFields on AuthPayload {
  isRegistered
  regionID
  session {
    ...SessionFields
  }
}
fragment ProfileFields on Profile {
  id
  birthday
  email
  gender
  name
  patronymic
  phone
  surname
  isPromoCodeAvailable
  isEmployee
  isEmployeeModeEnable
  isOperator
  favoriteProducts {
    items
    total
  }
  hasApplication
  loyaltyProgram
  emailVerified
  notifications {
    adsAgreement {
      email
      sms
      push
    }
    personalOffers {
      email
      sms
      push
    }
    orders {
      email
      sms
      push
    }
  }
  referralCode
}`) as unknown as TypedDocumentString<RegisterClientByOperatorMutation, RegisterClientByOperatorMutationVariables>;
export const LogoutDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation logout {
  logout {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const RefreshTokenDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation refreshToken($refreshToken: String!) {
  refreshToken(refreshToken: $refreshToken) {
    ...AuthTokensFields
  }
}
    fragment AuthTokensFields on AuthTokens {
  accessToken
  refreshToken
}`) as unknown as TypedDocumentString<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const IsRegisteredDocument = /*#__PURE__*/ new TypedDocumentString(`
    query isRegistered($phone: String!) {
  isRegistered(phone: $phone) {
    isRegistered
  }
}
    `) as unknown as TypedDocumentString<IsRegisteredQuery, IsRegisteredQueryVariables>;
export const CartDocument = /*#__PURE__*/ new TypedDocumentString(`
    query cart($regionID: ID!) {
  cart(regionID: $regionID) {
    groups {
      ...CartGroupFields
    }
    total {
      ...CartTotalFields
    }
  }
}
    fragment CartTotalFields on CartTotal {
  amount
  totalAmount
  productsAmount
  productsCount
  discount
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  minSum
  button {
    available
    message
  }
  hasPrescripted
}
fragment CartGroupFields on CartGroup {
  title
  items {
    product {
      id
      name
      alias
      url
      image
      price
      priceOld
      availableForOrder
      availableForBooking
      hasOnlyBookingPrices
      maxQuantity
      requiresPrescription
      counters {
        advertisement {
          track
          imps
          position
          name
        }
      }
    }
    priceTypeID
    quantity
    isChecked
    amount
    price
    listPrice
    totalAmount
    totalDiscount
    isExpirating
  }
}`) as unknown as TypedDocumentString<CartQuery, CartQueryVariables>;
export const UpdateCartDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation updateCart($regionID: ID!, $items: [CartItemInput!]!) {
  updateCart(regionID: $regionID, items: $items) {
    groups {
      ...CartGroupFields
    }
    total {
      ...CartTotalFields
    }
  }
}
    fragment CartTotalFields on CartTotal {
  amount
  totalAmount
  productsAmount
  productsCount
  discount
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  minSum
  button {
    available
    message
  }
  hasPrescripted
}
fragment CartGroupFields on CartGroup {
  title
  items {
    product {
      id
      name
      alias
      url
      image
      price
      priceOld
      availableForOrder
      availableForBooking
      hasOnlyBookingPrices
      maxQuantity
      requiresPrescription
      counters {
        advertisement {
          track
          imps
          position
          name
        }
      }
    }
    priceTypeID
    quantity
    isChecked
    amount
    price
    listPrice
    totalAmount
    totalDiscount
    isExpirating
  }
}`) as unknown as TypedDocumentString<UpdateCartMutation, UpdateCartMutationVariables>;
export const ClearCartDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation clearCart($regionID: ID!) {
  clearCart(regionID: $regionID) {
    groups {
      ...CartGroupFields
    }
    total {
      ...CartTotalFields
    }
  }
}
    fragment CartTotalFields on CartTotal {
  amount
  totalAmount
  productsAmount
  productsCount
  discount
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  minSum
  button {
    available
    message
  }
  hasPrescripted
}
fragment CartGroupFields on CartGroup {
  title
  items {
    product {
      id
      name
      alias
      url
      image
      price
      priceOld
      availableForOrder
      availableForBooking
      hasOnlyBookingPrices
      maxQuantity
      requiresPrescription
      counters {
        advertisement {
          track
          imps
          position
          name
        }
      }
    }
    priceTypeID
    quantity
    isChecked
    amount
    price
    listPrice
    totalAmount
    totalDiscount
    isExpirating
  }
}`) as unknown as TypedDocumentString<ClearCartMutation, ClearCartMutationVariables>;
export const CartMiniDocument = /*#__PURE__*/ new TypedDocumentString(`
    query cartMini($id: ID!, $regionId: ID!) {
  cartMini(id: $id, regionId: $regionId) {
    id
    regionId
    groups {
      ...CartGroupFields
    }
    total {
      ...CartTotalFields
    }
  }
}
    fragment CartTotalFields on CartTotal {
  amount
  totalAmount
  productsAmount
  productsCount
  discount
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  minSum
  button {
    available
    message
  }
  hasPrescripted
}
fragment CartGroupFields on CartGroup {
  title
  items {
    product {
      id
      name
      alias
      url
      image
      price
      priceOld
      availableForOrder
      availableForBooking
      hasOnlyBookingPrices
      maxQuantity
      requiresPrescription
      counters {
        advertisement {
          track
          imps
          position
          name
        }
      }
    }
    priceTypeID
    quantity
    isChecked
    amount
    price
    listPrice
    totalAmount
    totalDiscount
    isExpirating
  }
}`) as unknown as TypedDocumentString<CartMiniQuery, CartMiniQueryVariables>;
export const UpdateCartMiniDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation updateCartMini($input: CartMiniInput!) {
  updateCartMini(input: $input) {
    cart {
      id
      regionId
      groups {
        ...CartGroupFields
      }
      total {
        ...CartTotalFields
      }
    }
  }
}
    fragment CartTotalFields on CartTotal {
  amount
  totalAmount
  productsAmount
  productsCount
  discount
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  minSum
  button {
    available
    message
  }
  hasPrescripted
}
fragment CartGroupFields on CartGroup {
  title
  items {
    product {
      id
      name
      alias
      url
      image
      price
      priceOld
      availableForOrder
      availableForBooking
      hasOnlyBookingPrices
      maxQuantity
      requiresPrescription
      counters {
        advertisement {
          track
          imps
          position
          name
        }
      }
    }
    priceTypeID
    quantity
    isChecked
    amount
    price
    listPrice
    totalAmount
    totalDiscount
    isExpirating
  }
}`) as unknown as TypedDocumentString<UpdateCartMiniMutation, UpdateCartMiniMutationVariables>;
export const CatalogPageDocument = /*#__PURE__*/ new TypedDocumentString(`
    query CatalogPage($search: CatalogSearchInput!, $regionID: ID!, $url: String!) {
  catalogPage(search: $search, regionID: $regionID, url: $url) {
    products {
      items {
        ...ProductCardFields
      }
      total
      description
      pageInfo {
        page
        limit
        total
        pageCount
      }
    }
    metaInformation {
      ...MetaInformationFields
    }
    category {
      ...CategoryFields
    }
    subcategories {
      id
      name
      alias
      url
    }
    title
  }
}
    fragment MetaInformationFields on MetaInformation {
  title
  description
  h1
  breadcrumbs {
    title
    link
  }
  metadata {
    name
    content
  }
  microdata
  canonical
}
fragment CategoryFields on Category {
  id
  name
  alias
  url
  path
  level
  img
  background
  parentId
}
fragment ProductCardFields on Product {
  id
  alias
  name
  image
  brand {
    alias
    name
  }
  producer
  producerCountry
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  maxQuantity
  discount
  isFavorite
  price
  priceOld
  priceTypeID
  hasPricePrefix
  requiresPrescription
}`) as unknown as TypedDocumentString<CatalogPageQuery, CatalogPageQueryVariables>;
export const ProductsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query products($search: ProductSearchInput!) {
  products(search: $search) {
    items {
      ...ProductSummary
    }
    total
    description
    pageInfo {
      page
      limit
      total
      pageCount
    }
  }
}
    fragment ProductSummary on Product {
  id
  lastPrice
  alias
  sku
  name
  url
  image
  brand {
    alias
    name
  }
  category {
    id
    name
    alias
    url
  }
  producer
  producerCountry
  mnns {
    alias
    title
    href
  }
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  canPayOnPickup
  maxQuantity
  expirationDate
  deliveryDate
  pickupDate
  discount
  isFavorite
  price
  priceOld
  seoBasketText
  seoPriceText
  priceTypeID
  warning
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
  bitrixID
  isAdv
  reviewsDisabled
  isBundle
  bundleItemsSimple {
    id
    quantity
    shortName
  }
  hasPricePrefix
  requiresPrescription
}`) as unknown as TypedDocumentString<ProductsQuery, ProductsQueryVariables>;
export const ExpiringProductsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query ExpiringProducts($regionID: ID!, $page: Int, $pageCount: Int) {
  products(
    search: {regionID: $regionID, onlyExpiring: true, page: $page, pageCount: $pageCount}
  ) {
    items {
      ...ProductSummary
      prices {
        ...ProductPriceFields
      }
    }
    total
    pageInfo {
      page
      limit
      total
      pageCount
    }
  }
}
    fragment ProductSummary on Product {
  id
  lastPrice
  alias
  sku
  name
  url
  image
  brand {
    alias
    name
  }
  category {
    id
    name
    alias
    url
  }
  producer
  producerCountry
  mnns {
    alias
    title
    href
  }
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  canPayOnPickup
  maxQuantity
  expirationDate
  deliveryDate
  pickupDate
  discount
  isFavorite
  price
  priceOld
  seoBasketText
  seoPriceText
  priceTypeID
  warning
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
  bitrixID
  isAdv
  reviewsDisabled
  isBundle
  bundleItemsSimple {
    id
    quantity
    shortName
  }
  hasPricePrefix
  requiresPrescription
}
fragment ProductPriceFields on ProductPrice {
  price
  priceOld
  priceTypeID
  priceType
  discount
  maxQuantity
  dateExpired
  dateExpiredOpened
  expirationDate
  isExpirating
  availableForBooking
  availableForOrder
  expirationType
  hasPrefix
}`) as unknown as TypedDocumentString<ExpiringProductsQuery, ExpiringProductsQueryVariables>;
export const FilterConfigDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filterConfig($regionID: ID!, $categoryAlias: String, $type: FilterConfigType = other, $query: String, $tagCode: String, $brandCode: String, $eventAlias: String, $withoutSubcategories: Boolean, $groupCode: String, $diseaseCode: String, $mnnAlias: String, $producerCode: String, $selected: [ListFilterInput!], $itemsLimit: Int) {
  filterConfig(
    regionID: $regionID
    categoryAlias: $categoryAlias
    type: $type
    query: $query
    tagCode: $tagCode
    brandCode: $brandCode
    eventAlias: $eventAlias
    withoutSubcategories: $withoutSubcategories
    groupCode: $groupCode
    diseaseCode: $diseaseCode
    mnnAlias: $mnnAlias
    producerCode: $producerCode
    selected: $selected
  ) {
    options {
      id
      placeholder
      title
      type
      available
    }
    lists {
      id
      title
      items(limit: $itemsLimit) {
        ...FilterListItemFields
      }
      itemsTotal
      searchPlaceholder
      allowsMultipleSelection
      isSearchEnabled
    }
    ranges {
      id
      title
      min
      max
    }
    tags {
      id
      name
      title
      url
    }
    categories {
      ...CategoryFields
      productsCount
    }
    defaultSort {
      side
      type
    }
    toggles {
      id
      title
    }
    sorts
  }
}
    fragment CategoryFields on Category {
  id
  name
  alias
  url
  path
  level
  img
  background
  parentId
}
fragment FilterListItemFields on FilterListItem {
  id
  title
  subtitle
  isSelected
  count
}`) as unknown as TypedDocumentString<FilterConfigQuery, FilterConfigQueryVariables>;
export const FilterListItemsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query FilterListItems($regionID: ID!, $list: ID!, $categoryAlias: String, $type: FilterConfigType = other, $query: String, $tagCode: String, $brandCode: String, $eventAlias: String, $withoutSubcategories: Boolean, $groupCode: String, $diseaseCode: String, $mnnAlias: String, $producerCode: String, $selected: [ListFilterInput!]) {
  filterConfig(
    regionID: $regionID
    categoryAlias: $categoryAlias
    type: $type
    query: $query
    tagCode: $tagCode
    brandCode: $brandCode
    eventAlias: $eventAlias
    withoutSubcategories: $withoutSubcategories
    groupCode: $groupCode
    diseaseCode: $diseaseCode
    mnnAlias: $mnnAlias
    producerCode: $producerCode
    selected: $selected
  ) {
    lists(id: $list) {
      id
      items {
        ...FilterListItemFields
      }
      itemsTotal
    }
  }
}
    fragment FilterListItemFields on FilterListItem {
  id
  title
  subtitle
  isSelected
  count
}`) as unknown as TypedDocumentString<FilterListItemsQuery, FilterListItemsQueryVariables>;
export const CategoryDocument = /*#__PURE__*/ new TypedDocumentString(`
    query category($alias: String!) {
  category(alias: $alias) {
    ...CategoryFields
    productsCount
    children {
      ...CategoryFields
    }
    doctors {
      ...TeamPersonSummary
    }
  }
}
    fragment CategoryFields on Category {
  id
  name
  alias
  url
  path
  level
  img
  background
  parentId
}
fragment TeamPersonSummary on TeamPerson {
  id
  code
  type
  photo
  fullName
  specialization
  position
  description
}`) as unknown as TypedDocumentString<CategoryQuery, CategoryQueryVariables>;
export const CategoriesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Categories {
  categories {
    ...CategoryTree
  }
}
    fragment CategoryFields on Category {
  id
  name
  alias
  url
  path
  level
  img
  background
  parentId
}
fragment CategoryTree on Category {
  ...CategoryFields
  children {
    ...CategoryFields
    children {
      ...CategoryFields
    }
  }
}`) as unknown as TypedDocumentString<CategoriesQuery, CategoriesQueryVariables>;
export const TagDocument = /*#__PURE__*/ new TypedDocumentString(`
    query tag($categoryAlias: String!, $alias: String!) {
  tag(categoryAlias: $categoryAlias, alias: $alias) {
    id
    code
    name
    title
    url
    categoryAlias
    description
    metaInformation {
      ...MetaInformationFields
    }
  }
}
    fragment MetaInformationFields on MetaInformation {
  title
  description
  h1
  breadcrumbs {
    title
    link
  }
  metadata {
    name
    content
  }
  microdata
  canonical
}`) as unknown as TypedDocumentString<TagQuery, TagQueryVariables>;
export const BrandLettersDocument = /*#__PURE__*/ new TypedDocumentString(`
    query BrandLetters {
  brandLetters {
    ru
    en
  }
}
    `) as unknown as TypedDocumentString<BrandLettersQuery, BrandLettersQueryVariables>;
export const BrandsByLetterDocument = /*#__PURE__*/ new TypedDocumentString(`
    query BrandsByLetter($letter: String!, $alphabet: Alphabet!) {
  brandsByLetter(letter: $letter, alphabet: $alphabet) {
    alias
    name
    url
    logo
    country
    productsCount
  }
}
    `) as unknown as TypedDocumentString<BrandsByLetterQuery, BrandsByLetterQueryVariables>;
export const BrandDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Brand($alias: String!) {
  brand(alias: $alias) {
    alias
    name
    url
    logo
    country
    productsCount
  }
}
    `) as unknown as TypedDocumentString<BrandQuery, BrandQueryVariables>;
export const ManufacturerDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Manufacturer($code: String!) {
  manufacturer(code: $code) {
    code
    name
    country
    url
  }
}
    `) as unknown as TypedDocumentString<ManufacturerQuery, ManufacturerQueryVariables>;
export const DrugsByLetterDocument = /*#__PURE__*/ new TypedDocumentString(`
    query DrugsByLetter($letter: String!, $alphabet: Alphabet!, $paginator: PaginatorInput) {
  drugsByLetter(letter: $letter, alphabet: $alphabet, paginator: $paginator) {
    items {
      alias
      title
      href
      tradeNames
    }
    total
    letters
  }
}
    `) as unknown as TypedDocumentString<DrugsByLetterQuery, DrugsByLetterQueryVariables>;
export const DiseasesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Diseases($letter: String, $paginator: PaginatorInput) {
  diseases(letter: $letter, paginator: $paginator) {
    items {
      code
      name
      icd10
      url
      letter
    }
    total
    letters
  }
}
    `) as unknown as TypedDocumentString<DiseasesQuery, DiseasesQueryVariables>;
export const DiseaseDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Disease($code: String!) {
  disease(code: $code) {
    code
    name
    icd10
    url
    description
    letter
  }
}
    `) as unknown as TypedDocumentString<DiseaseQuery, DiseaseQueryVariables>;
export const PreOrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    query preOrder($regionID: ID!, $step: CheckoutStep!) {
  preOrder(regionID: $regionID, step: $step) {
    ...PreOrderFields
  }
}
    fragment CartTotalFields on CartTotal {
  amount
  totalAmount
  productsAmount
  productsCount
  discount
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  minSum
  button {
    available
    message
  }
  hasPrescripted
}
fragment DeliveryAddressFields on DeliveryAddress {
  id
  isSelected
  formattedAddress
  entrance
  office
  floor
  comment
  lat
  long
}
fragment DeliveryParamsFields on DeliveryParams {
  address {
    ...DeliveryAddressFields
  }
  comment
  dateText
  receiver {
    name
    phone
  }
}
fragment DeliveryItemFields on DeliveryItem {
  id
  url
  name
  image
  amount
  totalAmount
  available
  quantity
}
fragment DeliveryGroupFields on DeliveryGroup {
  items {
    ...DeliveryItemFields
  }
  dateText
  totalAmount
  points
  receiveType
}
fragment DeliveryFields on Delivery {
  type
  amount
  totalAmount
  points
  isChecked
  receiveType
  deliveryGroups {
    ...DeliveryGroupFields
  }
  items {
    ...DeliveryItemFields
  }
  buttonText
  minPriceError
  isOfflinePromo
}
fragment DeliveryDateFields on DeliveryDate {
  id
  text
  label
  selected
  intervals {
    id
    text
    price
    isFree
    isExpress
    selected
    tariffId
  }
}
fragment PreOrderFields on PreOrder {
  step
  receiveType
  deliveryGroups {
    ...DeliveryGroupFields
  }
  groups {
    items {
      product {
        id
        name
        alias
        url
        image
        requiresPrescription
      }
      priceTypeID
      quantity
      price
      totalAmount
      isChecked
      availableForSelect
      isExpirating
    }
  }
  total {
    ...CartTotalFields
  }
  loyalty {
    ...LoyaltyChoiceFields
  }
  options {
    delivery {
      date
      interval
      payment
      address {
        ...DeliveryAddressFields
      }
      addressError
    }
    pickup {
      payment
    }
  }
  availableOptions {
    payments {
      type
      selected
      label
      email
      merchantId
    }
    deliveryDates {
      ...DeliveryDateFields
    }
    addresses {
      ...DeliveryAddressFields
    }
  }
  deliveryParams {
    ...DeliveryParamsFields
  }
  seller {
    name
    address
    number
  }
  pharmacy {
    ...PharmacyFields
  }
  receiveTypes {
    type
    isChecked
    amount
    available
  }
  deliveries {
    ...DeliveryFields
  }
}
fragment LoyaltyChoiceFields on LoyaltyChoice {
  type
  selected
  params {
    balances {
      available
      error
      id
      count
      applied
      maxCount
      role
    }
    points {
      available
      selected
      count
      error
    }
    promo {
      available
      selected
      code
      error
      errorDescription
    }
  }
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<PreOrderQuery, PreOrderQueryVariables>;
export const UpdatePreOrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation updatePreOrder($input: PreOrderInput!) {
  updatePreOrder(input: $input) {
    ...PreOrderFields
  }
}
    fragment CartTotalFields on CartTotal {
  amount
  totalAmount
  productsAmount
  productsCount
  discount
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  minSum
  button {
    available
    message
  }
  hasPrescripted
}
fragment DeliveryAddressFields on DeliveryAddress {
  id
  isSelected
  formattedAddress
  entrance
  office
  floor
  comment
  lat
  long
}
fragment DeliveryParamsFields on DeliveryParams {
  address {
    ...DeliveryAddressFields
  }
  comment
  dateText
  receiver {
    name
    phone
  }
}
fragment DeliveryItemFields on DeliveryItem {
  id
  url
  name
  image
  amount
  totalAmount
  available
  quantity
}
fragment DeliveryGroupFields on DeliveryGroup {
  items {
    ...DeliveryItemFields
  }
  dateText
  totalAmount
  points
  receiveType
}
fragment DeliveryFields on Delivery {
  type
  amount
  totalAmount
  points
  isChecked
  receiveType
  deliveryGroups {
    ...DeliveryGroupFields
  }
  items {
    ...DeliveryItemFields
  }
  buttonText
  minPriceError
  isOfflinePromo
}
fragment DeliveryDateFields on DeliveryDate {
  id
  text
  label
  selected
  intervals {
    id
    text
    price
    isFree
    isExpress
    selected
    tariffId
  }
}
fragment PreOrderFields on PreOrder {
  step
  receiveType
  deliveryGroups {
    ...DeliveryGroupFields
  }
  groups {
    items {
      product {
        id
        name
        alias
        url
        image
        requiresPrescription
      }
      priceTypeID
      quantity
      price
      totalAmount
      isChecked
      availableForSelect
      isExpirating
    }
  }
  total {
    ...CartTotalFields
  }
  loyalty {
    ...LoyaltyChoiceFields
  }
  options {
    delivery {
      date
      interval
      payment
      address {
        ...DeliveryAddressFields
      }
      addressError
    }
    pickup {
      payment
    }
  }
  availableOptions {
    payments {
      type
      selected
      label
      email
      merchantId
    }
    deliveryDates {
      ...DeliveryDateFields
    }
    addresses {
      ...DeliveryAddressFields
    }
  }
  deliveryParams {
    ...DeliveryParamsFields
  }
  seller {
    name
    address
    number
  }
  pharmacy {
    ...PharmacyFields
  }
  receiveTypes {
    type
    isChecked
    amount
    available
  }
  deliveries {
    ...DeliveryFields
  }
}
fragment LoyaltyChoiceFields on LoyaltyChoice {
  type
  selected
  params {
    balances {
      available
      error
      id
      count
      applied
      maxCount
      role
    }
    points {
      available
      selected
      count
      error
    }
    promo {
      available
      selected
      code
      error
      errorDescription
    }
  }
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<UpdatePreOrderMutation, UpdatePreOrderMutationVariables>;
export const ClearPreOrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation clearPreOrder($regionID: ID!) {
  clearPreOrder(regionID: $regionID) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ClearPreOrderMutation, ClearPreOrderMutationVariables>;
export const SaveOrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation saveOrder($regionID: ID!, $idempotencyKey: String) {
  saveOrder(regionID: $regionID, idempotencyKey: $idempotencyKey) {
    ...OrderFields
  }
}
    fragment DeliveryAddressFields on DeliveryAddress {
  id
  isSelected
  formattedAddress
  entrance
  office
  floor
  comment
  lat
  long
}
fragment DeliveryParamsFields on DeliveryParams {
  address {
    ...DeliveryAddressFields
  }
  comment
  dateText
  receiver {
    name
    phone
  }
}
fragment OrderFields on Order {
  id
  number
  type
  receiveType
  canBeCancel
  paymentParams {
    url
    token
    mode
    type
    returnURL
  }
  paymentStatus {
    status
    label
  }
  deliveryParams {
    ...DeliveryParamsFields
  }
  pharmacy {
    ...PharmacyFields
  }
  items {
    product {
      id
      name
      alias
      url
      image
    }
    name
    priceTypeID
    quantity
    price
    totalAmount
  }
  total {
    amount
    totalAmount
    discount
    courierPrice
    pointsSpent
    pointsEarned
    productsCount
  }
  status
  statusLabel
  statuses {
    status
    label
    date
    isDone
    isCurrent
  }
  createDate
  receiveDate
  options {
    address {
      ...DeliveryAddressFields
    }
    payment
    comment
  }
  partnerID
  firstOrder
  soapID
  affiliate {
    transactionChannel
    transactionAction
    tariffCode
  }
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<SaveOrderMutation, SaveOrderMutationVariables>;
export const SuggestAddressDocument = /*#__PURE__*/ new TypedDocumentString(`
    query suggestAddress($query: String!, $regionID: ID!) {
  suggestAddress(query: $query, regionID: $regionID) {
    formattedAddress
    street
    houseNumber
    suburb
    postcode
    state
    stateCode
    stateDistrict
    country
    city
  }
}
    `) as unknown as TypedDocumentString<SuggestAddressQuery, SuggestAddressQueryVariables>;
export const AddressCoordinatesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query addressCoordinates($regionID: ID!, $addressText: String!) {
  addressCoordinates(regionID: $regionID, addressText: $addressText) {
    id
    name
    address
    lat
    long
    inDeliveryZone
  }
}
    `) as unknown as TypedDocumentString<AddressCoordinatesQuery, AddressCoordinatesQueryVariables>;
export const DeliveryZonesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query deliveryZones($regionID: ID!) {
  deliveryZones(regionID: $regionID) {
    type
    color
    coordinates
    courierPrice
    freeFrom
    minSum
  }
}
    `) as unknown as TypedDocumentString<DeliveryZonesQuery, DeliveryZonesQueryVariables>;
export const PickupStoreDocument = /*#__PURE__*/ new TypedDocumentString(`
    query pickupStore($pharmacyId: ID!, $regionID: ID!) {
  pickupStore(pharmacyId: $pharmacyId, regionID: $regionID) {
    pharmacy {
      ...PharmacyFields
    }
    deliveries {
      ...DeliveryFields
    }
  }
}
    fragment DeliveryItemFields on DeliveryItem {
  id
  url
  name
  image
  amount
  totalAmount
  available
  quantity
}
fragment DeliveryGroupFields on DeliveryGroup {
  items {
    ...DeliveryItemFields
  }
  dateText
  totalAmount
  points
  receiveType
}
fragment DeliveryFields on Delivery {
  type
  amount
  totalAmount
  points
  isChecked
  receiveType
  deliveryGroups {
    ...DeliveryGroupFields
  }
  items {
    ...DeliveryItemFields
  }
  buttonText
  minPriceError
  isOfflinePromo
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<PickupStoreQuery, PickupStoreQueryVariables>;
export const PharmacySearchMapDocument = /*#__PURE__*/ new TypedDocumentString(`
    query pharmacySearchMap($bounds: BoundsInput!, $zoom: Int!, $search: String, $receiveType: ReceiveType, $regionID: ID!) {
  pharmacySearchMap(
    bounds: $bounds
    zoom: $zoom
    search: $search
    receiveType: $receiveType
    regionID: $regionID
  ) {
    clusters {
      ...ClusterFields
    }
    points {
      ...PickupStorePointFields
    }
  }
}
    fragment PickupStorePointFields on PickupStorePoint {
  pharmacy {
    ...PharmacyFields
  }
  available
  selected
  availableProduct
  availableCount
  totalCount
}
fragment ClusterFields on Cluster {
  id
  count
  lat
  long
  selected
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<PharmacySearchMapQuery, PharmacySearchMapQueryVariables>;
export const PharmacySearchListDocument = /*#__PURE__*/ new TypedDocumentString(`
    query pharmacySearchList($paginator: PaginatorInput, $regionID: ID!, $search: String, $receiveType: ReceiveType) {
  pharmacySearchList(
    paginator: $paginator
    regionID: $regionID
    search: $search
    receiveType: $receiveType
  ) {
    items {
      ...PickupStorePointFields
    }
    total
  }
}
    fragment PickupStorePointFields on PickupStorePoint {
  pharmacy {
    ...PharmacyFields
  }
  available
  selected
  availableProduct
  availableCount
  totalCount
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<PharmacySearchListQuery, PharmacySearchListQueryVariables>;
export const TeamPersonsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query teamPersons($type: TeamPersonType!, $paginator: PaginatorInput) {
  teamPersons(type: $type, paginator: $paginator) {
    items {
      ...TeamPersonSummary
    }
    total
  }
}
    fragment TeamPersonSummary on TeamPerson {
  id
  code
  type
  photo
  fullName
  specialization
  position
  description
}`) as unknown as TypedDocumentString<TeamPersonsQuery, TeamPersonsQueryVariables>;
export const TeamPersonDocument = /*#__PURE__*/ new TypedDocumentString(`
    query TeamPerson($type: TeamPersonType!, $id: ID!, $paginator: PaginatorInput) {
  teamPerson(type: $type, id: $id) {
    ...TeamPersonSummary
    name
    socialLinks {
      title
      link
    }
    scientificArticles {
      title
      link
    }
    institutionName
    posts(paginator: $paginator) {
      items {
        ...ArticleSummaryFields
      }
      total
    }
    links {
      title
      link
    }
    certificates {
      ...CertificateFields
    }
    tags {
      name
      url
    }
    questions {
      question
      answer
    }
  }
}
    fragment TeamPersonSummary on TeamPerson {
  id
  code
  type
  photo
  fullName
  specialization
  position
  description
}
fragment ArticleSummaryFields on ArticleSummary {
  id
  title
  url
  image
  views
  readTime
  date
  tags {
    name
    url
  }
}
fragment CertificateFields on Certificate {
  id
  title
  url
  dateEnd
}`) as unknown as TypedDocumentString<TeamPersonQuery, TeamPersonQueryVariables>;
export const ArticlesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Articles($tag: String, $paginator: PaginatorInput) {
  articles(tag: $tag, paginator: $paginator) {
    items {
      ...ArticleSummaryFields
    }
    total
  }
}
    fragment ArticleSummaryFields on ArticleSummary {
  id
  title
  url
  image
  views
  readTime
  date
  tags {
    name
    url
  }
}`) as unknown as TypedDocumentString<ArticlesQuery, ArticlesQueryVariables>;
export const ArticleDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Article($alias: String!) {
  article(alias: $alias) {
    id
    alias
    title
    url
    image
    views
    readTime
    date
    tags {
      name
      url
    }
    author {
      ...TeamPersonSummary
    }
    reviewer {
      ...TeamPersonSummary
    }
    body
    metaInformation {
      ...MetaInformationFields
    }
  }
}
    fragment MetaInformationFields on MetaInformation {
  title
  description
  h1
  breadcrumbs {
    title
    link
  }
  metadata {
    name
    content
  }
  microdata
  canonical
}
fragment TeamPersonSummary on TeamPerson {
  id
  code
  type
  photo
  fullName
  specialization
  position
  description
}`) as unknown as TypedDocumentString<ArticleQuery, ArticleQueryVariables>;
export const AnalysesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Analyses($regionID: ID!, $category: String, $paginator: PaginatorInput) {
  analyses(regionID: $regionID, category: $category, paginator: $paginator) {
    items {
      id
      alias
      name
      price
      url
      description
      durationDays
      category
    }
    total
  }
}
    `) as unknown as TypedDocumentString<AnalysesQuery, AnalysesQueryVariables>;
export const AnalysisDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Analysis($alias: String!, $regionID: ID!) {
  analysis(alias: $alias, regionID: $regionID) {
    id
    alias
    name
    price
    url
    description
    preparation
    durationDays
    category
  }
}
    `) as unknown as TypedDocumentString<AnalysisQuery, AnalysisQueryVariables>;
export const ContentPageDocument = /*#__PURE__*/ new TypedDocumentString(`
    query ContentPage($path: String!) {
  contentPage(path: $path) {
    path
    title
    body
    metaInformation {
      ...MetaInformationFields
    }
  }
}
    fragment MetaInformationFields on MetaInformation {
  title
  description
  h1
  breadcrumbs {
    title
    link
  }
  metadata {
    name
    content
  }
  microdata
  canonical
}`) as unknown as TypedDocumentString<ContentPageQuery, ContentPageQueryVariables>;
export const LoyaltiesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query loyalties {
  loyalties {
    ...LoyaltyInfoFields
  }
}
    fragment LoyaltyInfoFields on LoyaltyInfo {
  type
  cards {
    type
    status
    number
    loyalty
    isMain
  }
  points
  summaryBalance
  balances {
    type
    icon
    title
    points
    pointsEvents {
      type
      date
      points
    }
    tooltip {
      active
      text
      link
    }
  }
}`) as unknown as TypedDocumentString<LoyaltiesQuery, LoyaltiesQueryVariables>;
export const LoyaltyHistoryDocument = /*#__PURE__*/ new TypedDocumentString(`
    query LoyaltyHistory($paginator: PaginatorInput) {
  loyaltyHistory(paginator: $paginator) {
    items {
      type
      orderType
      points
      createdAt
      orderID
      available_from
      expiration
      balanceName
    }
    total
  }
}
    `) as unknown as TypedDocumentString<LoyaltyHistoryQuery, LoyaltyHistoryQueryVariables>;
export const ValidateMindboxCardDocument = /*#__PURE__*/ new TypedDocumentString(`
    query validateMindboxCard($number: String!) {
  validateMindboxCard(number: $number) {
    isValid
    status
    nextStep
  }
}
    `) as unknown as TypedDocumentString<ValidateMindboxCardQuery, ValidateMindboxCardQueryVariables>;
export const ApplyLoyaltyProgramDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation applyLoyaltyProgram($regionID: ID!, $loyalty: LoyaltyInput!) {
  applyLoyaltyProgram(regionID: $regionID, loyalty: $loyalty) {
    ...LoyaltyInfoFields
  }
}
    fragment LoyaltyInfoFields on LoyaltyInfo {
  type
  cards {
    type
    status
    number
    loyalty
    isMain
  }
  points
  summaryBalance
  balances {
    type
    icon
    title
    points
    pointsEvents {
      type
      date
      points
    }
    tooltip {
      active
      text
      link
    }
  }
}`) as unknown as TypedDocumentString<ApplyLoyaltyProgramMutation, ApplyLoyaltyProgramMutationVariables>;
export const RelatedPromosQueryDocument = /*#__PURE__*/ new TypedDocumentString(`
    query RelatedPromosQuery($regionID: ID!) {
  relatedPromos(regionID: $regionID) {
    alias
    name
    url
    advertiser {
      name
      erid
    }
    image
  }
}
    `) as unknown as TypedDocumentString<RelatedPromosQuery, RelatedPromosQueryVariables>;
export const BigSaleQueryDocument = /*#__PURE__*/ new TypedDocumentString(`
    query BigSaleQuery($regionID: ID!) {
  bigSale(regionID: $regionID) {
    sale {
      name
      image
      background
    }
    url
  }
}
    `) as unknown as TypedDocumentString<BigSaleQuery, BigSaleQueryVariables>;
export const TripwireBannerQueryDocument = /*#__PURE__*/ new TypedDocumentString(`
    query TripwireBannerQuery($regionID: ID!) {
  bannerTripwire(regionID: $regionID) {
    text
    backgroundColor
    textColor
    url
  }
}
    `) as unknown as TypedDocumentString<TripwireBannerQuery, TripwireBannerQueryVariables>;
export const AdvertisementDocument = /*#__PURE__*/ new TypedDocumentString(`
    query advertisement($regionID: ID!, $type: AdvertisementType!, $query: String, $productSku: String) {
  advertisement(
    regionID: $regionID
    type: $type
    query: $query
    productSku: $productSku
  ) {
    id
    banner {
      image
      url
      alt
    }
    advertiser {
      name
      erid
    }
    counters {
      track
      imps
      position
      name
    }
  }
}
    `) as unknown as TypedDocumentString<AdvertisementQuery, AdvertisementQueryVariables>;
export const WidgetsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query widgets($input: WidgetsInput!) {
  widgets(input: $input) {
    items {
      alias
      title
      items {
        ...ProductSummary
      }
    }
  }
}
    fragment ProductSummary on Product {
  id
  lastPrice
  alias
  sku
  name
  url
  image
  brand {
    alias
    name
  }
  category {
    id
    name
    alias
    url
  }
  producer
  producerCountry
  mnns {
    alias
    title
    href
  }
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  canPayOnPickup
  maxQuantity
  expirationDate
  deliveryDate
  pickupDate
  discount
  isFavorite
  price
  priceOld
  seoBasketText
  seoPriceText
  priceTypeID
  warning
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
  bitrixID
  isAdv
  reviewsDisabled
  isBundle
  bundleItemsSimple {
    id
    quantity
    shortName
  }
  hasPricePrefix
  requiresPrescription
}`) as unknown as TypedDocumentString<WidgetsQuery, WidgetsQueryVariables>;
export const PromotionsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Promotions($regionID: ID!, $filters: String, $paginator: PaginatorInput) {
  promotions(regionID: $regionID, filters: $filters, paginator: $paginator) {
    items {
      ...PromotionSummary
    }
    total
  }
}
    fragment PromotionSummary on Promotion {
  alias
  name
  url
  image
  description
  dateStart
  dateEnd
  isPersonal
  advertiser {
    name
    erid
  }
}`) as unknown as TypedDocumentString<PromotionsQuery, PromotionsQueryVariables>;
export const PromotionDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Promotion($alias: String!, $regionID: ID!, $paginator: PaginatorInput) {
  promotion(alias: $alias, regionID: $regionID) {
    ...PromotionSummary
    products(paginator: $paginator) {
      items {
        ...ProductSummary
      }
      total
      pageInfo {
        page
        limit
        total
        pageCount
      }
    }
    metaInformation {
      ...MetaInformationFields
    }
  }
}
    fragment MetaInformationFields on MetaInformation {
  title
  description
  h1
  breadcrumbs {
    title
    link
  }
  metadata {
    name
    content
  }
  microdata
  canonical
}
fragment PromotionSummary on Promotion {
  alias
  name
  url
  image
  description
  dateStart
  dateEnd
  isPersonal
  advertiser {
    name
    erid
  }
}
fragment ProductSummary on Product {
  id
  lastPrice
  alias
  sku
  name
  url
  image
  brand {
    alias
    name
  }
  category {
    id
    name
    alias
    url
  }
  producer
  producerCountry
  mnns {
    alias
    title
    href
  }
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  canPayOnPickup
  maxQuantity
  expirationDate
  deliveryDate
  pickupDate
  discount
  isFavorite
  price
  priceOld
  seoBasketText
  seoPriceText
  priceTypeID
  warning
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
  bitrixID
  isAdv
  reviewsDisabled
  isBundle
  bundleItemsSimple {
    id
    quantity
    shortName
  }
  hasPricePrefix
  requiresPrescription
}`) as unknown as TypedDocumentString<PromotionQuery, PromotionQueryVariables>;
export const PersonalPromotionsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query PersonalPromotions($regionID: ID!) {
  personalPromotions(regionID: $regionID) {
    items {
      ...PromotionSummary
    }
    total
  }
}
    fragment PromotionSummary on Promotion {
  alias
  name
  url
  image
  description
  dateStart
  dateEnd
  isPersonal
  advertiser {
    name
    erid
  }
}`) as unknown as TypedDocumentString<PersonalPromotionsQuery, PersonalPromotionsQueryVariables>;
export const HomePageDocument = /*#__PURE__*/ new TypedDocumentString(`
    query HomePage($regionID: ID!) {
  homePage(regionID: $regionID) {
    categories {
      ...CategoryFields
      productsCount
    }
    promotions {
      ...PromotionSummary
    }
    metaInformation {
      ...MetaInformationFields
    }
  }
}
    fragment MetaInformationFields on MetaInformation {
  title
  description
  h1
  breadcrumbs {
    title
    link
  }
  metadata {
    name
    content
  }
  microdata
  canonical
}
fragment CategoryFields on Category {
  id
  name
  alias
  url
  path
  level
  img
  background
  parentId
}
fragment PromotionSummary on Promotion {
  alias
  name
  url
  image
  description
  dateStart
  dateEnd
  isPersonal
  advertiser {
    name
    erid
  }
}`) as unknown as TypedDocumentString<HomePageQuery, HomePageQueryVariables>;
export const ReferralProgramDocument = /*#__PURE__*/ new TypedDocumentString(`
    query ReferralProgram {
  referralProgram {
    code
    link
    invitedCount
    reward
  }
}
    `) as unknown as TypedDocumentString<ReferralProgramQuery, ReferralProgramQueryVariables>;
export const OrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    query order($id: ID!) {
  order(id: $id) {
    ...OrderFields
  }
}
    fragment DeliveryAddressFields on DeliveryAddress {
  id
  isSelected
  formattedAddress
  entrance
  office
  floor
  comment
  lat
  long
}
fragment DeliveryParamsFields on DeliveryParams {
  address {
    ...DeliveryAddressFields
  }
  comment
  dateText
  receiver {
    name
    phone
  }
}
fragment OrderFields on Order {
  id
  number
  type
  receiveType
  canBeCancel
  paymentParams {
    url
    token
    mode
    type
    returnURL
  }
  paymentStatus {
    status
    label
  }
  deliveryParams {
    ...DeliveryParamsFields
  }
  pharmacy {
    ...PharmacyFields
  }
  items {
    product {
      id
      name
      alias
      url
      image
    }
    name
    priceTypeID
    quantity
    price
    totalAmount
  }
  total {
    amount
    totalAmount
    discount
    courierPrice
    pointsSpent
    pointsEarned
    productsCount
  }
  status
  statusLabel
  statuses {
    status
    label
    date
    isDone
    isCurrent
  }
  createDate
  receiveDate
  options {
    address {
      ...DeliveryAddressFields
    }
    payment
    comment
  }
  partnerID
  firstOrder
  soapID
  affiliate {
    transactionChannel
    transactionAction
    tariffCode
  }
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<OrderQuery, OrderQueryVariables>;
export const NewOrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    query newOrder($id: ID!) {
  newOrder(id: $id) {
    ...OrderFields
  }
}
    fragment DeliveryAddressFields on DeliveryAddress {
  id
  isSelected
  formattedAddress
  entrance
  office
  floor
  comment
  lat
  long
}
fragment DeliveryParamsFields on DeliveryParams {
  address {
    ...DeliveryAddressFields
  }
  comment
  dateText
  receiver {
    name
    phone
  }
}
fragment OrderFields on Order {
  id
  number
  type
  receiveType
  canBeCancel
  paymentParams {
    url
    token
    mode
    type
    returnURL
  }
  paymentStatus {
    status
    label
  }
  deliveryParams {
    ...DeliveryParamsFields
  }
  pharmacy {
    ...PharmacyFields
  }
  items {
    product {
      id
      name
      alias
      url
      image
    }
    name
    priceTypeID
    quantity
    price
    totalAmount
  }
  total {
    amount
    totalAmount
    discount
    courierPrice
    pointsSpent
    pointsEarned
    productsCount
  }
  status
  statusLabel
  statuses {
    status
    label
    date
    isDone
    isCurrent
  }
  createDate
  receiveDate
  options {
    address {
      ...DeliveryAddressFields
    }
    payment
    comment
  }
  partnerID
  firstOrder
  soapID
  affiliate {
    transactionChannel
    transactionAction
    tariffCode
  }
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<NewOrderQuery, NewOrderQueryVariables>;
export const UserLastOrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    query userLastOrder {
  userLastOrder {
    ...OrderFields
  }
}
    fragment DeliveryAddressFields on DeliveryAddress {
  id
  isSelected
  formattedAddress
  entrance
  office
  floor
  comment
  lat
  long
}
fragment DeliveryParamsFields on DeliveryParams {
  address {
    ...DeliveryAddressFields
  }
  comment
  dateText
  receiver {
    name
    phone
  }
}
fragment OrderFields on Order {
  id
  number
  type
  receiveType
  canBeCancel
  paymentParams {
    url
    token
    mode
    type
    returnURL
  }
  paymentStatus {
    status
    label
  }
  deliveryParams {
    ...DeliveryParamsFields
  }
  pharmacy {
    ...PharmacyFields
  }
  items {
    product {
      id
      name
      alias
      url
      image
    }
    name
    priceTypeID
    quantity
    price
    totalAmount
  }
  total {
    amount
    totalAmount
    discount
    courierPrice
    pointsSpent
    pointsEarned
    productsCount
  }
  status
  statusLabel
  statuses {
    status
    label
    date
    isDone
    isCurrent
  }
  createDate
  receiveDate
  options {
    address {
      ...DeliveryAddressFields
    }
    payment
    comment
  }
  partnerID
  firstOrder
  soapID
  affiliate {
    transactionChannel
    transactionAction
    tariffCode
  }
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<UserLastOrderQuery, UserLastOrderQueryVariables>;
export const OrdersHistoryDocument = /*#__PURE__*/ new TypedDocumentString(`
    query OrdersHistory($paginator: PaginatorInput) {
  ordersHistory(paginator: $paginator) {
    marketplaceId
    orders {
      ...OrderFields
    }
    total
  }
}
    fragment DeliveryAddressFields on DeliveryAddress {
  id
  isSelected
  formattedAddress
  entrance
  office
  floor
  comment
  lat
  long
}
fragment DeliveryParamsFields on DeliveryParams {
  address {
    ...DeliveryAddressFields
  }
  comment
  dateText
  receiver {
    name
    phone
  }
}
fragment OrderFields on Order {
  id
  number
  type
  receiveType
  canBeCancel
  paymentParams {
    url
    token
    mode
    type
    returnURL
  }
  paymentStatus {
    status
    label
  }
  deliveryParams {
    ...DeliveryParamsFields
  }
  pharmacy {
    ...PharmacyFields
  }
  items {
    product {
      id
      name
      alias
      url
      image
    }
    name
    priceTypeID
    quantity
    price
    totalAmount
  }
  total {
    amount
    totalAmount
    discount
    courierPrice
    pointsSpent
    pointsEarned
    productsCount
  }
  status
  statusLabel
  statuses {
    status
    label
    date
    isDone
    isCurrent
  }
  createDate
  receiveDate
  options {
    address {
      ...DeliveryAddressFields
    }
    payment
    comment
  }
  partnerID
  firstOrder
  soapID
  affiliate {
    transactionChannel
    transactionAction
    tariffCode
  }
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<OrdersHistoryQuery, OrdersHistoryQueryVariables>;
export const OrderByNumberDocument = /*#__PURE__*/ new TypedDocumentString(`
    query OrderByNumber($number: String!, $phone: String!) {
  orderByNumber(number: $number, phone: $phone) {
    ...OrderFields
  }
}
    fragment DeliveryAddressFields on DeliveryAddress {
  id
  isSelected
  formattedAddress
  entrance
  office
  floor
  comment
  lat
  long
}
fragment DeliveryParamsFields on DeliveryParams {
  address {
    ...DeliveryAddressFields
  }
  comment
  dateText
  receiver {
    name
    phone
  }
}
fragment OrderFields on Order {
  id
  number
  type
  receiveType
  canBeCancel
  paymentParams {
    url
    token
    mode
    type
    returnURL
  }
  paymentStatus {
    status
    label
  }
  deliveryParams {
    ...DeliveryParamsFields
  }
  pharmacy {
    ...PharmacyFields
  }
  items {
    product {
      id
      name
      alias
      url
      image
    }
    name
    priceTypeID
    quantity
    price
    totalAmount
  }
  total {
    amount
    totalAmount
    discount
    courierPrice
    pointsSpent
    pointsEarned
    productsCount
  }
  status
  statusLabel
  statuses {
    status
    label
    date
    isDone
    isCurrent
  }
  createDate
  receiveDate
  options {
    address {
      ...DeliveryAddressFields
    }
    payment
    comment
  }
  partnerID
  firstOrder
  soapID
  affiliate {
    transactionChannel
    transactionAction
    tariffCode
  }
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<OrderByNumberQuery, OrderByNumberQueryVariables>;
export const CancelOrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation cancelOrder($id: ID!, $reason: String) {
  cancelOrder(id: $id, reason: $reason) {
    ...OrderFields
  }
}
    fragment DeliveryAddressFields on DeliveryAddress {
  id
  isSelected
  formattedAddress
  entrance
  office
  floor
  comment
  lat
  long
}
fragment DeliveryParamsFields on DeliveryParams {
  address {
    ...DeliveryAddressFields
  }
  comment
  dateText
  receiver {
    name
    phone
  }
}
fragment OrderFields on Order {
  id
  number
  type
  receiveType
  canBeCancel
  paymentParams {
    url
    token
    mode
    type
    returnURL
  }
  paymentStatus {
    status
    label
  }
  deliveryParams {
    ...DeliveryParamsFields
  }
  pharmacy {
    ...PharmacyFields
  }
  items {
    product {
      id
      name
      alias
      url
      image
    }
    name
    priceTypeID
    quantity
    price
    totalAmount
  }
  total {
    amount
    totalAmount
    discount
    courierPrice
    pointsSpent
    pointsEarned
    productsCount
  }
  status
  statusLabel
  statuses {
    status
    label
    date
    isDone
    isCurrent
  }
  createDate
  receiveDate
  options {
    address {
      ...DeliveryAddressFields
    }
    payment
    comment
  }
  partnerID
  firstOrder
  soapID
  affiliate {
    transactionChannel
    transactionAction
    tariffCode
  }
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<CancelOrderMutation, CancelOrderMutationVariables>;
export const PharmacyMapDocument = /*#__PURE__*/ new TypedDocumentString(`
    query pharmacyMap($xMin: Float!, $xMax: Float!, $yMin: Float!, $yMax: Float!, $zoom: Int!, $search: String, $pharmacyIds: [ID!], $filters: PharmacyFilterInput) {
  pharmacyMap(
    xMin: $xMin
    xMax: $xMax
    yMin: $yMin
    yMax: $yMax
    zoom: $zoom
    search: $search
    pharmacyIds: $pharmacyIds
    filters: $filters
  ) {
    clusters {
      ...ClusterFields
    }
    pharmacies {
      ...PharmacyFields
    }
  }
}
    fragment ClusterFields on Cluster {
  id
  count
  lat
  long
  selected
}
fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<PharmacyMapQuery, PharmacyMapQueryVariables>;
export const SearchPharmacyDocument = /*#__PURE__*/ new TypedDocumentString(`
    query searchPharmacy($search: String, $paginator: PaginatorInput, $regionID: ID!, $searchByName: Boolean, $pharmacyIds: [ID!], $filters: PharmacyFilterInput) {
  searchPharmacy(
    search: $search
    paginator: $paginator
    regionID: $regionID
    searchByName: $searchByName
    pharmacyIds: $pharmacyIds
    filters: $filters
  ) {
    items {
      ...PharmacyFields
    }
    total
  }
}
    fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<SearchPharmacyQuery, SearchPharmacyQueryVariables>;
export const PharmacyDocument = /*#__PURE__*/ new TypedDocumentString(`
    query pharmacy($id: ID!) {
  pharmacy(id: $id) {
    ...PharmacyFields
  }
}
    fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<PharmacyQuery, PharmacyQueryVariables>;
export const UpdateFavoritePharmacyDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation updateFavoritePharmacy($mode: FavoriteMode!, $pharmacyID: ID!) {
  updateFavoritePharmacy(mode: $mode, pharmacyID: $pharmacyID) {
    id
    isFavorite
  }
}
    `) as unknown as TypedDocumentString<UpdateFavoritePharmacyMutation, UpdateFavoritePharmacyMutationVariables>;
export const PrescriptionsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query prescriptions($regionID: ID!) {
  prescriptions(regionID: $regionID) {
    id
    number
    dosage
    url
    issuedAt
    expiresAt
    products {
      ...ProductSummary
    }
  }
}
    fragment ProductSummary on Product {
  id
  lastPrice
  alias
  sku
  name
  url
  image
  brand {
    alias
    name
  }
  category {
    id
    name
    alias
    url
  }
  producer
  producerCountry
  mnns {
    alias
    title
    href
  }
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  canPayOnPickup
  maxQuantity
  expirationDate
  deliveryDate
  pickupDate
  discount
  isFavorite
  price
  priceOld
  seoBasketText
  seoPriceText
  priceTypeID
  warning
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
  bitrixID
  isAdv
  reviewsDisabled
  isBundle
  bundleItemsSimple {
    id
    quantity
    shortName
  }
  hasPricePrefix
  requiresPrescription
}`) as unknown as TypedDocumentString<PrescriptionsQuery, PrescriptionsQueryVariables>;
export const PrescriptionDocument = /*#__PURE__*/ new TypedDocumentString(`
    query prescription($id: ID!) {
  prescription(id: $id) {
    id
    number
    dosage
    url
    issuedAt
    expiresAt
    products {
      ...ProductSummary
    }
  }
}
    fragment ProductSummary on Product {
  id
  lastPrice
  alias
  sku
  name
  url
  image
  brand {
    alias
    name
  }
  category {
    id
    name
    alias
    url
  }
  producer
  producerCountry
  mnns {
    alias
    title
    href
  }
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  canPayOnPickup
  maxQuantity
  expirationDate
  deliveryDate
  pickupDate
  discount
  isFavorite
  price
  priceOld
  seoBasketText
  seoPriceText
  priceTypeID
  warning
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
  bitrixID
  isAdv
  reviewsDisabled
  isBundle
  bundleItemsSimple {
    id
    quantity
    shortName
  }
  hasPricePrefix
  requiresPrescription
}`) as unknown as TypedDocumentString<PrescriptionQuery, PrescriptionQueryVariables>;
export const AddPrescriptionDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation addPrescription($prescriptionOwner: PrescriptionOwnerInput!) {
  addPrescription(prescriptionOwner: $prescriptionOwner) {
    hash
  }
}
    `) as unknown as TypedDocumentString<AddPrescriptionMutation, AddPrescriptionMutationVariables>;
export const ProductPageDocument = /*#__PURE__*/ new TypedDocumentString(`
    query ProductPage($alias: String!, $regionID: ID!) {
  productPage(alias: $alias, regionID: $regionID) {
    product {
      ...ProductSummary
      images
      form
      dosage
      description
      certs {
        ...CertificateFields
      }
      prices {
        ...ProductPriceFields
      }
      properties {
        name
        value
        isMain
      }
      group {
        code
        name
        forms {
          name
          items {
            productId
            alias
            url
            dosage
            quantity
            price
            available
          }
        }
      }
    }
    metaInformation {
      ...MetaInformationFields
    }
  }
}
    fragment MetaInformationFields on MetaInformation {
  title
  description
  h1
  breadcrumbs {
    title
    link
  }
  metadata {
    name
    content
  }
  microdata
  canonical
}
fragment ProductSummary on Product {
  id
  lastPrice
  alias
  sku
  name
  url
  image
  brand {
    alias
    name
  }
  category {
    id
    name
    alias
    url
  }
  producer
  producerCountry
  mnns {
    alias
    title
    href
  }
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  canPayOnPickup
  maxQuantity
  expirationDate
  deliveryDate
  pickupDate
  discount
  isFavorite
  price
  priceOld
  seoBasketText
  seoPriceText
  priceTypeID
  warning
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
  bitrixID
  isAdv
  reviewsDisabled
  isBundle
  bundleItemsSimple {
    id
    quantity
    shortName
  }
  hasPricePrefix
  requiresPrescription
}
fragment ProductPriceFields on ProductPrice {
  price
  priceOld
  priceTypeID
  priceType
  discount
  maxQuantity
  dateExpired
  dateExpiredOpened
  expirationDate
  isExpirating
  availableForBooking
  availableForOrder
  expirationType
  hasPrefix
}
fragment CertificateFields on Certificate {
  id
  title
  url
  dateEnd
}`) as unknown as TypedDocumentString<ProductPageQuery, ProductPageQueryVariables>;
export const ProductInstructionsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query productInstructions($slug: String!, $regionID: ID!) {
  productInstructions(slug: $slug, regionID: $regionID) {
    instructions {
      ...InstructionFields
    }
    certs {
      ...CertificateFields
    }
  }
}
    fragment CertificateFields on Certificate {
  id
  title
  url
  dateEnd
}
fragment InstructionFields on ProductInstruction {
  shortDesc
  indictation
  contraIndication
  specialInstruction
  pharmAction
  dosage
  interaction
  overDosage
  sideEffect
  formulation
  storingCondition
  prescription
  atcCode
  startRegDate
  endRegDate
  reRegDate
  numberReg
  gtin
  registeredAs
  urlToRegistry
  forChildren
  fullTradeName
  icd10 {
    code
    desc
  }
}`) as unknown as TypedDocumentString<ProductInstructionsQuery, ProductInstructionsQueryVariables>;
export const GroupDocument = /*#__PURE__*/ new TypedDocumentString(`
    query group($regionID: ID!, $code: String!, $paginator: PaginatorInput) {
  group(regionID: $regionID, code: $code, paginator: $paginator) {
    code
    mnns {
      alias
      href
      title
    }
    name
    instruction {
      ...InstructionFields
    }
    icd10 {
      code
      desc
    }
    certificates {
      ...CertificateFields
    }
    photos
    forms {
      name
      items {
        productId
        alias
        url
        dosage
        quantity
        price
        available
      }
    }
    analogs {
      items {
        ...ProductSummary
      }
      total
      pageInfo {
        page
        limit
        total
        pageCount
      }
    }
  }
}
    fragment ProductSummary on Product {
  id
  lastPrice
  alias
  sku
  name
  url
  image
  brand {
    alias
    name
  }
  category {
    id
    name
    alias
    url
  }
  producer
  producerCountry
  mnns {
    alias
    title
    href
  }
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  canPayOnPickup
  maxQuantity
  expirationDate
  deliveryDate
  pickupDate
  discount
  isFavorite
  price
  priceOld
  seoBasketText
  seoPriceText
  priceTypeID
  warning
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
  bitrixID
  isAdv
  reviewsDisabled
  isBundle
  bundleItemsSimple {
    id
    quantity
    shortName
  }
  hasPricePrefix
  requiresPrescription
}
fragment CertificateFields on Certificate {
  id
  title
  url
  dateEnd
}
fragment InstructionFields on ProductInstruction {
  shortDesc
  indictation
  contraIndication
  specialInstruction
  pharmAction
  dosage
  interaction
  overDosage
  sideEffect
  formulation
  storingCondition
  prescription
  atcCode
  startRegDate
  endRegDate
  reRegDate
  numberReg
  gtin
  registeredAs
  urlToRegistry
  forChildren
  fullTradeName
  icd10 {
    code
    desc
  }
}`) as unknown as TypedDocumentString<GroupQuery, GroupQueryVariables>;
export const ProductAnalogsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query ProductAnalogs($alias: String!, $regionID: ID!, $paginator: PaginatorInput) {
  productAnalogs(alias: $alias, regionID: $regionID, paginator: $paginator) {
    items {
      ...ProductSummary
    }
    total
    pageInfo {
      page
      limit
      total
      pageCount
    }
  }
}
    fragment ProductSummary on Product {
  id
  lastPrice
  alias
  sku
  name
  url
  image
  brand {
    alias
    name
  }
  category {
    id
    name
    alias
    url
  }
  producer
  producerCountry
  mnns {
    alias
    title
    href
  }
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  canPayOnPickup
  maxQuantity
  expirationDate
  deliveryDate
  pickupDate
  discount
  isFavorite
  price
  priceOld
  seoBasketText
  seoPriceText
  priceTypeID
  warning
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
  bitrixID
  isAdv
  reviewsDisabled
  isBundle
  bundleItemsSimple {
    id
    quantity
    shortName
  }
  hasPricePrefix
  requiresPrescription
}`) as unknown as TypedDocumentString<ProductAnalogsQuery, ProductAnalogsQueryVariables>;
export const ProductReviewsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query ProductReviews($alias: String!, $regionID: ID!, $paginator: PaginatorInput) {
  productPage(alias: $alias, regionID: $regionID) {
    product {
      id
      reviews(paginator: $paginator) {
        items {
          id
          rating
          message
          authorName
          createdAt
        }
        total
        averageRating
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductReviewsQuery, ProductReviewsQueryVariables>;
export const ProductPharmaciesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query ProductPharmacies($alias: String!, $regionID: ID!, $paginator: PaginatorInput, $search: String) {
  productPage(alias: $alias, regionID: $regionID) {
    product {
      id
      pharmacies(paginator: $paginator, search: $search) {
        items {
          pharmacy {
            ...PharmacyFields
          }
          quantity
          price
          pickupDate
        }
        total
      }
    }
  }
}
    fragment PharmacyFields on Pharmacy {
  id
  name
  address
  lat
  long
  addressComment
  phoneDetails {
    phone
    comment
  }
  categories
  isFavorite
  isApteka
  isFromLastOrder
  isDoublePoints
  metro {
    name
    color
  }
  term {
    pickupDays
    bookingDays
  }
  mapsComments {
    name
    icon
    url
  }
  workingHours {
    name
    open
    close
  }
  humanWorkingHours {
    days
    time
  }
  paymentTypes
  logotype
  regionId
}`) as unknown as TypedDocumentString<ProductPharmaciesQuery, ProductPharmaciesQueryVariables>;
export const BrowsingHistoryDocument = /*#__PURE__*/ new TypedDocumentString(`
    query browsingHistory($regionID: ID!, $ids: [ID!]!) {
  browsingHistory(regionID: $regionID, ids: $ids, limit: 10, offset: 0) {
    ...ProductSummary
  }
}
    fragment ProductSummary on Product {
  id
  lastPrice
  alias
  sku
  name
  url
  image
  brand {
    alias
    name
  }
  category {
    id
    name
    alias
    url
  }
  producer
  producerCountry
  mnns {
    alias
    title
    href
  }
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  canPayOnPickup
  maxQuantity
  expirationDate
  deliveryDate
  pickupDate
  discount
  isFavorite
  price
  priceOld
  seoBasketText
  seoPriceText
  priceTypeID
  warning
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
  bitrixID
  isAdv
  reviewsDisabled
  isBundle
  bundleItemsSimple {
    id
    quantity
    shortName
  }
  hasPricePrefix
  requiresPrescription
}`) as unknown as TypedDocumentString<BrowsingHistoryQuery, BrowsingHistoryQueryVariables>;
export const CreateReviewDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation createReview($rating: Int!, $productID: ID!, $message: String!) {
  createReview(rating: $rating, productID: $productID, message: $message) {
    id
    rating
    message
    authorName
    createdAt
  }
}
    `) as unknown as TypedDocumentString<CreateReviewMutation, CreateReviewMutationVariables>;
export const GetProfileDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getProfile {
  profile {
    ...ProfileFields
  }
}
    fragment ProfileFields on Profile {
  id
  birthday
  email
  gender
  name
  patronymic
  phone
  surname
  isPromoCodeAvailable
  isEmployee
  isEmployeeModeEnable
  isOperator
  favoriteProducts {
    items
    total
  }
  hasApplication
  loyaltyProgram
  emailVerified
  notifications {
    adsAgreement {
      email
      sms
      push
    }
    personalOffers {
      email
      sms
      push
    }
    orders {
      email
      sms
      push
    }
  }
  referralCode
}`) as unknown as TypedDocumentString<GetProfileQuery, GetProfileQueryVariables>;
export const UpdateProfileDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation UpdateProfile($update: UpdateProfile!) {
  updateProfile(update: $update) {
    ...ProfileFields
  }
}
    fragment ProfileFields on Profile {
  id
  birthday
  email
  gender
  name
  patronymic
  phone
  surname
  isPromoCodeAvailable
  isEmployee
  isEmployeeModeEnable
  isOperator
  favoriteProducts {
    items
    total
  }
  hasApplication
  loyaltyProgram
  emailVerified
  notifications {
    adsAgreement {
      email
      sms
      push
    }
    personalOffers {
      email
      sms
      push
    }
    orders {
      email
      sms
      push
    }
  }
  referralCode
}`) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const AddPromotedEmailDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation addPromotedEmail($input: AddPromotedEmailInput!) {
  addPromotedEmail(input: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<AddPromotedEmailMutation, AddPromotedEmailMutationVariables>;
export const RequestCallbackDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation requestCallback($phone: String!, $name: String!) {
  requestCallback(phone: $phone, name: $name) {
    enableTime
  }
}
    `) as unknown as TypedDocumentString<RequestCallbackMutation, RequestCallbackMutationVariables>;
export const FavoriteProductsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query FavoriteProducts($regionID: ID!, $paginator: PaginatorInput) {
  favoriteProducts(regionID: $regionID, paginator: $paginator) {
    items {
      ...ProductSummary
    }
    total
  }
}
    fragment ProductSummary on Product {
  id
  lastPrice
  alias
  sku
  name
  url
  image
  brand {
    alias
    name
  }
  category {
    id
    name
    alias
    url
  }
  producer
  producerCountry
  mnns {
    alias
    title
    href
  }
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  canPayOnPickup
  maxQuantity
  expirationDate
  deliveryDate
  pickupDate
  discount
  isFavorite
  price
  priceOld
  seoBasketText
  seoPriceText
  priceTypeID
  warning
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
  bitrixID
  isAdv
  reviewsDisabled
  isBundle
  bundleItemsSimple {
    id
    quantity
    shortName
  }
  hasPricePrefix
  requiresPrescription
}`) as unknown as TypedDocumentString<FavoriteProductsQuery, FavoriteProductsQueryVariables>;
export const UpdateFavoriteProductsDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation updateFavoriteProducts($mode: FavoriteMode!, $productID: ID!, $regionID: ID!) {
  updateFavoriteProducts(mode: $mode, productID: $productID, regionID: $regionID) {
    items {
      id
      name
      alias
    }
    total
  }
}
    `) as unknown as TypedDocumentString<UpdateFavoriteProductsMutation, UpdateFavoriteProductsMutationVariables>;
export const SetDrugNotifyDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation setDrugNotify($params: SetDrugNotifyParams!) {
  setDrugNotify(params: $params) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SetDrugNotifyMutation, SetDrugNotifyMutationVariables>;
export const RegionQueryDocument = /*#__PURE__*/ new TypedDocumentString(`
    query RegionQuery($regionId: ID!) {
  region(regionId: $regionId) {
    ...RegionFields
  }
}
    fragment RegionFields on Region {
  id
  name
  num
  lat
  long
  names {
    i
    r
    p
  }
  cityNames {
    i
    r
    p
  }
  cityId
}`) as unknown as TypedDocumentString<RegionQuery, RegionQueryVariables>;
export const DetectRegionQueryDocument = /*#__PURE__*/ new TypedDocumentString(`
    query DetectRegionQuery {
  detectRegion {
    ...RegionFields
  }
}
    fragment RegionFields on Region {
  id
  name
  num
  lat
  long
  names {
    i
    r
    p
  }
  cityNames {
    i
    r
    p
  }
  cityId
}`) as unknown as TypedDocumentString<DetectRegionQuery, DetectRegionQueryVariables>;
export const SuggestRegionDocument = /*#__PURE__*/ new TypedDocumentString(`
    query suggestRegion($query: String!) {
  suggestRegion(query: $query) {
    id
    code
    name
    type
    lat
    long
    num
  }
}
    `) as unknown as TypedDocumentString<SuggestRegionQuery, SuggestRegionQueryVariables>;
export const RegionsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Regions {
  regions {
    ...RegionFields
  }
}
    fragment RegionFields on Region {
  id
  name
  num
  lat
  long
  names {
    i
    r
    p
  }
  cityNames {
    i
    r
    p
  }
  cityId
}`) as unknown as TypedDocumentString<RegionsQuery, RegionsQueryVariables>;
export const SearchAutocompleteDocument = /*#__PURE__*/ new TypedDocumentString(`
    query searchAutocomplete($regionID: ID!, $query: String!, $size: Int) {
  searchAutocomplete(regionID: $regionID, query: $query, size: $size) {
    sts {
      st
      amount
    }
    taps {
      tap
      relatedSearch
    }
    products {
      ...ProductSummary
    }
    contents {
      id
      name
      url
    }
    redirectUrl
  }
}
    fragment ProductSummary on Product {
  id
  lastPrice
  alias
  sku
  name
  url
  image
  brand {
    alias
    name
  }
  category {
    id
    name
    alias
    url
  }
  producer
  producerCountry
  mnns {
    alias
    title
    href
  }
  rating
  reviewsCount
  badges {
    description
    title
    type
    dateEnd
    src
    color
  }
  availableForOrder
  availableForBooking
  hasOnlyBookingPrices
  canPayOnPickup
  maxQuantity
  expirationDate
  deliveryDate
  pickupDate
  discount
  isFavorite
  price
  priceOld
  seoBasketText
  seoPriceText
  priceTypeID
  warning
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
  bitrixID
  isAdv
  reviewsDisabled
  isBundle
  bundleItemsSimple {
    id
    quantity
    shortName
  }
  hasPricePrefix
  requiresPrescription
}`) as unknown as TypedDocumentString<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>;
export const SearchHelpDocument = /*#__PURE__*/ new TypedDocumentString(`
    query searchHelp {
  searchHelp {
    url
    value
  }
}
    `) as unknown as TypedDocumentString<SearchHelpQuery, SearchHelpQueryVariables>;