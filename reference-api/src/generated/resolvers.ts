// reference-api/src/generated/resolvers.ts: generated from schema/ by graphql-codegen — do not edit, run `npm run codegen`.
/* eslint-disable */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductModel, CategoryModel, RegionModel, PharmacyModel, OrderModel, ProfileModel, GroupModel, PromotionModel, TeamPersonModel, ArticleModel } from '../models';
import type { CatalogPageResult } from '../catalog/catalogPage';
import type { FilterListModel } from '../catalog/filters';
import type { ApiContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, 'YYYY-MM-DD'. */
  Date: { input: string; output: string; }
  /** A moment in time, ISO 8601 with offset, e.g. '2026-11-22T10:15:00+03:00'. */
  DateTime: { input: string; output: string; }
};

export type AddPromotedEmailInput = {
  email: Scalars['String']['input'];
  source?: InputMaybe<Scalars['String']['input']>;
};

export type AddressCoordinates = {
  __typename?: 'AddressCoordinates';
  address: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Inside a courier delivery zone of the region. */
  inDeliveryZone: Scalars['Boolean']['output'];
  lat: Scalars['Float']['output'];
  long: Scalars['Float']['output'];
  name: Scalars['String']['output'];
};

/** An address found by text (SPEC §3). */
export type AddressSuggestion = {
  __typename?: 'AddressSuggestion';
  city?: Maybe<Scalars['String']['output']>;
  country: Scalars['String']['output'];
  formattedAddress: Scalars['String']['output'];
  houseNumber?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  stateCode?: Maybe<Scalars['String']['output']>;
  stateDistrict?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  suburb?: Maybe<Scalars['String']['output']>;
};

export type Advertisement = {
  __typename?: 'Advertisement';
  advertiser?: Maybe<Advertiser>;
  banner: AdvertisementBanner;
  counters?: Maybe<AdvertisementCounter>;
  id: Scalars['ID']['output'];
};

export type AdvertisementBanner = {
  __typename?: 'AdvertisementBanner';
  alt: Scalars['String']['output'];
  image: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type AdvertisementCounter = {
  __typename?: 'AdvertisementCounter';
  imps?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
  track?: Maybe<Scalars['String']['output']>;
};

export type AdvertisementType =
  | 'catalog'
  | 'home'
  | 'product'
  | 'search';

export type Advertiser = {
  __typename?: 'Advertiser';
  erid?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type AffiliateCounters = {
  __typename?: 'AffiliateCounters';
  tariffCode?: Maybe<Scalars['String']['output']>;
  transactionAction?: Maybe<Scalars['String']['output']>;
  transactionChannel?: Maybe<Scalars['String']['output']>;
};

export type Alphabet =
  | 'en'
  | 'ru';

export type Analysis = {
  __typename?: 'Analysis';
  alias: Scalars['String']['output'];
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  durationDays: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  preparation?: Maybe<Scalars['String']['output']>;
  price: Scalars['Float']['output'];
  url: Scalars['String']['output'];
};

export type AnalysisList = {
  __typename?: 'AnalysisList';
  items: Array<Analysis>;
  total: Scalars['Int']['output'];
};

export type Article = {
  __typename?: 'Article';
  alias: Scalars['String']['output'];
  author?: Maybe<TeamPerson>;
  /** Article body, sanitised HTML. */
  body: Scalars['String']['output'];
  date: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  metaInformation: MetaInformation;
  readTime: Scalars['Int']['output'];
  reviewer?: Maybe<TeamPerson>;
  tags: Array<TeamTag>;
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
  views: Scalars['Int']['output'];
};

export type ArticleList = {
  __typename?: 'ArticleList';
  items: Array<ArticleSummary>;
  total: Scalars['Int']['output'];
};

export type ArticleSummary = {
  __typename?: 'ArticleSummary';
  date: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  readTime: Scalars['Int']['output'];
  tags: Array<TeamTag>;
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
  views: Scalars['Int']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  isRegistered: Scalars['Boolean']['output'];
  regionID?: Maybe<Scalars['ID']['output']>;
  session?: Maybe<Session>;
};

export type AuthTokens = {
  __typename?: 'AuthTokens';
  accessToken: Scalars['String']['output'];
  refreshToken: Scalars['String']['output'];
};

export type Badge = {
  __typename?: 'Badge';
  color?: Maybe<Scalars['String']['output']>;
  dateEnd?: Maybe<Scalars['Date']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  src?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type Balance = {
  __typename?: 'Balance';
  icon?: Maybe<Scalars['String']['output']>;
  points: Scalars['Int']['output'];
  pointsEvents: Array<PointsEvent>;
  title: Scalars['String']['output'];
  tooltip?: Maybe<BalanceTooltip>;
  type: Scalars['String']['output'];
};

export type BalanceTooltip = {
  __typename?: 'BalanceTooltip';
  active: Scalars['Boolean']['output'];
  link?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
};

export type BannerTripwire = {
  __typename?: 'BannerTripwire';
  backgroundColor: Scalars['String']['output'];
  text: Scalars['String']['output'];
  textColor: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type BigSale = {
  __typename?: 'BigSale';
  sale: Sale;
  url: Scalars['String']['output'];
};

/** Bounds of a map viewport in degrees. */
export type BoundsInput = {
  xMax: Scalars['Float']['input'];
  xMin: Scalars['Float']['input'];
  yMax: Scalars['Float']['input'];
  yMin: Scalars['Float']['input'];
};

export type Brand = {
  __typename?: 'Brand';
  alias: Scalars['String']['output'];
  country?: Maybe<Scalars['String']['output']>;
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  productsCount?: Maybe<Scalars['Int']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type BrandLetters = {
  __typename?: 'BrandLetters';
  en: Array<Scalars['String']['output']>;
  ru: Array<Scalars['String']['output']>;
};

export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  link: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type BundleItem = {
  __typename?: 'BundleItem';
  id: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  shortName: Scalars['String']['output'];
};

export type CallbackRequest = {
  __typename?: 'CallbackRequest';
  /** When the call-centre will call back. */
  enableTime: Scalars['DateTime']['output'];
};

/** The legacy cart of the session (or of the signed-in customer). */
export type Cart = {
  __typename?: 'Cart';
  groups: Array<CartGroup>;
  total: CartTotal;
};

export type CartButton = {
  __typename?: 'CartButton';
  available: Scalars['Boolean']['output'];
  /** Why checkout is unavailable, e.g. the minimum-sum message (E_29). */
  message?: Maybe<Scalars['String']['output']>;
};

export type CartGroup = {
  __typename?: 'CartGroup';
  items: Array<CartItem>;
  /** Seller of the group: the pharmacy chain or a marketplace partner. */
  title?: Maybe<Scalars['String']['output']>;
};

export type CartItem = {
  __typename?: 'CartItem';
  /** quantity × listPrice, before discounts. */
  amount: Scalars['Float']['output'];
  isChecked: Scalars['Boolean']['output'];
  isExpirating: Scalars['Boolean']['output'];
  listPrice: Scalars['Float']['output'];
  price: Scalars['Float']['output'];
  priceTypeID: Scalars['Int']['output'];
  product: Product;
  quantity: Scalars['Int']['output'];
  /** What the shopper pays for the line. */
  totalAmount: Scalars['Float']['output'];
  totalDiscount: Scalars['Float']['output'];
};

/** A cart line to set. quantity 0 removes the line. */
export type CartItemInput = {
  isChecked?: InputMaybe<Scalars['Boolean']['input']>;
  priceTypeID: Scalars['Int']['input'];
  productID: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type CartMini = {
  __typename?: 'CartMini';
  groups: Array<CartGroup>;
  id: Scalars['ID']['output'];
  regionId: Scalars['ID']['output'];
  total: CartTotal;
};

export type CartMiniInput = {
  /** Omit to create a new cart; the answer carries its id. */
  id?: InputMaybe<Scalars['ID']['input']>;
  items: Array<CartItemInput>;
  regionId: Scalars['ID']['input'];
};

export type CartMiniPayload = {
  __typename?: 'CartMiniPayload';
  cart: CartMini;
};

/**
 * Cart totals (SPEC §3, §9): only checked items available for order or booking count.
 * Every term is from the sdk's money model (orderMoney):
 * totalAmount = productsAmount − promoDiscount − expensePoints + courierPrice (when deliveryIncluded),
 * productsAmount = amount − priceDiscount.
 * A cart whose checkout has begun is priced as far as the shopper has chosen the order (the pre-order's
 * promo code, points and courier), so the cart and the checkout show the same total.
 */
export type CartTotal = {
  __typename?: 'CartTotal';
  /** The lines at their list prices, before any discount. */
  amount: Scalars['Float']['output'];
  button: CartButton;
  courierPrice?: Maybe<Scalars['Float']['output']>;
  /** courierPrice is part of totalAmount: the shopper chose courier delivery. */
  deliveryIncluded: Scalars['Boolean']['output'];
  /** priceDiscount + promoDiscount. */
  discount: Scalars['Float']['output'];
  /** Loyalty points spent (1 point = 1 rouble). */
  expensePoints: Scalars['Int']['output'];
  hasBookingOnlyPrices: Scalars['Boolean']['output'];
  hasPrescripted: Scalars['Boolean']['output'];
  minSum: Scalars['Float']['output'];
  needTotalPrefix: Scalars['Boolean']['output'];
  /** Loyalty points the order would earn: floor(what is paid for goods / 100) without booking-only items. */
  points: Scalars['Int']['output'];
  /** What the lines' price types take off: amount − productsAmount. */
  priceDiscount: Scalars['Float']['output'];
  /** The lines at their prices (the goods). */
  productsAmount: Scalars['Float']['output'];
  productsCount: Scalars['Int']['output'];
  /** The promo code whose discount promoDiscount is; null without a code that applies. */
  promoCode?: Maybe<Scalars['String']['output']>;
  /** What the promo code takes off (0 without a code that applies). */
  promoDiscount: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
  /** What the shopper pays. */
  totalAmount: Scalars['Float']['output'];
};

/** A catalogue page: products, its metadata, its category and the subcategories it shows. */
export type CatalogPage = {
  __typename?: 'CatalogPage';
  /**
   * The whole category tree, top level first.
   * @deprecated Ask `categories` on its own for the tree (the same in every region); a page shows `subcategories`.
   */
  categories: Array<Category>;
  /** The current category, when the page is one. */
  category?: Maybe<Category>;
  metaInformation: MetaInformation;
  products: ProductList;
  /**
   * The regions where the page's category has products (all regions for other pages).
   * @deprecated A page does not need every region: ask `regions` (or `regionSuggest`) on its own.
   */
  regions: Array<Region>;
  /**
   * The categories a catalogue page offers below its heading: the current category's children;
   * the top-level categories on /catalog/ itself; none on pages that are not about a category
   * (brand, manufacturer, promotion, disease, drug, search, discounts, expiring).
   */
  subcategories: Array<Category>;
  /** Set when the url names a brand, manufacturer, event or disease. */
  title?: Maybe<Scalars['String']['output']>;
};

export type CatalogSearchInput = {
  lists?: InputMaybe<Array<ListFilterInput>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageCount?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  ranges?: InputMaybe<Array<RangeFilterInput>>;
  sort?: InputMaybe<SortInput>;
  toggles?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type Category = {
  __typename?: 'Category';
  alias: Scalars['String']['output'];
  background?: Maybe<Scalars['String']['output']>;
  children: Array<Category>;
  /** Doctors who review this category's content. */
  doctors: Array<TeamPerson>;
  id: Scalars['ID']['output'];
  img?: Maybe<Scalars['String']['output']>;
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
  /** Aliases from the root, joined by '/'. */
  path: Scalars['String']['output'];
  /** Products of this category (with subcategories) in the asked region. */
  productsCount: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type Certificate = {
  __typename?: 'Certificate';
  dateEnd?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** Checkout steps by number (SPEC §2): 1 cart, 2 pickup, 3 delivery, 4 checkout, 5 save. */
export type CheckoutStep =
  | 'CART'
  | 'CHECKOUT'
  | 'DELIVERY'
  | 'PICKUP'
  | 'SAVE';

export type Cluster = {
  __typename?: 'Cluster';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  lat: Scalars['Float']['output'];
  long: Scalars['Float']['output'];
  selected: Scalars['Boolean']['output'];
};

/** Designed (not shown in the spec): when the code was sent and when a new one may be asked for. */
export type CodeSent = {
  __typename?: 'CodeSent';
  codeLength: Scalars['Int']['output'];
  /** Seconds until a new code may be requested (SPEC §9: 60). */
  resendAfter: Scalars['Int']['output'];
  success: Scalars['Boolean']['output'];
};

/** An information or legal page (/about, /dostavka, /public_offer …). */
export type ContentPage = {
  __typename?: 'ContentPage';
  /** Sanitised HTML. */
  body: Scalars['String']['output'];
  metaInformation: MetaInformation;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** How a day stands to the shop's today in the zone it is counted in. */
export type DayKind =
  | 'LATER'
  | 'TODAY'
  | 'TOMORROW';

export type DefaultSort = {
  __typename?: 'DefaultSort';
  side: SortSide;
  type: SortType;
};

/** One way to receive (part of) the cart, with what it includes. */
export type Delivery = {
  __typename?: 'Delivery';
  amount: Scalars['Float']['output'];
  buttonText?: Maybe<Scalars['String']['output']>;
  deliveryGroups: Array<DeliveryGroup>;
  isChecked: Scalars['Boolean']['output'];
  isOfflinePromo: Scalars['Boolean']['output'];
  items: Array<DeliveryItem>;
  minPriceError?: Maybe<Scalars['String']['output']>;
  points: Scalars['Int']['output'];
  receiveType: ReceiveType;
  totalAmount: Scalars['Float']['output'];
  type: Scalars['String']['output'];
};

export type DeliveryAddress = {
  __typename?: 'DeliveryAddress';
  comment?: Maybe<Scalars['String']['output']>;
  entrance?: Maybe<Scalars['String']['output']>;
  floor?: Maybe<Scalars['String']['output']>;
  formattedAddress: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isSelected: Scalars['Boolean']['output'];
  lat?: Maybe<Scalars['Float']['output']>;
  long?: Maybe<Scalars['Float']['output']>;
  office?: Maybe<Scalars['String']['output']>;
};

export type DeliveryAddressInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  entrance?: InputMaybe<Scalars['String']['input']>;
  floor?: InputMaybe<Scalars['String']['input']>;
  formattedAddress?: InputMaybe<Scalars['String']['input']>;
  /** A saved address; or the fields below for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  lat?: InputMaybe<Scalars['Float']['input']>;
  long?: InputMaybe<Scalars['Float']['input']>;
  office?: InputMaybe<Scalars['String']['input']>;
};

export type DeliveryDate = {
  __typename?: 'DeliveryDate';
  id: Scalars['ID']['output'];
  intervals: Array<DeliveryInterval>;
  /** 'Сегодня', 'Завтра' or the weekday abbreviation. */
  label: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
  text: Scalars['String']['output'];
};

export type DeliveryGroup = {
  __typename?: 'DeliveryGroup';
  dateText?: Maybe<Scalars['String']['output']>;
  items: Array<DeliveryItem>;
  points: Scalars['Int']['output'];
  receiveType: ReceiveType;
  totalAmount: Scalars['Float']['output'];
};

export type DeliveryInterval = {
  __typename?: 'DeliveryInterval';
  id: Scalars['ID']['output'];
  isExpress: Scalars['Boolean']['output'];
  isFree: Scalars['Boolean']['output'];
  price: Scalars['Float']['output'];
  selected: Scalars['Boolean']['output'];
  tariffId?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type DeliveryItem = {
  __typename?: 'DeliveryItem';
  amount: Scalars['Float']['output'];
  available: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  totalAmount: Scalars['Float']['output'];
  url: Scalars['String']['output'];
};

export type DeliveryParams = {
  __typename?: 'DeliveryParams';
  address?: Maybe<DeliveryAddress>;
  comment?: Maybe<Scalars['String']['output']>;
  dateText?: Maybe<Scalars['String']['output']>;
  /** The day the order is ready at the pharmacy, or the courier's day, as the shop's clock reads it now. */
  receiveDay?: Maybe<ShopDay>;
  receiver?: Maybe<Receiver>;
};

export type DeliveryZone = {
  __typename?: 'DeliveryZone';
  color: Scalars['String']['output'];
  /** Polygon as [[lat, long], …], serialised JSON. */
  coordinates: Scalars['String']['output'];
  courierPrice: Scalars['Float']['output'];
  freeFrom: Scalars['Float']['output'];
  minSum: Scalars['Float']['output'];
  type: Scalars['String']['output'];
};

export type Disease = {
  __typename?: 'Disease';
  code: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  icd10: Scalars['String']['output'];
  letter: Scalars['String']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type DiseaseList = {
  __typename?: 'DiseaseList';
  items: Array<Disease>;
  letters: Array<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

/** A drug by its international non-proprietary name (MNN) and its trade names. */
export type Drug = {
  __typename?: 'Drug';
  alias: Scalars['String']['output'];
  href: Scalars['String']['output'];
  title: Scalars['String']['output'];
  tradeNames: Array<Scalars['String']['output']>;
};

export type DrugList = {
  __typename?: 'DrugList';
  items: Array<Drug>;
  letters: Array<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

export type FavoriteMode =
  | 'delete'
  | 'update';

export type FavoriteProductIds = {
  __typename?: 'FavoriteProductIds';
  items: Array<Scalars['ID']['output']>;
  total: Scalars['Int']['output'];
};

export type FavoriteProducts = {
  __typename?: 'FavoriteProducts';
  /** Favourite products in the asked region (ids in the profile). */
  items: Array<Product>;
  total: Scalars['Int']['output'];
};

export type FilterConfig = {
  __typename?: 'FilterConfig';
  categories: Array<Category>;
  defaultSort: DefaultSort;
  /** The list filters; with `id`, only that list (none when the scope has no such list). */
  lists: Array<FilterList>;
  options: Array<FilterOption>;
  ranges: Array<FilterRange>;
  sorts: Array<SortType>;
  tags: Array<FilterTag>;
  toggles: Array<FilterToggle>;
};


export type FilterConfigListsArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

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

export type FilterList = {
  __typename?: 'FilterList';
  allowsMultipleSelection: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isSearchEnabled: Scalars['Boolean']['output'];
  /**
   * The list's values, most products first. With `limit`, only the first `limit` of them, plus
   * the values chosen in filterConfig's `selected` that fall beyond (so a chosen value is always
   * there); `itemsTotal` says how many there are in all. `limit` is 1 to 1000 (E_1 otherwise);
   * without it, every value.
   */
  items: Array<FilterListItem>;
  /** How many values the list has in all, whatever `items(limit:)` returns. */
  itemsTotal: Scalars['Int']['output'];
  searchPlaceholder?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};


export type FilterListItemsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type FilterListItem = {
  __typename?: 'FilterListItem';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isSelected: Scalars['Boolean']['output'];
  subtitle?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type FilterOption = {
  __typename?: 'FilterOption';
  available: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  placeholder?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type FilterRange = {
  __typename?: 'FilterRange';
  id: Scalars['ID']['output'];
  max: Scalars['Float']['output'];
  min: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type FilterTag = {
  __typename?: 'FilterTag';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type FilterToggle = {
  __typename?: 'FilterToggle';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A place the shopper can choose: type '1' a region, type '2' a city inside a region. */
export type GeoObject = {
  __typename?: 'GeoObject';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lat: Scalars['Float']['output'];
  long: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  num: Scalars['Int']['output'];
  type: Scalars['String']['output'];
};

/** A trade-name group: its forms and dosages, and the analogues sharing its MNN. */
export type Group = {
  __typename?: 'Group';
  analogs: ProductList;
  certificates: Array<Certificate>;
  code: Scalars['String']['output'];
  forms: Array<GroupForm>;
  icd10: Array<Icd10>;
  instruction?: Maybe<ProductInstruction>;
  mnns: Array<Mnn>;
  name: Scalars['String']['output'];
  photos: Array<Scalars['String']['output']>;
};

export type GroupForm = {
  __typename?: 'GroupForm';
  items: Array<GroupFormItem>;
  name: Scalars['String']['output'];
};

export type GroupFormItem = {
  __typename?: 'GroupFormItem';
  alias: Scalars['String']['output'];
  available: Scalars['Boolean']['output'];
  dosage?: Maybe<Scalars['String']['output']>;
  price?: Maybe<Scalars['Float']['output']>;
  productId: Scalars['ID']['output'];
  quantity?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

/** The home page in one call (designed). */
export type HomePage = {
  __typename?: 'HomePage';
  categories: Array<Category>;
  metaInformation: MetaInformation;
  promotions: Array<Promotion>;
};

export type HumanWorkingHours = {
  __typename?: 'HumanWorkingHours';
  /** 'Пн-Вс', 'Будни', 'Сб,Вс' or a list of days. */
  days: Scalars['String']['output'];
  time: Scalars['String']['output'];
};

export type Icd10 = {
  __typename?: 'Icd10';
  code: Scalars['String']['output'];
  desc: Scalars['String']['output'];
};

export type IsRegistered = {
  __typename?: 'IsRegistered';
  isRegistered: Scalars['Boolean']['output'];
};

/** List filter input: the selected item ids of one list. */
export type ListFilterInput = {
  id: Scalars['ID']['input'];
  values: Array<Scalars['String']['input']>;
};

/** An operator signs in with their own phone and SMS code. */
export type LoginOperatorInput = {
  code: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

/** An operator (authorised by X-Operator-Authorization) acts for the customer with this phone. */
export type LoginUserByOperatorInput = {
  phone: Scalars['String']['input'];
};

export type LoyaltyBalanceChoice = {
  __typename?: 'LoyaltyBalanceChoice';
  applied: Scalars['Boolean']['output'];
  available: Scalars['Boolean']['output'];
  count: Scalars['Int']['output'];
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  maxCount: Scalars['Int']['output'];
  role?: Maybe<Scalars['String']['output']>;
};

export type LoyaltyCard = {
  __typename?: 'LoyaltyCard';
  isMain: Scalars['Boolean']['output'];
  /** The programme the card belongs to; the card with the shop's own loyalty key is the main card. */
  loyalty: Scalars['String']['output'];
  number: Scalars['String']['output'];
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
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

/** What the shopper may spend at checkout: points, balances and a promo code. */
export type LoyaltyChoice = {
  __typename?: 'LoyaltyChoice';
  params: LoyaltyChoiceParams;
  selected: Scalars['Boolean']['output'];
  type: Scalars['String']['output'];
};

export type LoyaltyChoiceParams = {
  __typename?: 'LoyaltyChoiceParams';
  balances: Array<LoyaltyBalanceChoice>;
  points: LoyaltyPointsChoice;
  promo: LoyaltyPromoChoice;
};

export type LoyaltyHistory = {
  __typename?: 'LoyaltyHistory';
  items: Array<LoyaltyHistoryItem>;
  total: Scalars['Int']['output'];
};

export type LoyaltyHistoryItem = {
  __typename?: 'LoyaltyHistoryItem';
  available_from?: Maybe<Scalars['Date']['output']>;
  balanceName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  expiration?: Maybe<Scalars['Date']['output']>;
  orderID?: Maybe<Scalars['ID']['output']>;
  orderType?: Maybe<Scalars['String']['output']>;
  points: Scalars['Int']['output'];
  type: Scalars['String']['output'];
};

export type LoyaltyInfo = {
  __typename?: 'LoyaltyInfo';
  balances: Array<Balance>;
  cards: Array<LoyaltyCard>;
  points: Scalars['Int']['output'];
  summaryBalance: Scalars['Int']['output'];
  type: Scalars['String']['output'];
};

/** Joining a loyalty programme; with a card number, an existing card is linked. */
export type LoyaltyInput = {
  cardNumber?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};

export type LoyaltyPointsChoice = {
  __typename?: 'LoyaltyPointsChoice';
  available: Scalars['Boolean']['output'];
  count: Scalars['Int']['output'];
  error?: Maybe<Scalars['String']['output']>;
  selected: Scalars['Boolean']['output'];
};

export type LoyaltyPromoChoice = {
  __typename?: 'LoyaltyPromoChoice';
  available: Scalars['Boolean']['output'];
  code?: Maybe<Scalars['String']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  errorDescription?: Maybe<Scalars['String']['output']>;
  selected: Scalars['Boolean']['output'];
};

export type Manufacturer = {
  __typename?: 'Manufacturer';
  code: Scalars['String']['output'];
  country: Scalars['String']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type MapsComment = {
  __typename?: 'MapsComment';
  icon?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** Page metadata of SPEC §3: title, description, h1, breadcrumbs, meta tags and schema.org microdata. */
export type MetaInformation = {
  __typename?: 'MetaInformation';
  breadcrumbs: Array<Breadcrumb>;
  /** Canonical path built with canonicalPath (filter segments stripped). */
  canonical?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  h1: Scalars['String']['output'];
  metadata: Array<MetaTag>;
  /** schema.org JSON-LD, serialised. */
  microdata?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type MetaTag = {
  __typename?: 'MetaTag';
  content: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Metro = {
  __typename?: 'Metro';
  color?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type MindboxCardValidation = {
  __typename?: 'MindboxCardValidation';
  isValid: Scalars['Boolean']['output'];
  /** The card flow step this answer leads to: CARD_IS_EXIST, CARD_STATUS or CARD_DETAIL. */
  nextStep: LoyaltyCardFlowStep;
  /** 'active', 'blocked', 'not_found' or 'issued_to_other'. */
  status: Scalars['String']['output'];
};

export type Mnn = {
  __typename?: 'Mnn';
  alias: Scalars['String']['output'];
  href: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addPrescription: PrescriptionHash;
  addPromotedEmail: OperationResult;
  applyLoyaltyProgram: LoyaltyInfo;
  /** Refused with E_39 once the order is assembled or sent. */
  cancelOrder: Order;
  clearCart: Cart;
  clearPreOrder: OperationResult;
  /** Reviews shorter than 10 characters are refused with E_21. */
  createReview: Review;
  /** Sends an SMS code; E_260 when asked again too early. */
  getCode: CodeSent;
  /** E_259 wrong code, E_258 attempts exhausted. */
  login: AuthPayload;
  /**
   * Signs in with a provider's code (or token, for a provider without the code flow). state: the
   * state the provider sent back, which must be the one /oauth/start bound to this browser (else
   * E_12: a sign-in someone else started, login CSRF); the code is redeemed with that browser's PKCE
   * verifier (else E_12).
   */
  loginOAuth: AuthPayload;
  loginOperatorAsUser: AuthPayload;
  loginUserByOperator: AuthPayload;
  /** Revokes the refresh token of the session. */
  logout: OperationResult;
  /** No-op kept so every domain can extend the root. */
  ping: Scalars['String']['output'];
  /** Rotates the pair; a refresh token used twice is rejected (E_12) and its family revoked. */
  refreshToken: AuthTokens;
  registerClient: AuthPayload;
  registerClientByOperator: AuthPayload;
  requestCallback: CallbackRequest;
  /** Saves the pre-order as an order. Idempotent: a retry with the same key answers the same order. */
  saveOrder: Order;
  /** Tell me when the drug is back in stock in the region. */
  setDrugNotify: OperationResult;
  /** Sets the given lines (others stay); answers the whole cart as the server now has it. */
  updateCart: Cart;
  updateCartMini: CartMiniPayload;
  /** 'Make this my pharmacy' (update) or forget it (delete); login required (E_12). Returns the pharmacy. */
  updateFavoritePharmacy: Pharmacy;
  /** mode 'update' adds the product, 'delete' removes it; answers the favourites now. */
  updateFavoriteProducts: FavoriteProducts;
  updatePreOrder: PreOrder;
  updateProfile: Profile;
};


export type MutationAddPrescriptionArgs = {
  prescriptionOwner: PrescriptionOwnerInput;
};


export type MutationAddPromotedEmailArgs = {
  input: AddPromotedEmailInput;
};


export type MutationApplyLoyaltyProgramArgs = {
  loyalty: LoyaltyInput;
  regionID: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationClearCartArgs = {
  regionID: Scalars['ID']['input'];
};


export type MutationClearPreOrderArgs = {
  regionID: Scalars['ID']['input'];
};


export type MutationCreateReviewArgs = {
  message: Scalars['String']['input'];
  productID: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
};


export type MutationGetCodeArgs = {
  phone: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  code: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


export type MutationLoginOAuthArgs = {
  oauthProvider: OAuthProvider;
  referrerCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationLoginOperatorAsUserArgs = {
  input: LoginOperatorInput;
};


export type MutationLoginUserByOperatorArgs = {
  input: LoginUserByOperatorInput;
};


export type MutationRefreshTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationRegisterClientArgs = {
  data: RegisterData;
};


export type MutationRegisterClientByOperatorArgs = {
  data: RegisterByOperatorData;
};


export type MutationRequestCallbackArgs = {
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


export type MutationSaveOrderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  regionID: Scalars['ID']['input'];
};


export type MutationSetDrugNotifyArgs = {
  params: SetDrugNotifyParams;
};


export type MutationUpdateCartArgs = {
  items: Array<CartItemInput>;
  regionID: Scalars['ID']['input'];
};


export type MutationUpdateCartMiniArgs = {
  input: CartMiniInput;
};


export type MutationUpdateFavoritePharmacyArgs = {
  mode: FavoriteMode;
  pharmacyID: Scalars['ID']['input'];
};


export type MutationUpdateFavoriteProductsArgs = {
  mode: FavoriteMode;
  productID: Scalars['ID']['input'];
  regionID: Scalars['ID']['input'];
};


export type MutationUpdatePreOrderArgs = {
  input: PreOrderInput;
};


export type MutationUpdateProfileArgs = {
  update: UpdateProfile;
};

/** Grammatical forms of a name: i nominative, r genitive, p prepositional. */
export type NameForms = {
  __typename?: 'NameForms';
  i: Scalars['String']['output'];
  p: Scalars['String']['output'];
  r: Scalars['String']['output'];
};

/** A notification the server may ask the storefront to show. */
export type Notification = {
  __typename?: 'Notification';
  component: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Props for the component, serialised JSON. */
  props?: Maybe<Scalars['String']['output']>;
  type: NotificationType;
};

export type NotificationChannels = {
  __typename?: 'NotificationChannels';
  email: Scalars['Boolean']['output'];
  push: Scalars['Boolean']['output'];
  sms: Scalars['Boolean']['output'];
};

export type NotificationChannelsInput = {
  email: Scalars['Boolean']['input'];
  push: Scalars['Boolean']['input'];
  sms: Scalars['Boolean']['input'];
};

/** UI notification kinds (SPEC §3 Notification); unknown kinds are an error in the client. */
export type NotificationType =
  | 'modal'
  | 'toast'
  | 'tooltip';

export type OAuthProvider =
  | 'apple'
  | 'google'
  | 'sber'
  | 'vk'
  | 'yandex';

/** A sign-in provider the shop offers, and where its sign-in starts. */
export type OAuthProviderOffer = {
  __typename?: 'OAuthProviderOffer';
  /**
   * Where sign-in starts: the API's /oauth/start, which binds a random state and a PKCE verifier to
   * the browser (an HttpOnly cookie) and sends the shopper on to the provider's sign-in page (OAuth
   * 2.0 authorization code flow with PKCE S256). The storefront adds redirect_uri (its page to come
   * back to); the provider sends the shopper back with '?code=…&state={provider}.{nonce}', or
   * '?error=…&state=…' when sign-in failed or was refused. The code (as token) and the state go to
   * loginOAuth.
   */
  authorizeUrl: Scalars['String']['output'];
  /** How shoppers know it: 'VK ID', 'Яндекс ID', … */
  name: Scalars['String']['output'];
  provider: OAuthProvider;
};

/** The generic answer of a mutation whose result the spec does not show. */
export type OperationResult = {
  __typename?: 'OperationResult';
  /** A shopper-facing message, when the server has one. */
  message?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type Order = {
  __typename?: 'Order';
  affiliate?: Maybe<AffiliateCounters>;
  canBeCancel: Scalars['Boolean']['output'];
  createDate: Scalars['DateTime']['output'];
  deliveryParams?: Maybe<DeliveryParams>;
  firstOrder: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  items: Array<OrderItem>;
  /** Shopper-facing number, e.g. 'A-000123'. */
  number: Scalars['String']['output'];
  options: OrderOptions;
  partnerID?: Maybe<Scalars['String']['output']>;
  paymentParams?: Maybe<PaymentParams>;
  paymentStatus: PaymentStatus;
  pharmacy?: Maybe<Pharmacy>;
  receiveDate?: Maybe<Scalars['Date']['output']>;
  receiveType: ReceiveType;
  soapID?: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
  statusLabel: Scalars['String']['output'];
  statuses: Array<OrderStatusEntry>;
  total: OrderTotal;
  type: Scalars['String']['output'];
};

export type OrderItem = {
  __typename?: 'OrderItem';
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  priceTypeID: Scalars['Int']['output'];
  product: Product;
  quantity: Scalars['Int']['output'];
  totalAmount: Scalars['Float']['output'];
};

export type OrderOptions = {
  __typename?: 'OrderOptions';
  /** The delivery address of a courier order. */
  address?: Maybe<DeliveryAddress>;
  comment?: Maybe<Scalars['String']['output']>;
  payment: PaymentType;
};

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

export type OrderStatusEntry = {
  __typename?: 'OrderStatusEntry';
  date?: Maybe<Scalars['DateTime']['output']>;
  isCurrent: Scalars['Boolean']['output'];
  isDone: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  status: OrderStatus;
};

/**
 * Every term of a saved order's money, from the sdk's money model (orderMoney):
 * totalAmount = productsAmount − promoDiscount − pointsSpent + courierPrice,
 * productsAmount = amount − priceDiscount.
 */
export type OrderTotal = {
  __typename?: 'OrderTotal';
  /** The lines at their list prices, before any discount. */
  amount: Scalars['Float']['output'];
  courierPrice: Scalars['Float']['output'];
  /** priceDiscount + promoDiscount. */
  discount: Scalars['Float']['output'];
  pointsEarned: Scalars['Int']['output'];
  pointsSpent: Scalars['Int']['output'];
  /** What the lines' price types take off: amount − productsAmount. */
  priceDiscount: Scalars['Float']['output'];
  /** The lines at their prices (the goods). */
  productsAmount: Scalars['Float']['output'];
  productsCount: Scalars['Int']['output'];
  /** The promo code applied, if any. */
  promoCode?: Maybe<Scalars['String']['output']>;
  /** What the promo code took off. */
  promoDiscount: Scalars['Float']['output'];
  /** What the shopper pays. */
  totalAmount: Scalars['Float']['output'];
};

export type Orders = {
  __typename?: 'Orders';
  marketplaceId?: Maybe<Scalars['String']['output']>;
  orders: Array<Order>;
  total: Scalars['Int']['output'];
};

/** Where a paginated list stands. */
export type PageInfo = {
  __typename?: 'PageInfo';
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Page request used by every paginated list. page counts from 1. */
export type PaginatorInput = {
  /** Page size; servers cap it at 100. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** A payment way offered at checkout. */
export type Payment = {
  __typename?: 'Payment';
  email?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  merchantId?: Maybe<Scalars['String']['output']>;
  selected: Scalars['Boolean']['output'];
  type: PaymentType;
};

export type PaymentParams = {
  __typename?: 'PaymentParams';
  mode: Scalars['String']['output'];
  returnURL: Scalars['String']['output'];
  token: Scalars['String']['output'];
  type: PaymentType;
  /** The payment page to send the shopper to. */
  url: Scalars['String']['output'];
};

export type PaymentStatus = {
  __typename?: 'PaymentStatus';
  label: Scalars['String']['output'];
  status: PaymentStatusCode;
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

export type Pharmacy = {
  __typename?: 'Pharmacy';
  address: Scalars['String']['output'];
  addressComment?: Maybe<Scalars['String']['output']>;
  categories: Array<Scalars['String']['output']>;
  humanWorkingHours: Array<HumanWorkingHours>;
  id: Scalars['ID']['output'];
  /** The spec's is{product}: a pharmacy of the shop's own chain (not a partner). */
  isApteka: Scalars['Boolean']['output'];
  isDoublePoints: Scalars['Boolean']['output'];
  isFavorite: Scalars['Boolean']['output'];
  isFromLastOrder: Scalars['Boolean']['output'];
  lat: Scalars['Float']['output'];
  logotype?: Maybe<Scalars['String']['output']>;
  long: Scalars['Float']['output'];
  mapsComments: Array<MapsComment>;
  metro: Array<Metro>;
  name: Scalars['String']['output'];
  paymentTypes: Array<PaymentType>;
  phoneDetails?: Maybe<PhoneDetails>;
  regionId: Scalars['ID']['output'];
  term: PharmacyTerm;
  /** The IANA time zone of the working hours and pickup days, e.g. 'Asia/Novosibirsk'. */
  timeZone: Scalars['String']['output'];
  workingHours: Array<WorkingHours>;
};

/** Filters of the pharmacy list (/pharmacies); each one given as true narrows the list. */
export type PharmacyFilterInput = {
  /** Payment by card at pickup. */
  cardPayment?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only the signed-in customer's own pharmacies (E_12 when signed out). */
  favorite?: InputMaybe<Scalars['Boolean']['input']>;
  /** An order placed now can be picked up today. */
  pickupToday?: InputMaybe<Scalars['Boolean']['input']>;
  /** Open 24 hours. */
  roundTheClock?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PharmacyList = {
  __typename?: 'PharmacyList';
  items: Array<Pharmacy>;
  total: Scalars['Int']['output'];
};

export type PharmacyMap = {
  __typename?: 'PharmacyMap';
  clusters: Array<Cluster>;
  pharmacies: Array<Pharmacy>;
};

/** Stock of a product in one pharmacy (the product page's pharmacies tab). */
export type PharmacyStock = {
  __typename?: 'PharmacyStock';
  pharmacy: Pharmacy;
  /** Today for pickup now, or the date of delivery to the pharmacy. */
  pickupDate?: Maybe<Scalars['Date']['output']>;
  price: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
};

export type PharmacyStockList = {
  __typename?: 'PharmacyStockList';
  items: Array<PharmacyStock>;
  total: Scalars['Int']['output'];
};

export type PharmacyTerm = {
  __typename?: 'PharmacyTerm';
  /** Days a booking is held. */
  bookingDays: Scalars['Int']['output'];
  /** Days until an order can be picked up. */
  pickupDays: Scalars['Int']['output'];
};

export type PhoneDetails = {
  __typename?: 'PhoneDetails';
  comment?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
};

export type PickupMap = {
  __typename?: 'PickupMap';
  clusters: Array<Cluster>;
  points: Array<PickupStorePoint>;
};

export type PickupStore = {
  __typename?: 'PickupStore';
  deliveries: Array<Delivery>;
  pharmacy: Pharmacy;
};

export type PickupStoreList = {
  __typename?: 'PickupStoreList';
  items: Array<PickupStorePoint>;
  total: Scalars['Int']['output'];
};

/** A pharmacy on the pickup map or list, with the share of the cart it has. */
export type PickupStorePoint = {
  __typename?: 'PickupStorePoint';
  available: Scalars['Boolean']['output'];
  availableCount: Scalars['Int']['output'];
  /** '5 из 5 товаров' — how much of the cart the pharmacy has. */
  availableProduct: Scalars['String']['output'];
  pharmacy: Pharmacy;
  /**
   * The day this pharmacy can give out what it takes of the cart (for booking, what is on its
   * shelf), against its working hours and assembly time; null when it takes nothing.
   */
  readyDay?: Maybe<ShopDay>;
  selected: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

export type PointsEvent = {
  __typename?: 'PointsEvent';
  date: Scalars['Date']['output'];
  points: Scalars['Int']['output'];
  type: Scalars['String']['output'];
};

/** The checkout in progress. The steps it moves through are CheckoutStep. */
export type PreOrder = {
  __typename?: 'PreOrder';
  availableOptions: PreOrderAvailableOptions;
  deliveries: Array<Delivery>;
  deliveryGroups: Array<DeliveryGroup>;
  deliveryParams?: Maybe<DeliveryParams>;
  groups: Array<PreOrderGroup>;
  loyalty?: Maybe<LoyaltyChoice>;
  options: PreOrderOptions;
  pharmacy?: Maybe<Pharmacy>;
  receiveType?: Maybe<ReceiveType>;
  receiveTypes: Array<ReceiveTypeOption>;
  seller?: Maybe<Seller>;
  step: CheckoutStep;
  total: CartTotal;
};

/** Choices the current receive type allows (designed: the spec does not show this shape). */
export type PreOrderAvailableOptions = {
  __typename?: 'PreOrderAvailableOptions';
  addresses: Array<DeliveryAddress>;
  deliveryDates: Array<DeliveryDate>;
  payments: Array<Payment>;
};

export type PreOrderDeliveryOptions = {
  __typename?: 'PreOrderDeliveryOptions';
  address?: Maybe<DeliveryAddress>;
  addressError?: Maybe<Scalars['String']['output']>;
  date?: Maybe<Scalars['String']['output']>;
  interval?: Maybe<Scalars['String']['output']>;
  payment?: Maybe<PaymentType>;
};

export type PreOrderGroup = {
  __typename?: 'PreOrderGroup';
  items: Array<PreOrderItem>;
};

/** A change to the pre-order; fields left out stay as they are. */
export type PreOrderInput = {
  address?: InputMaybe<DeliveryAddressInput>;
  comment?: InputMaybe<Scalars['String']['input']>;
  dateId?: InputMaybe<Scalars['ID']['input']>;
  intervalId?: InputMaybe<Scalars['ID']['input']>;
  items?: InputMaybe<Array<PreOrderItemSelectionInput>>;
  loyalty?: InputMaybe<PreOrderLoyaltyInput>;
  payment?: InputMaybe<PaymentType>;
  pharmacyID?: InputMaybe<Scalars['ID']['input']>;
  receiveType?: InputMaybe<ReceiveType>;
  receiver?: InputMaybe<ReceiverInput>;
  regionID: Scalars['ID']['input'];
  step: CheckoutStep;
};

export type PreOrderItem = {
  __typename?: 'PreOrderItem';
  availableForSelect: Scalars['Boolean']['output'];
  isChecked: Scalars['Boolean']['output'];
  isExpirating: Scalars['Boolean']['output'];
  price: Scalars['Float']['output'];
  priceTypeID: Scalars['Int']['output'];
  product: Product;
  quantity: Scalars['Int']['output'];
  totalAmount: Scalars['Float']['output'];
};

export type PreOrderItemSelectionInput = {
  isChecked: Scalars['Boolean']['input'];
  priceTypeID: Scalars['Int']['input'];
  productID: Scalars['ID']['input'];
};

export type PreOrderLoyaltyBalanceInput = {
  count: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type PreOrderLoyaltyInput = {
  balances?: InputMaybe<Array<PreOrderLoyaltyBalanceInput>>;
  /** Points to spend; 0 spends none. */
  points?: InputMaybe<Scalars['Int']['input']>;
  promoCode?: InputMaybe<Scalars['String']['input']>;
};

export type PreOrderOptions = {
  __typename?: 'PreOrderOptions';
  delivery?: Maybe<PreOrderDeliveryOptions>;
  pickup?: Maybe<PreOrderPickupOptions>;
};

export type PreOrderPickupOptions = {
  __typename?: 'PreOrderPickupOptions';
  payment?: Maybe<PaymentType>;
};

export type Prescription = {
  __typename?: 'Prescription';
  dosage?: Maybe<Scalars['String']['output']>;
  expiresAt?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  issuedAt?: Maybe<Scalars['Date']['output']>;
  number: Scalars['String']['output'];
  products: Array<Product>;
  url?: Maybe<Scalars['String']['output']>;
};

export type PrescriptionHash = {
  __typename?: 'PrescriptionHash';
  hash: Scalars['String']['output'];
};

/** Who the prescriptions belong to: the EMIAS policy number and the owner's birthday. */
export type PrescriptionOwnerInput = {
  birthday: Scalars['Date']['input'];
  policyNumber: Scalars['String']['input'];
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

/** A product. Lists select the summary fields; the product page adds prices, instruction, group and the rest. */
export type Product = {
  __typename?: 'Product';
  alias: Scalars['String']['output'];
  analogs: ProductList;
  availableForBooking: Scalars['Boolean']['output'];
  availableForOrder: Scalars['Boolean']['output'];
  badges: Array<Badge>;
  bitrixID?: Maybe<Scalars['Int']['output']>;
  brand?: Maybe<ProductBrand>;
  bundleItemsSimple: Array<BundleItem>;
  canPayOnPickup: Scalars['Boolean']['output'];
  category?: Maybe<Category>;
  /** Short form (SPEC §3). */
  certs: Array<Certificate>;
  counters?: Maybe<ProductCounters>;
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  discount?: Maybe<Scalars['Int']['output']>;
  dosage?: Maybe<Scalars['String']['output']>;
  expirationDate?: Maybe<Scalars['Date']['output']>;
  form?: Maybe<Scalars['String']['output']>;
  group?: Maybe<Group>;
  hasOnlyBookingPrices: Scalars['Boolean']['output'];
  /** Short form (SPEC §3): show 'от' before the price. */
  hasPricePrefix: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  images: Array<Scalars['String']['output']>;
  instruction?: Maybe<ProductInstruction>;
  isAdv: Scalars['Boolean']['output'];
  isBundle: Scalars['Boolean']['output'];
  isFavorite: Scalars['Boolean']['output'];
  lastPrice?: Maybe<Scalars['Float']['output']>;
  maxQuantity: Scalars['Int']['output'];
  mnns: Array<Mnn>;
  name: Scalars['String']['output'];
  pharmacies: PharmacyStockList;
  pickupDate?: Maybe<Scalars['Date']['output']>;
  /** Current price in the region (the best available variant), RUB; null (with priceTypeID) when the region does not sell the product. */
  price?: Maybe<Scalars['Float']['output']>;
  priceOld?: Maybe<Scalars['Float']['output']>;
  /** The price type of price, what a cart line takes; null exactly when price is null: the region does not sell the product, so there is nothing to put into the cart (E_34). */
  priceTypeID?: Maybe<Scalars['Int']['output']>;
  /** Every price variant in the region; the storefront shows the current one, employees all above 0. */
  prices: Array<ProductPrice>;
  producer?: Maybe<Scalars['String']['output']>;
  producerCountry?: Maybe<Scalars['String']['output']>;
  properties: Array<ProductProperty>;
  rating: Scalars['Float']['output'];
  requiresPrescription: Scalars['Boolean']['output'];
  reviews: ReviewList;
  reviewsCount: Scalars['Int']['output'];
  reviewsDisabled: Scalars['Boolean']['output'];
  seoBasketText?: Maybe<Scalars['String']['output']>;
  seoPriceText?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  url: Scalars['String']['output'];
  warning?: Maybe<Scalars['String']['output']>;
};


/** A product. Lists select the summary fields; the product page adds prices, instruction, group and the rest. */
export type ProductAnalogsArgs = {
  paginator?: InputMaybe<PaginatorInput>;
};


/** A product. Lists select the summary fields; the product page adds prices, instruction, group and the rest. */
export type ProductPharmaciesArgs = {
  paginator?: InputMaybe<PaginatorInput>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** A product. Lists select the summary fields; the product page adds prices, instruction, group and the rest. */
export type ProductReviewsArgs = {
  paginator?: InputMaybe<PaginatorInput>;
};

export type ProductBrand = {
  __typename?: 'ProductBrand';
  alias: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ProductCounters = {
  __typename?: 'ProductCounters';
  advertisement?: Maybe<AdvertisementCounter>;
};

/** A drug's instruction; field names as SPEC §3 spells them (including indictation). */
export type ProductInstruction = {
  __typename?: 'ProductInstruction';
  atcCode?: Maybe<Scalars['String']['output']>;
  contraIndication?: Maybe<Scalars['String']['output']>;
  dosage?: Maybe<Scalars['String']['output']>;
  endRegDate?: Maybe<Scalars['Date']['output']>;
  forChildren?: Maybe<Scalars['String']['output']>;
  formulation?: Maybe<Scalars['String']['output']>;
  fullTradeName?: Maybe<Scalars['String']['output']>;
  gtin?: Maybe<Scalars['String']['output']>;
  icd10: Array<Icd10>;
  indictation?: Maybe<Scalars['String']['output']>;
  interaction?: Maybe<Scalars['String']['output']>;
  numberReg?: Maybe<Scalars['String']['output']>;
  overDosage?: Maybe<Scalars['String']['output']>;
  pharmAction?: Maybe<Scalars['String']['output']>;
  prescription?: Maybe<Scalars['String']['output']>;
  reRegDate?: Maybe<Scalars['Date']['output']>;
  registeredAs?: Maybe<Scalars['String']['output']>;
  shortDesc?: Maybe<Scalars['String']['output']>;
  sideEffect?: Maybe<Scalars['String']['output']>;
  specialInstruction?: Maybe<Scalars['String']['output']>;
  startRegDate?: Maybe<Scalars['Date']['output']>;
  storingCondition?: Maybe<Scalars['String']['output']>;
  urlToRegistry?: Maybe<Scalars['String']['output']>;
};

export type ProductInstructions = {
  __typename?: 'ProductInstructions';
  certs: Array<Certificate>;
  instructions?: Maybe<ProductInstruction>;
};

export type ProductList = {
  __typename?: 'ProductList';
  /** Text shown under the list (category description or search summary). */
  description?: Maybe<Scalars['String']['output']>;
  items: Array<Product>;
  pageInfo: PageInfo;
  total: Scalars['Int']['output'];
};

/** The product page in one call: the product, its metadata and breadcrumbs. */
export type ProductPage = {
  __typename?: 'ProductPage';
  metaInformation: MetaInformation;
  product: Product;
};

/** One price variant of a product (SPEC §3 prices list). */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  availableForBooking: Scalars['Boolean']['output'];
  availableForOrder: Scalars['Boolean']['output'];
  /** Expiry of the goods at this price (expiring variants). */
  dateExpired?: Maybe<Scalars['Date']['output']>;
  dateExpiredOpened?: Maybe<Scalars['Date']['output']>;
  discount?: Maybe<Scalars['Int']['output']>;
  expirationDate?: Maybe<Scalars['Date']['output']>;
  /** 'date' (expires on dateExpired) or 'opened' (after opening); designed, the spec lists the field only. */
  expirationType?: Maybe<Scalars['String']['output']>;
  /** Show 'от' before the price. */
  hasPrefix: Scalars['Boolean']['output'];
  isExpirating: Scalars['Boolean']['output'];
  maxQuantity: Scalars['Int']['output'];
  price: Scalars['Float']['output'];
  priceOld?: Maybe<Scalars['Float']['output']>;
  priceType: PriceType;
  priceTypeID: Scalars['Int']['output'];
};

export type ProductProperty = {
  __typename?: 'ProductProperty';
  /** Shown in the short properties tab as well as in 'all properties'. */
  isMain: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** What a product list is asked for. Every field is optional; together they narrow the list. */
export type ProductSearchInput = {
  brandCode?: InputMaybe<Scalars['String']['input']>;
  categoryAlias?: InputMaybe<Scalars['String']['input']>;
  diseaseCode?: InputMaybe<Scalars['String']['input']>;
  eventAlias?: InputMaybe<Scalars['String']['input']>;
  groupCode?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  lists?: InputMaybe<Array<ListFilterInput>>;
  mnnAlias?: InputMaybe<Scalars['String']['input']>;
  /** Only products with a discount. */
  onlyDiscounts?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only products with an expiring price (price types 4 and 14). */
  onlyExpiring?: InputMaybe<Scalars['Boolean']['input']>;
  /** Page number, the PAGEN_1 query parameter. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Page size, the PAGE_COUNT query parameter. */
  pageCount?: InputMaybe<Scalars['Int']['input']>;
  /** Only products on this pharmacy's shelf now (a pharmacy's page: products in stock there). */
  pharmacyID?: InputMaybe<Scalars['ID']['input']>;
  producerCode?: InputMaybe<Scalars['String']['input']>;
  /** Full-text query (Russian morphology and typo tolerance). */
  query?: InputMaybe<Scalars['String']['input']>;
  ranges?: InputMaybe<Array<RangeFilterInput>>;
  regionID: Scalars['ID']['input'];
  sort?: InputMaybe<SortInput>;
  tagCode?: InputMaybe<Scalars['String']['input']>;
  /** Ids of the toggles that are on. */
  toggles?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Include products of subcategories; default true. */
  withSubcategories?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Profile = {
  __typename?: 'Profile';
  birthday?: Maybe<Scalars['Date']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  emailVerified: Scalars['Boolean']['output'];
  favoriteProducts: FavoriteProductIds;
  gender?: Maybe<Scalars['String']['output']>;
  hasApplication: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isEmployee: Scalars['Boolean']['output'];
  isEmployeeModeEnable: Scalars['Boolean']['output'];
  isOperator: Scalars['Boolean']['output'];
  isPromoCodeAvailable: Scalars['Boolean']['output'];
  loyaltyProgram?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  notifications: ProfileNotifications;
  patronymic?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  /** Referral code for /ref. */
  referralCode: Scalars['String']['output'];
  surname?: Maybe<Scalars['String']['output']>;
};

export type ProfileNotifications = {
  __typename?: 'ProfileNotifications';
  adsAgreement: NotificationChannels;
  orders: NotificationChannels;
  personalOffers: NotificationChannels;
};

export type ProfileNotificationsInput = {
  adsAgreement?: InputMaybe<NotificationChannelsInput>;
  orders?: InputMaybe<NotificationChannelsInput>;
  personalOffers?: InputMaybe<NotificationChannelsInput>;
};

export type Promotion = {
  __typename?: 'Promotion';
  advertiser?: Maybe<Advertiser>;
  alias: Scalars['String']['output'];
  dateEnd: Scalars['Date']['output'];
  dateStart: Scalars['Date']['output'];
  description: Scalars['String']['output'];
  image: Scalars['String']['output'];
  isPersonal: Scalars['Boolean']['output'];
  metaInformation: MetaInformation;
  name: Scalars['String']['output'];
  products: ProductList;
  /** Where the promotion links: /promo/{alias} or its own url when it has no promo segment. */
  url: Scalars['String']['output'];
};


export type PromotionProductsArgs = {
  paginator?: InputMaybe<PaginatorInput>;
};

export type PromotionList = {
  __typename?: 'PromotionList';
  items: Array<Promotion>;
  total: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  addressCoordinates?: Maybe<AddressCoordinates>;
  advertisement: Array<Advertisement>;
  analyses: AnalysisList;
  analysis?: Maybe<Analysis>;
  article?: Maybe<Article>;
  articles: ArticleList;
  bannerTripwire?: Maybe<BannerTripwire>;
  bigSale?: Maybe<BigSale>;
  brand?: Maybe<Brand>;
  brandLetters: BrandLetters;
  brandsByLetter: Array<Brand>;
  /** Recently viewed products, in the order of ids (newest first), at most 10. */
  browsingHistory: Array<Product>;
  cart: Cart;
  cartMini?: Maybe<CartMini>;
  catalogPage: CatalogPage;
  /** The whole tree, top level first. */
  categories: Array<Category>;
  category?: Maybe<Category>;
  contentPage?: Maybe<ContentPage>;
  deliveryZones: Array<DeliveryZone>;
  /** The region of the caller's IP; loopback and unknown addresses get the default region. */
  detectRegion: Region;
  disease?: Maybe<Disease>;
  diseases: DiseaseList;
  drugsByLetter: DrugList;
  favoriteProducts: FavoriteProducts;
  filterConfig: FilterConfig;
  group?: Maybe<Group>;
  /** Liveness of the API; the reference server answers 'ok'. */
  health: Scalars['String']['output'];
  homePage: HomePage;
  isRegistered: IsRegistered;
  loyalties?: Maybe<LoyaltyInfo>;
  loyaltyHistory: LoyaltyHistory;
  manufacturer?: Maybe<Manufacturer>;
  /** The order just saved, for the success page. */
  newOrder?: Maybe<Order>;
  /** The sign-in providers loginOAuth accepts here; empty when none is configured. */
  oauthProviders: Array<OAuthProviderOffer>;
  order?: Maybe<Order>;
  /** A guest finds an order by its number and the phone it was placed with (/order-get). */
  orderByNumber?: Maybe<Order>;
  /** The signed-in customer's orders, newest first. */
  ordersHistory: Orders;
  /** Promotions for the signed-in customer (/personal/promo). */
  personalPromotions: PromotionList;
  pharmacy?: Maybe<Pharmacy>;
  /** Clusters at low zoom, single pharmacies at high zoom (SPEC §9 zoom values 9, 16, 20). */
  pharmacyMap: PharmacyMap;
  /** The pickup points as a list; receiveType counts the cart's availability for that way only (booking: what is on the shelf), none counts either way. */
  pharmacySearchList: PickupStoreList;
  pharmacySearchMap: PickupMap;
  pickupStore?: Maybe<PickupStore>;
  preOrder: PreOrder;
  prescription?: Maybe<Prescription>;
  /** Empty outside the Moscow region. */
  prescriptions: Array<Prescription>;
  /** Analogues of a product (same MNN), for /analogs/[alias]. */
  productAnalogs: ProductList;
  productInstructions?: Maybe<ProductInstructions>;
  /** Product page by alias (the part before '.html'). */
  productPage?: Maybe<ProductPage>;
  products: ProductList;
  profile?: Maybe<Profile>;
  promotion?: Maybe<Promotion>;
  promotions: PromotionList;
  referralProgram?: Maybe<ReferralProgram>;
  region?: Maybe<Region>;
  /** Every region with a storefront, for the region list. */
  regions: Array<Region>;
  relatedPromos: Array<RelatedPromo>;
  searchAutocomplete: SearchAutocomplete;
  /** Popular queries for the empty search box. */
  searchHelp: Array<SearchHelp>;
  searchPharmacy: PharmacyList;
  /** A page of the addresses of one kind. `paginator.limit` is capped at 5000. */
  sitemap: SitemapPage;
  suggestAddress: Array<AddressSuggestion>;
  /** Regions and cities whose name contains the query; an empty query lists all regions. */
  suggestRegion: Array<GeoObject>;
  tag?: Maybe<Tag>;
  teamPerson?: Maybe<TeamPerson>;
  teamPersons: TeamPersonList;
  userLastOrder?: Maybe<Order>;
  validateMindboxCard: MindboxCardValidation;
  /** Recommendations; the storefront skips them in employee mode. */
  widgets: Widgets;
};


export type QueryAddressCoordinatesArgs = {
  addressText: Scalars['String']['input'];
  regionID: Scalars['ID']['input'];
};


export type QueryAdvertisementArgs = {
  productSku?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  regionID: Scalars['ID']['input'];
  type: AdvertisementType;
};


export type QueryAnalysesArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  paginator?: InputMaybe<PaginatorInput>;
  regionID: Scalars['ID']['input'];
};


export type QueryAnalysisArgs = {
  alias: Scalars['String']['input'];
  regionID: Scalars['ID']['input'];
};


export type QueryArticleArgs = {
  alias: Scalars['String']['input'];
};


export type QueryArticlesArgs = {
  paginator?: InputMaybe<PaginatorInput>;
  tag?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBannerTripwireArgs = {
  regionID: Scalars['ID']['input'];
};


export type QueryBigSaleArgs = {
  regionID: Scalars['ID']['input'];
};


export type QueryBrandArgs = {
  alias: Scalars['String']['input'];
};


export type QueryBrandsByLetterArgs = {
  alphabet: Alphabet;
  letter: Scalars['String']['input'];
};


export type QueryBrowsingHistoryArgs = {
  ids: Array<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  regionID: Scalars['ID']['input'];
};


export type QueryCartArgs = {
  regionID: Scalars['ID']['input'];
};


export type QueryCartMiniArgs = {
  id: Scalars['ID']['input'];
  regionId: Scalars['ID']['input'];
};


export type QueryCatalogPageArgs = {
  regionID: Scalars['ID']['input'];
  search: CatalogSearchInput;
  url: Scalars['String']['input'];
};


export type QueryCategoryArgs = {
  alias: Scalars['String']['input'];
};


export type QueryContentPageArgs = {
  path: Scalars['String']['input'];
};


export type QueryDeliveryZonesArgs = {
  regionID: Scalars['ID']['input'];
};


export type QueryDiseaseArgs = {
  code: Scalars['String']['input'];
};


export type QueryDiseasesArgs = {
  letter?: InputMaybe<Scalars['String']['input']>;
  paginator?: InputMaybe<PaginatorInput>;
};


export type QueryDrugsByLetterArgs = {
  alphabet: Alphabet;
  letter: Scalars['String']['input'];
  paginator?: InputMaybe<PaginatorInput>;
};


export type QueryFavoriteProductsArgs = {
  paginator?: InputMaybe<PaginatorInput>;
  regionID: Scalars['ID']['input'];
};


export type QueryFilterConfigArgs = {
  brandCode?: InputMaybe<Scalars['String']['input']>;
  categoryAlias?: InputMaybe<Scalars['String']['input']>;
  diseaseCode?: InputMaybe<Scalars['String']['input']>;
  eventAlias?: InputMaybe<Scalars['String']['input']>;
  groupCode?: InputMaybe<Scalars['String']['input']>;
  mnnAlias?: InputMaybe<Scalars['String']['input']>;
  producerCode?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  regionID: Scalars['ID']['input'];
  selected?: InputMaybe<Array<ListFilterInput>>;
  tagCode?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<FilterConfigType>;
  withoutSubcategories?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryGroupArgs = {
  code: Scalars['String']['input'];
  paginator?: InputMaybe<PaginatorInput>;
  regionID: Scalars['ID']['input'];
};


export type QueryHomePageArgs = {
  regionID: Scalars['ID']['input'];
};


export type QueryIsRegisteredArgs = {
  phone: Scalars['String']['input'];
};


export type QueryLoyaltyHistoryArgs = {
  paginator?: InputMaybe<PaginatorInput>;
};


export type QueryManufacturerArgs = {
  code: Scalars['String']['input'];
};


export type QueryNewOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderByNumberArgs = {
  number: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


export type QueryOrdersHistoryArgs = {
  paginator?: InputMaybe<PaginatorInput>;
};


export type QueryPersonalPromotionsArgs = {
  regionID: Scalars['ID']['input'];
};


export type QueryPharmacyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPharmacyMapArgs = {
  filters?: InputMaybe<PharmacyFilterInput>;
  pharmacyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  xMax: Scalars['Float']['input'];
  xMin: Scalars['Float']['input'];
  yMax: Scalars['Float']['input'];
  yMin: Scalars['Float']['input'];
  zoom: Scalars['Int']['input'];
};


export type QueryPharmacySearchListArgs = {
  paginator?: InputMaybe<PaginatorInput>;
  receiveType?: InputMaybe<ReceiveType>;
  regionID: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPharmacySearchMapArgs = {
  bounds: BoundsInput;
  receiveType?: InputMaybe<ReceiveType>;
  regionID: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  zoom: Scalars['Int']['input'];
};


export type QueryPickupStoreArgs = {
  pharmacyId: Scalars['ID']['input'];
  regionID: Scalars['ID']['input'];
};


export type QueryPreOrderArgs = {
  regionID: Scalars['ID']['input'];
  step: CheckoutStep;
};


export type QueryPrescriptionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPrescriptionsArgs = {
  regionID: Scalars['ID']['input'];
};


export type QueryProductAnalogsArgs = {
  alias: Scalars['String']['input'];
  paginator?: InputMaybe<PaginatorInput>;
  regionID: Scalars['ID']['input'];
};


export type QueryProductInstructionsArgs = {
  regionID: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
};


export type QueryProductPageArgs = {
  alias: Scalars['String']['input'];
  regionID: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  search: ProductSearchInput;
};


export type QueryPromotionArgs = {
  alias: Scalars['String']['input'];
  regionID: Scalars['ID']['input'];
};


export type QueryPromotionsArgs = {
  filters?: InputMaybe<Scalars['String']['input']>;
  paginator?: InputMaybe<PaginatorInput>;
  regionID: Scalars['ID']['input'];
};


export type QueryRegionArgs = {
  regionId: Scalars['ID']['input'];
};


export type QueryRelatedPromosArgs = {
  regionID: Scalars['ID']['input'];
};


export type QuerySearchAutocompleteArgs = {
  query: Scalars['String']['input'];
  regionID: Scalars['ID']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchPharmacyArgs = {
  filters?: InputMaybe<PharmacyFilterInput>;
  paginator?: InputMaybe<PaginatorInput>;
  pharmacyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  regionID: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  searchByName?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QuerySitemapArgs = {
  kind: SitemapKind;
  paginator?: InputMaybe<PaginatorInput>;
};


export type QuerySuggestAddressArgs = {
  query: Scalars['String']['input'];
  regionID: Scalars['ID']['input'];
};


export type QuerySuggestRegionArgs = {
  query: Scalars['String']['input'];
};


export type QueryTagArgs = {
  alias: Scalars['String']['input'];
  categoryAlias: Scalars['String']['input'];
};


export type QueryTeamPersonArgs = {
  id: Scalars['ID']['input'];
  type: TeamPersonType;
};


export type QueryTeamPersonsArgs = {
  paginator?: InputMaybe<PaginatorInput>;
  type: TeamPersonType;
};


export type QueryValidateMindboxCardArgs = {
  number: Scalars['String']['input'];
};


export type QueryWidgetsArgs = {
  input: WidgetsInput;
};

export type Question = {
  __typename?: 'Question';
  answer: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

/** Range filter input (price and other numeric properties). */
export type RangeFilterInput = {
  id: Scalars['ID']['input'];
  max?: InputMaybe<Scalars['Float']['input']>;
  min?: InputMaybe<Scalars['Float']['input']>;
};

export type ReceiveType =
  | 'booking'
  | 'courier'
  | 'pickup';

export type ReceiveTypeOption = {
  __typename?: 'ReceiveTypeOption';
  amount: Scalars['Float']['output'];
  available: Scalars['Boolean']['output'];
  isChecked: Scalars['Boolean']['output'];
  type: ReceiveType;
};

export type Receiver = {
  __typename?: 'Receiver';
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

export type ReceiverInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

export type ReferralProgram = {
  __typename?: 'ReferralProgram';
  code: Scalars['String']['output'];
  invitedCount: Scalars['Int']['output'];
  link: Scalars['String']['output'];
  /** Points a friend's first order earns the referrer. */
  reward: Scalars['Int']['output'];
};

export type Region = {
  __typename?: 'Region';
  /** Only when the chosen object has type '2' (a city). */
  cityId?: Maybe<Scalars['ID']['output']>;
  cityNames: NameForms;
  /** Slug id, e.g. 'moscowregion' for the default region. */
  id: Scalars['ID']['output'];
  lat: Scalars['Float']['output'];
  long: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  names: NameForms;
  /** Region number code, e.g. 77. */
  num: Scalars['Int']['output'];
  /** The IANA time zone the region's days are counted in, e.g. 'Europe/Moscow'. */
  timeZone: Scalars['String']['output'];
};

export type RegisterByOperatorData = {
  birthday?: InputMaybe<Scalars['Date']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  patronymic?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  surname?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterData = {
  adsAgreement?: InputMaybe<Scalars['Boolean']['input']>;
  birthday?: InputMaybe<Scalars['Date']['input']>;
  code: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  referrerCode?: InputMaybe<Scalars['String']['input']>;
  surname?: InputMaybe<Scalars['String']['input']>;
};

export type RelatedPromo = {
  __typename?: 'RelatedPromo';
  advertiser?: Maybe<Advertiser>;
  alias: Scalars['String']['output'];
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type Review = {
  __typename?: 'Review';
  authorName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  rating: Scalars['Int']['output'];
};

export type ReviewList = {
  __typename?: 'ReviewList';
  averageRating: Scalars['Float']['output'];
  items: Array<Review>;
  total: Scalars['Int']['output'];
};

export type Sale = {
  __typename?: 'Sale';
  background: Scalars['String']['output'];
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type SearchAutocomplete = {
  __typename?: 'SearchAutocomplete';
  contents: Array<SearchContent>;
  products: Array<Product>;
  /** Set when the query names a category or brand exactly: go there instead of the search page. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  sts: Array<SearchTerm>;
  taps: Array<SearchTap>;
};

export type SearchContent = {
  __typename?: 'SearchContent';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type SearchHelp = {
  __typename?: 'SearchHelp';
  url: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A tap: a quick refinement of the query. */
export type SearchTap = {
  __typename?: 'SearchTap';
  relatedSearch: Scalars['String']['output'];
  tap: Scalars['String']['output'];
};

/** A suggested search term and how many products it finds. */
export type SearchTerm = {
  __typename?: 'SearchTerm';
  amount: Scalars['Int']['output'];
  st: Scalars['String']['output'];
};

export type Seller = {
  __typename?: 'Seller';
  address: Scalars['String']['output'];
  name: Scalars['String']['output'];
  number: Scalars['String']['output'];
};

/** The session after a sign-in: user tokens, operator tokens, and the region or profile. */
export type Session = {
  __typename?: 'Session';
  operator?: Maybe<AuthTokens>;
  profile?: Maybe<Profile>;
  regionID?: Maybe<Scalars['ID']['output']>;
  user?: Maybe<AuthTokens>;
};

export type SetDrugNotifyParams = {
  email?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  productID: Scalars['ID']['input'];
  regionID: Scalars['ID']['input'];
};

/**
 * A day a shopper reads (when a pickup is ready, when the courier comes), computed by the API's
 * clock in the pharmacy's (or the delivery address's region's) time zone at the moment of the
 * request. Screens show `text` and compute no day themselves.
 */
export type ShopDay = {
  __typename?: 'ShopDay';
  /** The calendar day in `timeZone`. */
  date: Scalars['Date']['output'];
  kind: DayKind;
  /** Ready to show: 'Сегодня, 26 ноября', 'Завтра, 27 ноября', 'Пт, 28 ноября'. */
  text: Scalars['String']['output'];
  /** The IANA time zone the day is counted in, e.g. 'Asia/Novosibirsk'. */
  timeZone: Scalars['String']['output'];
};

/** One public address of the shop. */
export type SitemapEntry = {
  __typename?: 'SitemapEntry';
  /** The day the page last changed. */
  lastmod: Scalars['Date']['output'];
  /** The site path, e.g. '/product/{alias}.html' (the storefront prefixes its public origin). */
  path: Scalars['String']['output'];
};

/** What a sitemap lists. */
export type SitemapKind =
  | 'ANALYSES'
  | 'ARTICLES'
  | 'BRANDS'
  | 'CATEGORIES'
  | 'PHARMACIES'
  | 'PRODUCTS';

/** A page of one kind's addresses, in a stable order (by id). */
export type SitemapPage = {
  __typename?: 'SitemapPage';
  items: Array<SitemapEntry>;
  /** The latest change among all the kind's addresses; null when there are none. */
  lastmod?: Maybe<Scalars['Date']['output']>;
  /** How many addresses the kind has in all. */
  total: Scalars['Int']['output'];
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

/** A curated slice of a category (e.g. 'от простуды для детей'). */
export type Tag = {
  __typename?: 'Tag';
  categoryAlias: Scalars['String']['output'];
  code: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  metaInformation: MetaInformation;
  name: Scalars['String']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type TeamLink = {
  __typename?: 'TeamLink';
  link: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A team person; the fields present depend on type (SPEC §3). */
export type TeamPerson = {
  __typename?: 'TeamPerson';
  certificates: Array<Certificate>;
  code: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  institutionName?: Maybe<Scalars['String']['output']>;
  links: Array<TeamLink>;
  /** Doctor only. */
  name?: Maybe<Scalars['String']['output']>;
  photo?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['String']['output']>;
  /** Author only. */
  posts: ArticleList;
  questions: Array<Question>;
  scientificArticles: Array<TeamLink>;
  socialLinks: Array<TeamLink>;
  specialization?: Maybe<Scalars['String']['output']>;
  tags: Array<TeamTag>;
  type: TeamPersonType;
};


/** A team person; the fields present depend on type (SPEC §3). */
export type TeamPersonPostsArgs = {
  paginator?: InputMaybe<PaginatorInput>;
};

export type TeamPersonList = {
  __typename?: 'TeamPersonList';
  items: Array<TeamPerson>;
  total: Scalars['Int']['output'];
};

export type TeamPersonType =
  | 'Author'
  | 'Doctor'
  | 'Pharmacist'
  | 'Staff';

export type TeamTag = {
  __typename?: 'TeamTag';
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** Profile changes; fields left out stay as they are. */
export type UpdateProfile = {
  birthday?: InputMaybe<Scalars['Date']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  isEmployeeModeEnable?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notifications?: InputMaybe<ProfileNotificationsInput>;
  patronymic?: InputMaybe<Scalars['String']['input']>;
  surname?: InputMaybe<Scalars['String']['input']>;
};

export type Widget = {
  __typename?: 'Widget';
  alias: Scalars['String']['output'];
  items: Array<Product>;
  title: Scalars['String']['output'];
};

export type Widgets = {
  __typename?: 'Widgets';
  items: Array<Widget>;
};

export type WidgetsInput = {
  /** Widget aliases to load, e.g. 'popular', 'with-this-buy', 'viewed'. */
  items: Array<Scalars['String']['input']>;
  /** The product the widgets are about (product page). */
  productID?: InputMaybe<Scalars['ID']['input']>;
  regionID: Scalars['ID']['input'];
};

export type WorkingHours = {
  __typename?: 'WorkingHours';
  close: Scalars['String']['output'];
  /** Weekday label, 'Пн' … 'Вс'. */
  name: Scalars['String']['output'];
  open: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddPromotedEmailInput: AddPromotedEmailInput;
  AddressCoordinates: ResolverTypeWrapper<AddressCoordinates>;
  AddressSuggestion: ResolverTypeWrapper<AddressSuggestion>;
  Advertisement: ResolverTypeWrapper<Advertisement>;
  AdvertisementBanner: ResolverTypeWrapper<AdvertisementBanner>;
  AdvertisementCounter: ResolverTypeWrapper<AdvertisementCounter>;
  AdvertisementType: AdvertisementType;
  Advertiser: ResolverTypeWrapper<Advertiser>;
  AffiliateCounters: ResolverTypeWrapper<AffiliateCounters>;
  Alphabet: Alphabet;
  Analysis: ResolverTypeWrapper<Analysis>;
  AnalysisList: ResolverTypeWrapper<AnalysisList>;
  Article: ResolverTypeWrapper<ArticleModel>;
  ArticleList: ResolverTypeWrapper<ArticleList>;
  ArticleSummary: ResolverTypeWrapper<ArticleSummary>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'session'> & { session?: Maybe<ResolversTypes['Session']> }>;
  AuthTokens: ResolverTypeWrapper<AuthTokens>;
  Badge: ResolverTypeWrapper<Badge>;
  Balance: ResolverTypeWrapper<Balance>;
  BalanceTooltip: ResolverTypeWrapper<BalanceTooltip>;
  BannerTripwire: ResolverTypeWrapper<BannerTripwire>;
  BigSale: ResolverTypeWrapper<BigSale>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BoundsInput: BoundsInput;
  Brand: ResolverTypeWrapper<Brand>;
  BrandLetters: ResolverTypeWrapper<BrandLetters>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  BundleItem: ResolverTypeWrapper<BundleItem>;
  CallbackRequest: ResolverTypeWrapper<CallbackRequest>;
  Cart: ResolverTypeWrapper<Omit<Cart, 'groups'> & { groups: Array<ResolversTypes['CartGroup']> }>;
  CartButton: ResolverTypeWrapper<CartButton>;
  CartGroup: ResolverTypeWrapper<Omit<CartGroup, 'items'> & { items: Array<ResolversTypes['CartItem']> }>;
  CartItem: ResolverTypeWrapper<Omit<CartItem, 'product'> & { product: ResolversTypes['Product'] }>;
  CartItemInput: CartItemInput;
  CartMini: ResolverTypeWrapper<Omit<CartMini, 'groups'> & { groups: Array<ResolversTypes['CartGroup']> }>;
  CartMiniInput: CartMiniInput;
  CartMiniPayload: ResolverTypeWrapper<Omit<CartMiniPayload, 'cart'> & { cart: ResolversTypes['CartMini'] }>;
  CartTotal: ResolverTypeWrapper<CartTotal>;
  CatalogPage: ResolverTypeWrapper<CatalogPageResult>;
  CatalogSearchInput: CatalogSearchInput;
  Category: ResolverTypeWrapper<CategoryModel>;
  Certificate: ResolverTypeWrapper<Certificate>;
  CheckoutStep: CheckoutStep;
  Cluster: ResolverTypeWrapper<Cluster>;
  CodeSent: ResolverTypeWrapper<CodeSent>;
  ContentPage: ResolverTypeWrapper<ContentPage>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayKind: DayKind;
  DefaultSort: ResolverTypeWrapper<DefaultSort>;
  Delivery: ResolverTypeWrapper<Delivery>;
  DeliveryAddress: ResolverTypeWrapper<DeliveryAddress>;
  DeliveryAddressInput: DeliveryAddressInput;
  DeliveryDate: ResolverTypeWrapper<DeliveryDate>;
  DeliveryGroup: ResolverTypeWrapper<DeliveryGroup>;
  DeliveryInterval: ResolverTypeWrapper<DeliveryInterval>;
  DeliveryItem: ResolverTypeWrapper<DeliveryItem>;
  DeliveryParams: ResolverTypeWrapper<DeliveryParams>;
  DeliveryZone: ResolverTypeWrapper<DeliveryZone>;
  Disease: ResolverTypeWrapper<Disease>;
  DiseaseList: ResolverTypeWrapper<DiseaseList>;
  Drug: ResolverTypeWrapper<Drug>;
  DrugList: ResolverTypeWrapper<DrugList>;
  FavoriteMode: FavoriteMode;
  FavoriteProductIds: ResolverTypeWrapper<FavoriteProductIds>;
  FavoriteProducts: ResolverTypeWrapper<Omit<FavoriteProducts, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  FilterConfig: ResolverTypeWrapper<Omit<FilterConfig, 'categories' | 'lists'> & { categories: Array<ResolversTypes['Category']>, lists: Array<ResolversTypes['FilterList']> }>;
  FilterConfigType: FilterConfigType;
  FilterList: ResolverTypeWrapper<FilterListModel>;
  FilterListItem: ResolverTypeWrapper<FilterListItem>;
  FilterOption: ResolverTypeWrapper<FilterOption>;
  FilterRange: ResolverTypeWrapper<FilterRange>;
  FilterTag: ResolverTypeWrapper<FilterTag>;
  FilterToggle: ResolverTypeWrapper<FilterToggle>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeoObject: ResolverTypeWrapper<GeoObject>;
  Group: ResolverTypeWrapper<GroupModel>;
  GroupForm: ResolverTypeWrapper<GroupForm>;
  GroupFormItem: ResolverTypeWrapper<GroupFormItem>;
  HomePage: ResolverTypeWrapper<Omit<HomePage, 'categories' | 'promotions'> & { categories: Array<ResolversTypes['Category']>, promotions: Array<ResolversTypes['Promotion']> }>;
  HumanWorkingHours: ResolverTypeWrapper<HumanWorkingHours>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Icd10: ResolverTypeWrapper<Icd10>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IsRegistered: ResolverTypeWrapper<IsRegistered>;
  ListFilterInput: ListFilterInput;
  LoginOperatorInput: LoginOperatorInput;
  LoginUserByOperatorInput: LoginUserByOperatorInput;
  LoyaltyBalanceChoice: ResolverTypeWrapper<LoyaltyBalanceChoice>;
  LoyaltyCard: ResolverTypeWrapper<LoyaltyCard>;
  LoyaltyCardFlowStep: LoyaltyCardFlowStep;
  LoyaltyChoice: ResolverTypeWrapper<LoyaltyChoice>;
  LoyaltyChoiceParams: ResolverTypeWrapper<LoyaltyChoiceParams>;
  LoyaltyHistory: ResolverTypeWrapper<LoyaltyHistory>;
  LoyaltyHistoryItem: ResolverTypeWrapper<LoyaltyHistoryItem>;
  LoyaltyInfo: ResolverTypeWrapper<LoyaltyInfo>;
  LoyaltyInput: LoyaltyInput;
  LoyaltyPointsChoice: ResolverTypeWrapper<LoyaltyPointsChoice>;
  LoyaltyPromoChoice: ResolverTypeWrapper<LoyaltyPromoChoice>;
  Manufacturer: ResolverTypeWrapper<Manufacturer>;
  MapsComment: ResolverTypeWrapper<MapsComment>;
  MetaInformation: ResolverTypeWrapper<MetaInformation>;
  MetaTag: ResolverTypeWrapper<MetaTag>;
  Metro: ResolverTypeWrapper<Metro>;
  MindboxCardValidation: ResolverTypeWrapper<MindboxCardValidation>;
  Mnn: ResolverTypeWrapper<Mnn>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NameForms: ResolverTypeWrapper<NameForms>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationChannels: ResolverTypeWrapper<NotificationChannels>;
  NotificationChannelsInput: NotificationChannelsInput;
  NotificationType: NotificationType;
  OAuthProvider: OAuthProvider;
  OAuthProviderOffer: ResolverTypeWrapper<OAuthProviderOffer>;
  OperationResult: ResolverTypeWrapper<OperationResult>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderItem: ResolverTypeWrapper<Omit<OrderItem, 'product'> & { product: ResolversTypes['Product'] }>;
  OrderOptions: ResolverTypeWrapper<OrderOptions>;
  OrderStatus: OrderStatus;
  OrderStatusEntry: ResolverTypeWrapper<OrderStatusEntry>;
  OrderTotal: ResolverTypeWrapper<OrderTotal>;
  Orders: ResolverTypeWrapper<Omit<Orders, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaginatorInput: PaginatorInput;
  Payment: ResolverTypeWrapper<Payment>;
  PaymentParams: ResolverTypeWrapper<PaymentParams>;
  PaymentStatus: ResolverTypeWrapper<PaymentStatus>;
  PaymentStatusCode: PaymentStatusCode;
  PaymentType: PaymentType;
  Pharmacy: ResolverTypeWrapper<PharmacyModel>;
  PharmacyFilterInput: PharmacyFilterInput;
  PharmacyList: ResolverTypeWrapper<Omit<PharmacyList, 'items'> & { items: Array<ResolversTypes['Pharmacy']> }>;
  PharmacyMap: ResolverTypeWrapper<Omit<PharmacyMap, 'pharmacies'> & { pharmacies: Array<ResolversTypes['Pharmacy']> }>;
  PharmacyStock: ResolverTypeWrapper<Omit<PharmacyStock, 'pharmacy'> & { pharmacy: ResolversTypes['Pharmacy'] }>;
  PharmacyStockList: ResolverTypeWrapper<Omit<PharmacyStockList, 'items'> & { items: Array<ResolversTypes['PharmacyStock']> }>;
  PharmacyTerm: ResolverTypeWrapper<PharmacyTerm>;
  PhoneDetails: ResolverTypeWrapper<PhoneDetails>;
  PickupMap: ResolverTypeWrapper<Omit<PickupMap, 'points'> & { points: Array<ResolversTypes['PickupStorePoint']> }>;
  PickupStore: ResolverTypeWrapper<Omit<PickupStore, 'pharmacy'> & { pharmacy: ResolversTypes['Pharmacy'] }>;
  PickupStoreList: ResolverTypeWrapper<Omit<PickupStoreList, 'items'> & { items: Array<ResolversTypes['PickupStorePoint']> }>;
  PickupStorePoint: ResolverTypeWrapper<Omit<PickupStorePoint, 'pharmacy'> & { pharmacy: ResolversTypes['Pharmacy'] }>;
  PointsEvent: ResolverTypeWrapper<PointsEvent>;
  PreOrder: ResolverTypeWrapper<Omit<PreOrder, 'groups' | 'pharmacy'> & { groups: Array<ResolversTypes['PreOrderGroup']>, pharmacy?: Maybe<ResolversTypes['Pharmacy']> }>;
  PreOrderAvailableOptions: ResolverTypeWrapper<PreOrderAvailableOptions>;
  PreOrderDeliveryOptions: ResolverTypeWrapper<PreOrderDeliveryOptions>;
  PreOrderGroup: ResolverTypeWrapper<Omit<PreOrderGroup, 'items'> & { items: Array<ResolversTypes['PreOrderItem']> }>;
  PreOrderInput: PreOrderInput;
  PreOrderItem: ResolverTypeWrapper<Omit<PreOrderItem, 'product'> & { product: ResolversTypes['Product'] }>;
  PreOrderItemSelectionInput: PreOrderItemSelectionInput;
  PreOrderLoyaltyBalanceInput: PreOrderLoyaltyBalanceInput;
  PreOrderLoyaltyInput: PreOrderLoyaltyInput;
  PreOrderOptions: ResolverTypeWrapper<PreOrderOptions>;
  PreOrderPickupOptions: ResolverTypeWrapper<PreOrderPickupOptions>;
  Prescription: ResolverTypeWrapper<Omit<Prescription, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  PrescriptionHash: ResolverTypeWrapper<PrescriptionHash>;
  PrescriptionOwnerInput: PrescriptionOwnerInput;
  PriceType: PriceType;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductBrand: ResolverTypeWrapper<ProductBrand>;
  ProductCounters: ResolverTypeWrapper<ProductCounters>;
  ProductInstruction: ResolverTypeWrapper<ProductInstruction>;
  ProductInstructions: ResolverTypeWrapper<ProductInstructions>;
  ProductList: ResolverTypeWrapper<Omit<ProductList, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'product'> & { product: ResolversTypes['Product'] }>;
  ProductPrice: ResolverTypeWrapper<ProductPrice>;
  ProductProperty: ResolverTypeWrapper<ProductProperty>;
  ProductSearchInput: ProductSearchInput;
  Profile: ResolverTypeWrapper<ProfileModel>;
  ProfileNotifications: ResolverTypeWrapper<ProfileNotifications>;
  ProfileNotificationsInput: ProfileNotificationsInput;
  Promotion: ResolverTypeWrapper<PromotionModel>;
  PromotionList: ResolverTypeWrapper<Omit<PromotionList, 'items'> & { items: Array<ResolversTypes['Promotion']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Question: ResolverTypeWrapper<Question>;
  RangeFilterInput: RangeFilterInput;
  ReceiveType: ReceiveType;
  ReceiveTypeOption: ResolverTypeWrapper<ReceiveTypeOption>;
  Receiver: ResolverTypeWrapper<Receiver>;
  ReceiverInput: ReceiverInput;
  ReferralProgram: ResolverTypeWrapper<ReferralProgram>;
  Region: ResolverTypeWrapper<RegionModel>;
  RegisterByOperatorData: RegisterByOperatorData;
  RegisterData: RegisterData;
  RelatedPromo: ResolverTypeWrapper<RelatedPromo>;
  Review: ResolverTypeWrapper<Review>;
  ReviewList: ResolverTypeWrapper<ReviewList>;
  Sale: ResolverTypeWrapper<Sale>;
  SearchAutocomplete: ResolverTypeWrapper<Omit<SearchAutocomplete, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  SearchContent: ResolverTypeWrapper<SearchContent>;
  SearchHelp: ResolverTypeWrapper<SearchHelp>;
  SearchTap: ResolverTypeWrapper<SearchTap>;
  SearchTerm: ResolverTypeWrapper<SearchTerm>;
  Seller: ResolverTypeWrapper<Seller>;
  Session: ResolverTypeWrapper<Omit<Session, 'profile'> & { profile?: Maybe<ResolversTypes['Profile']> }>;
  SetDrugNotifyParams: SetDrugNotifyParams;
  ShopDay: ResolverTypeWrapper<ShopDay>;
  SitemapEntry: ResolverTypeWrapper<SitemapEntry>;
  SitemapKind: SitemapKind;
  SitemapPage: ResolverTypeWrapper<SitemapPage>;
  SortInput: SortInput;
  SortSide: SortSide;
  SortType: SortType;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Tag: ResolverTypeWrapper<Tag>;
  TeamLink: ResolverTypeWrapper<TeamLink>;
  TeamPerson: ResolverTypeWrapper<TeamPersonModel>;
  TeamPersonList: ResolverTypeWrapper<Omit<TeamPersonList, 'items'> & { items: Array<ResolversTypes['TeamPerson']> }>;
  TeamPersonType: TeamPersonType;
  TeamTag: ResolverTypeWrapper<TeamTag>;
  UpdateProfile: UpdateProfile;
  Widget: ResolverTypeWrapper<Omit<Widget, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  Widgets: ResolverTypeWrapper<Omit<Widgets, 'items'> & { items: Array<ResolversTypes['Widget']> }>;
  WidgetsInput: WidgetsInput;
  WorkingHours: ResolverTypeWrapper<WorkingHours>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddPromotedEmailInput: AddPromotedEmailInput;
  AddressCoordinates: AddressCoordinates;
  AddressSuggestion: AddressSuggestion;
  Advertisement: Advertisement;
  AdvertisementBanner: AdvertisementBanner;
  AdvertisementCounter: AdvertisementCounter;
  Advertiser: Advertiser;
  AffiliateCounters: AffiliateCounters;
  Analysis: Analysis;
  AnalysisList: AnalysisList;
  Article: ArticleModel;
  ArticleList: ArticleList;
  ArticleSummary: ArticleSummary;
  AuthPayload: Omit<AuthPayload, 'session'> & { session?: Maybe<ResolversParentTypes['Session']> };
  AuthTokens: AuthTokens;
  Badge: Badge;
  Balance: Balance;
  BalanceTooltip: BalanceTooltip;
  BannerTripwire: BannerTripwire;
  BigSale: BigSale;
  Boolean: Scalars['Boolean']['output'];
  BoundsInput: BoundsInput;
  Brand: Brand;
  BrandLetters: BrandLetters;
  Breadcrumb: Breadcrumb;
  BundleItem: BundleItem;
  CallbackRequest: CallbackRequest;
  Cart: Omit<Cart, 'groups'> & { groups: Array<ResolversParentTypes['CartGroup']> };
  CartButton: CartButton;
  CartGroup: Omit<CartGroup, 'items'> & { items: Array<ResolversParentTypes['CartItem']> };
  CartItem: Omit<CartItem, 'product'> & { product: ResolversParentTypes['Product'] };
  CartItemInput: CartItemInput;
  CartMini: Omit<CartMini, 'groups'> & { groups: Array<ResolversParentTypes['CartGroup']> };
  CartMiniInput: CartMiniInput;
  CartMiniPayload: Omit<CartMiniPayload, 'cart'> & { cart: ResolversParentTypes['CartMini'] };
  CartTotal: CartTotal;
  CatalogPage: CatalogPageResult;
  CatalogSearchInput: CatalogSearchInput;
  Category: CategoryModel;
  Certificate: Certificate;
  Cluster: Cluster;
  CodeSent: CodeSent;
  ContentPage: ContentPage;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DefaultSort: DefaultSort;
  Delivery: Delivery;
  DeliveryAddress: DeliveryAddress;
  DeliveryAddressInput: DeliveryAddressInput;
  DeliveryDate: DeliveryDate;
  DeliveryGroup: DeliveryGroup;
  DeliveryInterval: DeliveryInterval;
  DeliveryItem: DeliveryItem;
  DeliveryParams: DeliveryParams;
  DeliveryZone: DeliveryZone;
  Disease: Disease;
  DiseaseList: DiseaseList;
  Drug: Drug;
  DrugList: DrugList;
  FavoriteProductIds: FavoriteProductIds;
  FavoriteProducts: Omit<FavoriteProducts, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  FilterConfig: Omit<FilterConfig, 'categories' | 'lists'> & { categories: Array<ResolversParentTypes['Category']>, lists: Array<ResolversParentTypes['FilterList']> };
  FilterList: FilterListModel;
  FilterListItem: FilterListItem;
  FilterOption: FilterOption;
  FilterRange: FilterRange;
  FilterTag: FilterTag;
  FilterToggle: FilterToggle;
  Float: Scalars['Float']['output'];
  GeoObject: GeoObject;
  Group: GroupModel;
  GroupForm: GroupForm;
  GroupFormItem: GroupFormItem;
  HomePage: Omit<HomePage, 'categories' | 'promotions'> & { categories: Array<ResolversParentTypes['Category']>, promotions: Array<ResolversParentTypes['Promotion']> };
  HumanWorkingHours: HumanWorkingHours;
  ID: Scalars['ID']['output'];
  Icd10: Icd10;
  Int: Scalars['Int']['output'];
  IsRegistered: IsRegistered;
  ListFilterInput: ListFilterInput;
  LoginOperatorInput: LoginOperatorInput;
  LoginUserByOperatorInput: LoginUserByOperatorInput;
  LoyaltyBalanceChoice: LoyaltyBalanceChoice;
  LoyaltyCard: LoyaltyCard;
  LoyaltyChoice: LoyaltyChoice;
  LoyaltyChoiceParams: LoyaltyChoiceParams;
  LoyaltyHistory: LoyaltyHistory;
  LoyaltyHistoryItem: LoyaltyHistoryItem;
  LoyaltyInfo: LoyaltyInfo;
  LoyaltyInput: LoyaltyInput;
  LoyaltyPointsChoice: LoyaltyPointsChoice;
  LoyaltyPromoChoice: LoyaltyPromoChoice;
  Manufacturer: Manufacturer;
  MapsComment: MapsComment;
  MetaInformation: MetaInformation;
  MetaTag: MetaTag;
  Metro: Metro;
  MindboxCardValidation: MindboxCardValidation;
  Mnn: Mnn;
  Mutation: Record<PropertyKey, never>;
  NameForms: NameForms;
  Notification: Notification;
  NotificationChannels: NotificationChannels;
  NotificationChannelsInput: NotificationChannelsInput;
  OAuthProviderOffer: OAuthProviderOffer;
  OperationResult: OperationResult;
  Order: OrderModel;
  OrderItem: Omit<OrderItem, 'product'> & { product: ResolversParentTypes['Product'] };
  OrderOptions: OrderOptions;
  OrderStatusEntry: OrderStatusEntry;
  OrderTotal: OrderTotal;
  Orders: Omit<Orders, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  PageInfo: PageInfo;
  PaginatorInput: PaginatorInput;
  Payment: Payment;
  PaymentParams: PaymentParams;
  PaymentStatus: PaymentStatus;
  Pharmacy: PharmacyModel;
  PharmacyFilterInput: PharmacyFilterInput;
  PharmacyList: Omit<PharmacyList, 'items'> & { items: Array<ResolversParentTypes['Pharmacy']> };
  PharmacyMap: Omit<PharmacyMap, 'pharmacies'> & { pharmacies: Array<ResolversParentTypes['Pharmacy']> };
  PharmacyStock: Omit<PharmacyStock, 'pharmacy'> & { pharmacy: ResolversParentTypes['Pharmacy'] };
  PharmacyStockList: Omit<PharmacyStockList, 'items'> & { items: Array<ResolversParentTypes['PharmacyStock']> };
  PharmacyTerm: PharmacyTerm;
  PhoneDetails: PhoneDetails;
  PickupMap: Omit<PickupMap, 'points'> & { points: Array<ResolversParentTypes['PickupStorePoint']> };
  PickupStore: Omit<PickupStore, 'pharmacy'> & { pharmacy: ResolversParentTypes['Pharmacy'] };
  PickupStoreList: Omit<PickupStoreList, 'items'> & { items: Array<ResolversParentTypes['PickupStorePoint']> };
  PickupStorePoint: Omit<PickupStorePoint, 'pharmacy'> & { pharmacy: ResolversParentTypes['Pharmacy'] };
  PointsEvent: PointsEvent;
  PreOrder: Omit<PreOrder, 'groups' | 'pharmacy'> & { groups: Array<ResolversParentTypes['PreOrderGroup']>, pharmacy?: Maybe<ResolversParentTypes['Pharmacy']> };
  PreOrderAvailableOptions: PreOrderAvailableOptions;
  PreOrderDeliveryOptions: PreOrderDeliveryOptions;
  PreOrderGroup: Omit<PreOrderGroup, 'items'> & { items: Array<ResolversParentTypes['PreOrderItem']> };
  PreOrderInput: PreOrderInput;
  PreOrderItem: Omit<PreOrderItem, 'product'> & { product: ResolversParentTypes['Product'] };
  PreOrderItemSelectionInput: PreOrderItemSelectionInput;
  PreOrderLoyaltyBalanceInput: PreOrderLoyaltyBalanceInput;
  PreOrderLoyaltyInput: PreOrderLoyaltyInput;
  PreOrderOptions: PreOrderOptions;
  PreOrderPickupOptions: PreOrderPickupOptions;
  Prescription: Omit<Prescription, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  PrescriptionHash: PrescriptionHash;
  PrescriptionOwnerInput: PrescriptionOwnerInput;
  Product: ProductModel;
  ProductBrand: ProductBrand;
  ProductCounters: ProductCounters;
  ProductInstruction: ProductInstruction;
  ProductInstructions: ProductInstructions;
  ProductList: Omit<ProductList, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductPage: Omit<ProductPage, 'product'> & { product: ResolversParentTypes['Product'] };
  ProductPrice: ProductPrice;
  ProductProperty: ProductProperty;
  ProductSearchInput: ProductSearchInput;
  Profile: ProfileModel;
  ProfileNotifications: ProfileNotifications;
  ProfileNotificationsInput: ProfileNotificationsInput;
  Promotion: PromotionModel;
  PromotionList: Omit<PromotionList, 'items'> & { items: Array<ResolversParentTypes['Promotion']> };
  Query: Record<PropertyKey, never>;
  Question: Question;
  RangeFilterInput: RangeFilterInput;
  ReceiveTypeOption: ReceiveTypeOption;
  Receiver: Receiver;
  ReceiverInput: ReceiverInput;
  ReferralProgram: ReferralProgram;
  Region: RegionModel;
  RegisterByOperatorData: RegisterByOperatorData;
  RegisterData: RegisterData;
  RelatedPromo: RelatedPromo;
  Review: Review;
  ReviewList: ReviewList;
  Sale: Sale;
  SearchAutocomplete: Omit<SearchAutocomplete, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  SearchContent: SearchContent;
  SearchHelp: SearchHelp;
  SearchTap: SearchTap;
  SearchTerm: SearchTerm;
  Seller: Seller;
  Session: Omit<Session, 'profile'> & { profile?: Maybe<ResolversParentTypes['Profile']> };
  SetDrugNotifyParams: SetDrugNotifyParams;
  ShopDay: ShopDay;
  SitemapEntry: SitemapEntry;
  SitemapPage: SitemapPage;
  SortInput: SortInput;
  String: Scalars['String']['output'];
  Tag: Tag;
  TeamLink: TeamLink;
  TeamPerson: TeamPersonModel;
  TeamPersonList: Omit<TeamPersonList, 'items'> & { items: Array<ResolversParentTypes['TeamPerson']> };
  TeamTag: TeamTag;
  UpdateProfile: UpdateProfile;
  Widget: Omit<Widget, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  Widgets: Omit<Widgets, 'items'> & { items: Array<ResolversParentTypes['Widget']> };
  WidgetsInput: WidgetsInput;
  WorkingHours: WorkingHours;
};

export type AddressCoordinatesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AddressCoordinates'] = ResolversParentTypes['AddressCoordinates']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inDeliveryZone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  long?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressSuggestionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AddressSuggestion'] = ResolversParentTypes['AddressSuggestion']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateDistrict?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suburb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdvertisementResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Advertisement'] = ResolversParentTypes['Advertisement']> = {
  advertiser?: Resolver<Maybe<ResolversTypes['Advertiser']>, ParentType, ContextType>;
  banner?: Resolver<ResolversTypes['AdvertisementBanner'], ParentType, ContextType>;
  counters?: Resolver<Maybe<ResolversTypes['AdvertisementCounter']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AdvertisementBannerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdvertisementBanner'] = ResolversParentTypes['AdvertisementBanner']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdvertisementCounterResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdvertisementCounter'] = ResolversParentTypes['AdvertisementCounter']> = {
  imps?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  track?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdvertiserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Advertiser'] = ResolversParentTypes['Advertiser']> = {
  erid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AffiliateCountersResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AffiliateCounters'] = ResolversParentTypes['AffiliateCounters']> = {
  tariffCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionAction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionChannel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AnalysisResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Analysis'] = ResolversParentTypes['Analysis']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preparation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalysisListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AnalysisList'] = ResolversParentTypes['AnalysisList']> = {
  items?: Resolver<Array<ResolversTypes['Analysis']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ArticleResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['TeamPerson']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaInformation?: Resolver<ResolversTypes['MetaInformation'], ParentType, ContextType>;
  readTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewer?: Resolver<Maybe<ResolversTypes['TeamPerson']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['TeamTag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ArticleListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ArticleList'] = ResolversParentTypes['ArticleList']> = {
  items?: Resolver<Array<ResolversTypes['ArticleSummary']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ArticleSummaryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ArticleSummary'] = ResolversParentTypes['ArticleSummary']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['TeamTag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  isRegistered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  regionID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
};

export type AuthTokensResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AuthTokens'] = ResolversParentTypes['AuthTokens']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BadgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Badge'] = ResolversParentTypes['Badge']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  src?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BalanceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Balance'] = ResolversParentTypes['Balance']> = {
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsEvents?: Resolver<Array<ResolversTypes['PointsEvent']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tooltip?: Resolver<Maybe<ResolversTypes['BalanceTooltip']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BalanceTooltipResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BalanceTooltip'] = ResolversParentTypes['BalanceTooltip']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BannerTripwireResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BannerTripwire'] = ResolversParentTypes['BannerTripwire']> = {
  backgroundColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BigSaleResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BigSale'] = ResolversParentTypes['BigSale']> = {
  sale?: Resolver<ResolversTypes['Sale'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandLettersResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BrandLetters'] = ResolversParentTypes['BrandLetters']> = {
  en?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ru?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BreadcrumbResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = {
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BundleItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BundleItem'] = ResolversParentTypes['BundleItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallbackRequestResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CallbackRequest'] = ResolversParentTypes['CallbackRequest']> = {
  enableTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  groups?: Resolver<Array<ResolversTypes['CartGroup']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['CartTotal'], ParentType, ContextType>;
};

export type CartButtonResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartButton'] = ResolversParentTypes['CartButton']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartGroupResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartGroup'] = ResolversParentTypes['CartGroup']> = {
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  isChecked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isExpirating?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceTypeID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CartMiniResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartMini'] = ResolversParentTypes['CartMini']> = {
  groups?: Resolver<Array<ResolversTypes['CartGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  regionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['CartTotal'], ParentType, ContextType>;
};

export type CartMiniPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartMiniPayload'] = ResolversParentTypes['CartMiniPayload']> = {
  cart?: Resolver<ResolversTypes['CartMini'], ParentType, ContextType>;
};

export type CartTotalResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartTotal'] = ResolversParentTypes['CartTotal']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  button?: Resolver<ResolversTypes['CartButton'], ParentType, ContextType>;
  courierPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  deliveryIncluded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expensePoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasBookingOnlyPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPrescripted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minSum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  needTotalPrefix?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productsAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promoDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CatalogPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CatalogPage'] = ResolversParentTypes['CatalogPage']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  metaInformation?: Resolver<ResolversTypes['MetaInformation'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  subcategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  doctors?: Resolver<Array<ResolversTypes['TeamPerson']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  img?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CertificateResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Certificate'] = ResolversParentTypes['Certificate']> = {
  dateEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClusterResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Cluster'] = ResolversParentTypes['Cluster']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  long?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CodeSentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CodeSent'] = ResolversParentTypes['CodeSent']> = {
  codeLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resendAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContentPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metaInformation?: Resolver<ResolversTypes['MetaInformation'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DefaultSortResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DefaultSort'] = ResolversParentTypes['DefaultSort']> = {
  side?: Resolver<ResolversTypes['SortSide'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SortType'], ParentType, ContextType>;
};

export type DeliveryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Delivery'] = ResolversParentTypes['Delivery']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  buttonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryGroups?: Resolver<Array<ResolversTypes['DeliveryGroup']>, ParentType, ContextType>;
  isChecked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOfflinePromo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['DeliveryItem']>, ParentType, ContextType>;
  minPriceError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receiveType?: Resolver<ResolversTypes['ReceiveType'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryAddressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeliveryAddress'] = ResolversParentTypes['DeliveryAddress']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entrance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formattedAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSelected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  long?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  office?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeliveryDateResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeliveryDate'] = ResolversParentTypes['DeliveryDate']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intervals?: Resolver<Array<ResolversTypes['DeliveryInterval']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryGroupResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeliveryGroup'] = ResolversParentTypes['DeliveryGroup']> = {
  dateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['DeliveryItem']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receiveType?: Resolver<ResolversTypes['ReceiveType'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DeliveryIntervalResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeliveryInterval'] = ResolversParentTypes['DeliveryInterval']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isExpress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tariffId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeliveryItem'] = ResolversParentTypes['DeliveryItem']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryParamsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeliveryParams'] = ResolversParentTypes['DeliveryParams']> = {
  address?: Resolver<Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiveDay?: Resolver<Maybe<ResolversTypes['ShopDay']>, ParentType, ContextType>;
  receiver?: Resolver<Maybe<ResolversTypes['Receiver']>, ParentType, ContextType>;
};

export type DeliveryZoneResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeliveryZone'] = ResolversParentTypes['DeliveryZone']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coordinates?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courierPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  freeFrom?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minSum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiseaseResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Disease'] = ResolversParentTypes['Disease']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icd10?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  letter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiseaseListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DiseaseList'] = ResolversParentTypes['DiseaseList']> = {
  items?: Resolver<Array<ResolversTypes['Disease']>, ParentType, ContextType>;
  letters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DrugResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Drug'] = ResolversParentTypes['Drug']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradeNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DrugListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DrugList'] = ResolversParentTypes['DrugList']> = {
  items?: Resolver<Array<ResolversTypes['Drug']>, ParentType, ContextType>;
  letters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FavoriteProductIdsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FavoriteProductIds'] = ResolversParentTypes['FavoriteProductIds']> = {
  items?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FavoriteProductsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FavoriteProducts'] = ResolversParentTypes['FavoriteProducts']> = {
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FilterConfigResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FilterConfig'] = ResolversParentTypes['FilterConfig']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  defaultSort?: Resolver<ResolversTypes['DefaultSort'], ParentType, ContextType>;
  lists?: Resolver<Array<ResolversTypes['FilterList']>, ParentType, ContextType, Partial<FilterConfigListsArgs>>;
  options?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  ranges?: Resolver<Array<ResolversTypes['FilterRange']>, ParentType, ContextType>;
  sorts?: Resolver<Array<ResolversTypes['SortType']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['FilterTag']>, ParentType, ContextType>;
  toggles?: Resolver<Array<ResolversTypes['FilterToggle']>, ParentType, ContextType>;
};

export type FilterListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FilterList'] = ResolversParentTypes['FilterList']> = {
  allowsMultipleSelection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSearchEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FilterListItem']>, ParentType, ContextType, Partial<FilterListItemsArgs>>;
  itemsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  searchPlaceholder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FilterListItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FilterListItem'] = ResolversParentTypes['FilterListItem']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSelected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FilterOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FilterOption'] = ResolversParentTypes['FilterOption']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  placeholder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FilterRangeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FilterRange'] = ResolversParentTypes['FilterRange']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FilterTagResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FilterTag'] = ResolversParentTypes['FilterTag']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FilterToggleResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FilterToggle'] = ResolversParentTypes['FilterToggle']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GeoObjectResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GeoObject'] = ResolversParentTypes['GeoObject']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  long?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = {
  analogs?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType>;
  certificates?: Resolver<Array<ResolversTypes['Certificate']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forms?: Resolver<Array<ResolversTypes['GroupForm']>, ParentType, ContextType>;
  icd10?: Resolver<Array<ResolversTypes['Icd10']>, ParentType, ContextType>;
  instruction?: Resolver<Maybe<ResolversTypes['ProductInstruction']>, ParentType, ContextType>;
  mnns?: Resolver<Array<ResolversTypes['Mnn']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GroupFormResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GroupForm'] = ResolversParentTypes['GroupForm']> = {
  items?: Resolver<Array<ResolversTypes['GroupFormItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupFormItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GroupFormItem'] = ResolversParentTypes['GroupFormItem']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dosage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HomePageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['HomePage'] = ResolversParentTypes['HomePage']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  metaInformation?: Resolver<ResolversTypes['MetaInformation'], ParentType, ContextType>;
  promotions?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType>;
};

export type HumanWorkingHoursResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['HumanWorkingHours'] = ResolversParentTypes['HumanWorkingHours']> = {
  days?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Icd10Resolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Icd10'] = ResolversParentTypes['Icd10']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IsRegisteredResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['IsRegistered'] = ResolversParentTypes['IsRegistered']> = {
  isRegistered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LoyaltyBalanceChoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoyaltyBalanceChoice'] = ResolversParentTypes['LoyaltyBalanceChoice']> = {
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LoyaltyCardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoyaltyCard'] = ResolversParentTypes['LoyaltyCard']> = {
  isMain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loyalty?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoyaltyChoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoyaltyChoice'] = ResolversParentTypes['LoyaltyChoice']> = {
  params?: Resolver<ResolversTypes['LoyaltyChoiceParams'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoyaltyChoiceParamsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoyaltyChoiceParams'] = ResolversParentTypes['LoyaltyChoiceParams']> = {
  balances?: Resolver<Array<ResolversTypes['LoyaltyBalanceChoice']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['LoyaltyPointsChoice'], ParentType, ContextType>;
  promo?: Resolver<ResolversTypes['LoyaltyPromoChoice'], ParentType, ContextType>;
};

export type LoyaltyHistoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoyaltyHistory'] = ResolversParentTypes['LoyaltyHistory']> = {
  items?: Resolver<Array<ResolversTypes['LoyaltyHistoryItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoyaltyHistoryItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoyaltyHistoryItem'] = ResolversParentTypes['LoyaltyHistoryItem']> = {
  available_from?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  balanceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiration?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  orderID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoyaltyInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoyaltyInfo'] = ResolversParentTypes['LoyaltyInfo']> = {
  balances?: Resolver<Array<ResolversTypes['Balance']>, ParentType, ContextType>;
  cards?: Resolver<Array<ResolversTypes['LoyaltyCard']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summaryBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoyaltyPointsChoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoyaltyPointsChoice'] = ResolversParentTypes['LoyaltyPointsChoice']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LoyaltyPromoChoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoyaltyPromoChoice'] = ResolversParentTypes['LoyaltyPromoChoice']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ManufacturerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Manufacturer'] = ResolversParentTypes['Manufacturer']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MapsCommentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MapsComment'] = ResolversParentTypes['MapsComment']> = {
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MetaInformationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MetaInformation'] = ResolversParentTypes['MetaInformation']> = {
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  canonical?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  h1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metadata?: Resolver<Array<ResolversTypes['MetaTag']>, ParentType, ContextType>;
  microdata?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MetaTagResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MetaTag'] = ResolversParentTypes['MetaTag']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MetroResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Metro'] = ResolversParentTypes['Metro']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MindboxCardValidationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MindboxCardValidation'] = ResolversParentTypes['MindboxCardValidation']> = {
  isValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextStep?: Resolver<ResolversTypes['LoyaltyCardFlowStep'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MnnResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mnn'] = ResolversParentTypes['Mnn']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addPrescription?: Resolver<ResolversTypes['PrescriptionHash'], ParentType, ContextType, RequireFields<MutationAddPrescriptionArgs, 'prescriptionOwner'>>;
  addPromotedEmail?: Resolver<ResolversTypes['OperationResult'], ParentType, ContextType, RequireFields<MutationAddPromotedEmailArgs, 'input'>>;
  applyLoyaltyProgram?: Resolver<ResolversTypes['LoyaltyInfo'], ParentType, ContextType, RequireFields<MutationApplyLoyaltyProgramArgs, 'loyalty' | 'regionID'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'id'>>;
  clearCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationClearCartArgs, 'regionID'>>;
  clearPreOrder?: Resolver<ResolversTypes['OperationResult'], ParentType, ContextType, RequireFields<MutationClearPreOrderArgs, 'regionID'>>;
  createReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationCreateReviewArgs, 'message' | 'productID' | 'rating'>>;
  getCode?: Resolver<ResolversTypes['CodeSent'], ParentType, ContextType, RequireFields<MutationGetCodeArgs, 'phone'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'code' | 'phone'>>;
  loginOAuth?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginOAuthArgs, 'oauthProvider' | 'token'>>;
  loginOperatorAsUser?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginOperatorAsUserArgs, 'input'>>;
  loginUserByOperator?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginUserByOperatorArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['OperationResult'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['AuthTokens'], ParentType, ContextType, RequireFields<MutationRefreshTokenArgs, 'refreshToken'>>;
  registerClient?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterClientArgs, 'data'>>;
  registerClientByOperator?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterClientByOperatorArgs, 'data'>>;
  requestCallback?: Resolver<ResolversTypes['CallbackRequest'], ParentType, ContextType, RequireFields<MutationRequestCallbackArgs, 'name' | 'phone'>>;
  saveOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSaveOrderArgs, 'regionID'>>;
  setDrugNotify?: Resolver<ResolversTypes['OperationResult'], ParentType, ContextType, RequireFields<MutationSetDrugNotifyArgs, 'params'>>;
  updateCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationUpdateCartArgs, 'items' | 'regionID'>>;
  updateCartMini?: Resolver<ResolversTypes['CartMiniPayload'], ParentType, ContextType, RequireFields<MutationUpdateCartMiniArgs, 'input'>>;
  updateFavoritePharmacy?: Resolver<ResolversTypes['Pharmacy'], ParentType, ContextType, RequireFields<MutationUpdateFavoritePharmacyArgs, 'mode' | 'pharmacyID'>>;
  updateFavoriteProducts?: Resolver<ResolversTypes['FavoriteProducts'], ParentType, ContextType, RequireFields<MutationUpdateFavoriteProductsArgs, 'mode' | 'productID' | 'regionID'>>;
  updatePreOrder?: Resolver<ResolversTypes['PreOrder'], ParentType, ContextType, RequireFields<MutationUpdatePreOrderArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'update'>>;
};

export type NameFormsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NameForms'] = ResolversParentTypes['NameForms']> = {
  i?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  p?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  r?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  component?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  props?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationChannelsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NotificationChannels'] = ResolversParentTypes['NotificationChannels']> = {
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  push?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OAuthProviderOfferResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OAuthProviderOffer'] = ResolversParentTypes['OAuthProviderOffer']> = {
  authorizeUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['OAuthProvider'], ParentType, ContextType>;
};

export type OperationResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OperationResult'] = ResolversParentTypes['OperationResult']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  affiliate?: Resolver<Maybe<ResolversTypes['AffiliateCounters']>, ParentType, ContextType>;
  canBeCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveryParams?: Resolver<Maybe<ResolversTypes['DeliveryParams']>, ParentType, ContextType>;
  firstOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<ResolversTypes['OrderOptions'], ParentType, ContextType>;
  partnerID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentParams?: Resolver<Maybe<ResolversTypes['PaymentParams']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  pharmacy?: Resolver<Maybe<ResolversTypes['Pharmacy']>, ParentType, ContextType>;
  receiveDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  receiveType?: Resolver<ResolversTypes['ReceiveType'], ParentType, ContextType>;
  soapID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['OrderStatusEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['OrderTotal'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceTypeID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderOptionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderOptions'] = ResolversParentTypes['OrderOptions']> = {
  address?: Resolver<Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
};

export type OrderStatusEntryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderStatusEntry'] = ResolversParentTypes['OrderStatusEntry']> = {
  date?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type OrderTotalResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderTotal'] = ResolversParentTypes['OrderTotal']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  courierPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pointsEarned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsSpent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productsAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promoDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrdersResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Orders'] = ResolversParentTypes['Orders']> = {
  marketplaceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  merchantId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
};

export type PaymentParamsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PaymentParams'] = ResolversParentTypes['PaymentParams']> = {
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnURL?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentStatusResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PaymentStatus'] = ResolversParentTypes['PaymentStatus']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatusCode'], ParentType, ContextType>;
};

export type PharmacyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Pharmacy'] = ResolversParentTypes['Pharmacy']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  humanWorkingHours?: Resolver<Array<ResolversTypes['HumanWorkingHours']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApteka?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDoublePoints?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFromLastOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  logotype?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  long?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mapsComments?: Resolver<Array<ResolversTypes['MapsComment']>, ParentType, ContextType>;
  metro?: Resolver<Array<ResolversTypes['Metro']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentTypes?: Resolver<Array<ResolversTypes['PaymentType']>, ParentType, ContextType>;
  phoneDetails?: Resolver<Maybe<ResolversTypes['PhoneDetails']>, ParentType, ContextType>;
  regionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  term?: Resolver<ResolversTypes['PharmacyTerm'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workingHours?: Resolver<Array<ResolversTypes['WorkingHours']>, ParentType, ContextType>;
};

export type PharmacyListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PharmacyList'] = ResolversParentTypes['PharmacyList']> = {
  items?: Resolver<Array<ResolversTypes['Pharmacy']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PharmacyMapResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PharmacyMap'] = ResolversParentTypes['PharmacyMap']> = {
  clusters?: Resolver<Array<ResolversTypes['Cluster']>, ParentType, ContextType>;
  pharmacies?: Resolver<Array<ResolversTypes['Pharmacy']>, ParentType, ContextType>;
};

export type PharmacyStockResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PharmacyStock'] = ResolversParentTypes['PharmacyStock']> = {
  pharmacy?: Resolver<ResolversTypes['Pharmacy'], ParentType, ContextType>;
  pickupDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PharmacyStockListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PharmacyStockList'] = ResolversParentTypes['PharmacyStockList']> = {
  items?: Resolver<Array<ResolversTypes['PharmacyStock']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PharmacyTermResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PharmacyTerm'] = ResolversParentTypes['PharmacyTerm']> = {
  bookingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pickupDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PhoneDetailsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PhoneDetails'] = ResolversParentTypes['PhoneDetails']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PickupMapResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PickupMap'] = ResolversParentTypes['PickupMap']> = {
  clusters?: Resolver<Array<ResolversTypes['Cluster']>, ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['PickupStorePoint']>, ParentType, ContextType>;
};

export type PickupStoreResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PickupStore'] = ResolversParentTypes['PickupStore']> = {
  deliveries?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType>;
  pharmacy?: Resolver<ResolversTypes['Pharmacy'], ParentType, ContextType>;
};

export type PickupStoreListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PickupStoreList'] = ResolversParentTypes['PickupStoreList']> = {
  items?: Resolver<Array<ResolversTypes['PickupStorePoint']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PickupStorePointResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PickupStorePoint'] = ResolversParentTypes['PickupStorePoint']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  availableCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  availableProduct?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pharmacy?: Resolver<ResolversTypes['Pharmacy'], ParentType, ContextType>;
  readyDay?: Resolver<Maybe<ResolversTypes['ShopDay']>, ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointsEventResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PointsEvent'] = ResolversParentTypes['PointsEvent']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreOrderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PreOrder'] = ResolversParentTypes['PreOrder']> = {
  availableOptions?: Resolver<ResolversTypes['PreOrderAvailableOptions'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType>;
  deliveryGroups?: Resolver<Array<ResolversTypes['DeliveryGroup']>, ParentType, ContextType>;
  deliveryParams?: Resolver<Maybe<ResolversTypes['DeliveryParams']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['PreOrderGroup']>, ParentType, ContextType>;
  loyalty?: Resolver<Maybe<ResolversTypes['LoyaltyChoice']>, ParentType, ContextType>;
  options?: Resolver<ResolversTypes['PreOrderOptions'], ParentType, ContextType>;
  pharmacy?: Resolver<Maybe<ResolversTypes['Pharmacy']>, ParentType, ContextType>;
  receiveType?: Resolver<Maybe<ResolversTypes['ReceiveType']>, ParentType, ContextType>;
  receiveTypes?: Resolver<Array<ResolversTypes['ReceiveTypeOption']>, ParentType, ContextType>;
  seller?: Resolver<Maybe<ResolversTypes['Seller']>, ParentType, ContextType>;
  step?: Resolver<ResolversTypes['CheckoutStep'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['CartTotal'], ParentType, ContextType>;
};

export type PreOrderAvailableOptionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PreOrderAvailableOptions'] = ResolversParentTypes['PreOrderAvailableOptions']> = {
  addresses?: Resolver<Array<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  deliveryDates?: Resolver<Array<ResolversTypes['DeliveryDate']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
};

export type PreOrderDeliveryOptionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PreOrderDeliveryOptions'] = ResolversParentTypes['PreOrderDeliveryOptions']> = {
  address?: Resolver<Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  addressError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  interval?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['PaymentType']>, ParentType, ContextType>;
};

export type PreOrderGroupResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PreOrderGroup'] = ResolversParentTypes['PreOrderGroup']> = {
  items?: Resolver<Array<ResolversTypes['PreOrderItem']>, ParentType, ContextType>;
};

export type PreOrderItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PreOrderItem'] = ResolversParentTypes['PreOrderItem']> = {
  availableForSelect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isChecked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isExpirating?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceTypeID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PreOrderOptionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PreOrderOptions'] = ResolversParentTypes['PreOrderOptions']> = {
  delivery?: Resolver<Maybe<ResolversTypes['PreOrderDeliveryOptions']>, ParentType, ContextType>;
  pickup?: Resolver<Maybe<ResolversTypes['PreOrderPickupOptions']>, ParentType, ContextType>;
};

export type PreOrderPickupOptionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PreOrderPickupOptions'] = ResolversParentTypes['PreOrderPickupOptions']> = {
  payment?: Resolver<Maybe<ResolversTypes['PaymentType']>, ParentType, ContextType>;
};

export type PrescriptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Prescription'] = ResolversParentTypes['Prescription']> = {
  dosage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PrescriptionHashResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PrescriptionHash'] = ResolversParentTypes['PrescriptionHash']> = {
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  analogs?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, Partial<ProductAnalogsArgs>>;
  availableForBooking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  availableForOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  badges?: Resolver<Array<ResolversTypes['Badge']>, ParentType, ContextType>;
  bitrixID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['ProductBrand']>, ParentType, ContextType>;
  bundleItemsSimple?: Resolver<Array<ResolversTypes['BundleItem']>, ParentType, ContextType>;
  canPayOnPickup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  certs?: Resolver<Array<ResolversTypes['Certificate']>, ParentType, ContextType>;
  counters?: Resolver<Maybe<ResolversTypes['ProductCounters']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dosage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expirationDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  form?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType>;
  hasOnlyBookingPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPricePrefix?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  instruction?: Resolver<Maybe<ResolversTypes['ProductInstruction']>, ParentType, ContextType>;
  isAdv?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBundle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mnns?: Resolver<Array<ResolversTypes['Mnn']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pharmacies?: Resolver<ResolversTypes['PharmacyStockList'], ParentType, ContextType, Partial<ProductPharmaciesArgs>>;
  pickupDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceOld?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceTypeID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  producer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  producerCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['ProductProperty']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  requiresPrescription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ReviewList'], ParentType, ContextType, Partial<ProductReviewsArgs>>;
  reviewsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewsDisabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seoBasketText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoPriceText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductBrandResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductBrand'] = ResolversParentTypes['ProductBrand']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductCountersResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductCounters'] = ResolversParentTypes['ProductCounters']> = {
  advertisement?: Resolver<Maybe<ResolversTypes['AdvertisementCounter']>, ParentType, ContextType>;
};

export type ProductInstructionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductInstruction'] = ResolversParentTypes['ProductInstruction']> = {
  atcCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contraIndication?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dosage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endRegDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  forChildren?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formulation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullTradeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gtin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icd10?: Resolver<Array<ResolversTypes['Icd10']>, ParentType, ContextType>;
  indictation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  interaction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numberReg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overDosage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pharmAction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reRegDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  registeredAs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortDesc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sideEffect?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specialInstruction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startRegDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  storingCondition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  urlToRegistry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductInstructionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductInstructions'] = ResolversParentTypes['ProductInstructions']> = {
  certs?: Resolver<Array<ResolversTypes['Certificate']>, ParentType, ContextType>;
  instructions?: Resolver<Maybe<ResolversTypes['ProductInstruction']>, ParentType, ContextType>;
};

export type ProductListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductList'] = ResolversParentTypes['ProductList']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  metaInformation?: Resolver<ResolversTypes['MetaInformation'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type ProductPriceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = {
  availableForBooking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  availableForOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dateExpired?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  dateExpiredOpened?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expirationDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  expirationType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPrefix?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isExpirating?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceOld?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceType?: Resolver<ResolversTypes['PriceType'], ParentType, ContextType>;
  priceTypeID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPropertyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductProperty'] = ResolversParentTypes['ProductProperty']> = {
  isMain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  birthday?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  favoriteProducts?: Resolver<ResolversTypes['FavoriteProductIds'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasApplication?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEmployee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEmployeeModeEnable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOperator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPromoCodeAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loyaltyProgram?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['ProfileNotifications'], ParentType, ContextType>;
  patronymic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referralCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProfileNotificationsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProfileNotifications'] = ResolversParentTypes['ProfileNotifications']> = {
  adsAgreement?: Resolver<ResolversTypes['NotificationChannels'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['NotificationChannels'], ParentType, ContextType>;
  personalOffers?: Resolver<ResolversTypes['NotificationChannels'], ParentType, ContextType>;
};

export type PromotionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = {
  advertiser?: Resolver<Maybe<ResolversTypes['Advertiser']>, ParentType, ContextType>;
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateEnd?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  dateStart?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPersonal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  metaInformation?: Resolver<ResolversTypes['MetaInformation'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, Partial<PromotionProductsArgs>>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromotionListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PromotionList'] = ResolversParentTypes['PromotionList']> = {
  items?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  addressCoordinates?: Resolver<Maybe<ResolversTypes['AddressCoordinates']>, ParentType, ContextType, RequireFields<QueryAddressCoordinatesArgs, 'addressText' | 'regionID'>>;
  advertisement?: Resolver<Array<ResolversTypes['Advertisement']>, ParentType, ContextType, RequireFields<QueryAdvertisementArgs, 'regionID' | 'type'>>;
  analyses?: Resolver<ResolversTypes['AnalysisList'], ParentType, ContextType, RequireFields<QueryAnalysesArgs, 'regionID'>>;
  analysis?: Resolver<Maybe<ResolversTypes['Analysis']>, ParentType, ContextType, RequireFields<QueryAnalysisArgs, 'alias' | 'regionID'>>;
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryArticleArgs, 'alias'>>;
  articles?: Resolver<ResolversTypes['ArticleList'], ParentType, ContextType, Partial<QueryArticlesArgs>>;
  bannerTripwire?: Resolver<Maybe<ResolversTypes['BannerTripwire']>, ParentType, ContextType, RequireFields<QueryBannerTripwireArgs, 'regionID'>>;
  bigSale?: Resolver<Maybe<ResolversTypes['BigSale']>, ParentType, ContextType, RequireFields<QueryBigSaleArgs, 'regionID'>>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'alias'>>;
  brandLetters?: Resolver<ResolversTypes['BrandLetters'], ParentType, ContextType>;
  brandsByLetter?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandsByLetterArgs, 'alphabet' | 'letter'>>;
  browsingHistory?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryBrowsingHistoryArgs, 'ids' | 'limit' | 'offset' | 'regionID'>>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<QueryCartArgs, 'regionID'>>;
  cartMini?: Resolver<Maybe<ResolversTypes['CartMini']>, ParentType, ContextType, RequireFields<QueryCartMiniArgs, 'id' | 'regionId'>>;
  catalogPage?: Resolver<ResolversTypes['CatalogPage'], ParentType, ContextType, RequireFields<QueryCatalogPageArgs, 'regionID' | 'search' | 'url'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'alias'>>;
  contentPage?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageArgs, 'path'>>;
  deliveryZones?: Resolver<Array<ResolversTypes['DeliveryZone']>, ParentType, ContextType, RequireFields<QueryDeliveryZonesArgs, 'regionID'>>;
  detectRegion?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  disease?: Resolver<Maybe<ResolversTypes['Disease']>, ParentType, ContextType, RequireFields<QueryDiseaseArgs, 'code'>>;
  diseases?: Resolver<ResolversTypes['DiseaseList'], ParentType, ContextType, Partial<QueryDiseasesArgs>>;
  drugsByLetter?: Resolver<ResolversTypes['DrugList'], ParentType, ContextType, RequireFields<QueryDrugsByLetterArgs, 'alphabet' | 'letter'>>;
  favoriteProducts?: Resolver<ResolversTypes['FavoriteProducts'], ParentType, ContextType, RequireFields<QueryFavoriteProductsArgs, 'regionID'>>;
  filterConfig?: Resolver<ResolversTypes['FilterConfig'], ParentType, ContextType, RequireFields<QueryFilterConfigArgs, 'regionID' | 'type'>>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<QueryGroupArgs, 'code' | 'regionID'>>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homePage?: Resolver<ResolversTypes['HomePage'], ParentType, ContextType, RequireFields<QueryHomePageArgs, 'regionID'>>;
  isRegistered?: Resolver<ResolversTypes['IsRegistered'], ParentType, ContextType, RequireFields<QueryIsRegisteredArgs, 'phone'>>;
  loyalties?: Resolver<Maybe<ResolversTypes['LoyaltyInfo']>, ParentType, ContextType>;
  loyaltyHistory?: Resolver<ResolversTypes['LoyaltyHistory'], ParentType, ContextType, Partial<QueryLoyaltyHistoryArgs>>;
  manufacturer?: Resolver<Maybe<ResolversTypes['Manufacturer']>, ParentType, ContextType, RequireFields<QueryManufacturerArgs, 'code'>>;
  newOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryNewOrderArgs, 'id'>>;
  oauthProviders?: Resolver<Array<ResolversTypes['OAuthProviderOffer']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderByNumber?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderByNumberArgs, 'number' | 'phone'>>;
  ordersHistory?: Resolver<ResolversTypes['Orders'], ParentType, ContextType, Partial<QueryOrdersHistoryArgs>>;
  personalPromotions?: Resolver<ResolversTypes['PromotionList'], ParentType, ContextType, RequireFields<QueryPersonalPromotionsArgs, 'regionID'>>;
  pharmacy?: Resolver<Maybe<ResolversTypes['Pharmacy']>, ParentType, ContextType, RequireFields<QueryPharmacyArgs, 'id'>>;
  pharmacyMap?: Resolver<ResolversTypes['PharmacyMap'], ParentType, ContextType, RequireFields<QueryPharmacyMapArgs, 'xMax' | 'xMin' | 'yMax' | 'yMin' | 'zoom'>>;
  pharmacySearchList?: Resolver<ResolversTypes['PickupStoreList'], ParentType, ContextType, RequireFields<QueryPharmacySearchListArgs, 'regionID'>>;
  pharmacySearchMap?: Resolver<ResolversTypes['PickupMap'], ParentType, ContextType, RequireFields<QueryPharmacySearchMapArgs, 'bounds' | 'regionID' | 'zoom'>>;
  pickupStore?: Resolver<Maybe<ResolversTypes['PickupStore']>, ParentType, ContextType, RequireFields<QueryPickupStoreArgs, 'pharmacyId' | 'regionID'>>;
  preOrder?: Resolver<ResolversTypes['PreOrder'], ParentType, ContextType, RequireFields<QueryPreOrderArgs, 'regionID' | 'step'>>;
  prescription?: Resolver<Maybe<ResolversTypes['Prescription']>, ParentType, ContextType, RequireFields<QueryPrescriptionArgs, 'id'>>;
  prescriptions?: Resolver<Array<ResolversTypes['Prescription']>, ParentType, ContextType, RequireFields<QueryPrescriptionsArgs, 'regionID'>>;
  productAnalogs?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, RequireFields<QueryProductAnalogsArgs, 'alias' | 'regionID'>>;
  productInstructions?: Resolver<Maybe<ResolversTypes['ProductInstructions']>, ParentType, ContextType, RequireFields<QueryProductInstructionsArgs, 'regionID' | 'slug'>>;
  productPage?: Resolver<Maybe<ResolversTypes['ProductPage']>, ParentType, ContextType, RequireFields<QueryProductPageArgs, 'alias' | 'regionID'>>;
  products?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'search'>>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['Promotion']>, ParentType, ContextType, RequireFields<QueryPromotionArgs, 'alias' | 'regionID'>>;
  promotions?: Resolver<ResolversTypes['PromotionList'], ParentType, ContextType, RequireFields<QueryPromotionsArgs, 'regionID'>>;
  referralProgram?: Resolver<Maybe<ResolversTypes['ReferralProgram']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType, RequireFields<QueryRegionArgs, 'regionId'>>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  relatedPromos?: Resolver<Array<ResolversTypes['RelatedPromo']>, ParentType, ContextType, RequireFields<QueryRelatedPromosArgs, 'regionID'>>;
  searchAutocomplete?: Resolver<ResolversTypes['SearchAutocomplete'], ParentType, ContextType, RequireFields<QuerySearchAutocompleteArgs, 'query' | 'regionID' | 'size'>>;
  searchHelp?: Resolver<Array<ResolversTypes['SearchHelp']>, ParentType, ContextType>;
  searchPharmacy?: Resolver<ResolversTypes['PharmacyList'], ParentType, ContextType, RequireFields<QuerySearchPharmacyArgs, 'regionID'>>;
  sitemap?: Resolver<ResolversTypes['SitemapPage'], ParentType, ContextType, RequireFields<QuerySitemapArgs, 'kind'>>;
  suggestAddress?: Resolver<Array<ResolversTypes['AddressSuggestion']>, ParentType, ContextType, RequireFields<QuerySuggestAddressArgs, 'query' | 'regionID'>>;
  suggestRegion?: Resolver<Array<ResolversTypes['GeoObject']>, ParentType, ContextType, RequireFields<QuerySuggestRegionArgs, 'query'>>;
  tag?: Resolver<Maybe<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<QueryTagArgs, 'alias' | 'categoryAlias'>>;
  teamPerson?: Resolver<Maybe<ResolversTypes['TeamPerson']>, ParentType, ContextType, RequireFields<QueryTeamPersonArgs, 'id' | 'type'>>;
  teamPersons?: Resolver<ResolversTypes['TeamPersonList'], ParentType, ContextType, RequireFields<QueryTeamPersonsArgs, 'type'>>;
  userLastOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  validateMindboxCard?: Resolver<ResolversTypes['MindboxCardValidation'], ParentType, ContextType, RequireFields<QueryValidateMindboxCardArgs, 'number'>>;
  widgets?: Resolver<ResolversTypes['Widgets'], ParentType, ContextType, RequireFields<QueryWidgetsArgs, 'input'>>;
};

export type QuestionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Question'] = ResolversParentTypes['Question']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReceiveTypeOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReceiveTypeOption'] = ResolversParentTypes['ReceiveTypeOption']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isChecked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ReceiveType'], ParentType, ContextType>;
};

export type ReceiverResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Receiver'] = ResolversParentTypes['Receiver']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReferralProgramResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReferralProgram'] = ResolversParentTypes['ReferralProgram']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invitedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = {
  cityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cityNames?: Resolver<ResolversTypes['NameForms'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  long?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<ResolversTypes['NameForms'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RelatedPromoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RelatedPromo'] = ResolversParentTypes['RelatedPromo']> = {
  advertiser?: Resolver<Maybe<ResolversTypes['Advertiser']>, ParentType, ContextType>;
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReviewList'] = ResolversParentTypes['ReviewList']> = {
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SaleResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Sale'] = ResolversParentTypes['Sale']> = {
  background?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchAutocompleteResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SearchAutocomplete'] = ResolversParentTypes['SearchAutocomplete']> = {
  contents?: Resolver<Array<ResolversTypes['SearchContent']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sts?: Resolver<Array<ResolversTypes['SearchTerm']>, ParentType, ContextType>;
  taps?: Resolver<Array<ResolversTypes['SearchTap']>, ParentType, ContextType>;
};

export type SearchContentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SearchContent'] = ResolversParentTypes['SearchContent']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchHelpResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SearchHelp'] = ResolversParentTypes['SearchHelp']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchTapResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SearchTap'] = ResolversParentTypes['SearchTap']> = {
  relatedSearch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tap?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchTermResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SearchTerm'] = ResolversParentTypes['SearchTerm']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  st?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SellerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Seller'] = ResolversParentTypes['Seller']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  operator?: Resolver<Maybe<ResolversTypes['AuthTokens']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  regionID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['AuthTokens']>, ParentType, ContextType>;
};

export type ShopDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ShopDay'] = ResolversParentTypes['ShopDay']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DayKind'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SitemapEntryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SitemapEntry'] = ResolversParentTypes['SitemapEntry']> = {
  lastmod?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SitemapPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SitemapPage'] = ResolversParentTypes['SitemapPage']> = {
  items?: Resolver<Array<ResolversTypes['SitemapEntry']>, ParentType, ContextType>;
  lastmod?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TagResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  categoryAlias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metaInformation?: Resolver<ResolversTypes['MetaInformation'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeamLinkResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TeamLink'] = ResolversParentTypes['TeamLink']> = {
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeamPersonResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TeamPerson'] = ResolversParentTypes['TeamPerson']> = {
  certificates?: Resolver<Array<ResolversTypes['Certificate']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['TeamLink']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  posts?: Resolver<ResolversTypes['ArticleList'], ParentType, ContextType, Partial<TeamPersonPostsArgs>>;
  questions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType>;
  scientificArticles?: Resolver<Array<ResolversTypes['TeamLink']>, ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['TeamLink']>, ParentType, ContextType>;
  specialization?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['TeamTag']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TeamPersonType'], ParentType, ContextType>;
};

export type TeamPersonListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TeamPersonList'] = ResolversParentTypes['TeamPersonList']> = {
  items?: Resolver<Array<ResolversTypes['TeamPerson']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TeamTagResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TeamTag'] = ResolversParentTypes['TeamTag']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WidgetResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Widget'] = ResolversParentTypes['Widget']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WidgetsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Widgets'] = ResolversParentTypes['Widgets']> = {
  items?: Resolver<Array<ResolversTypes['Widget']>, ParentType, ContextType>;
};

export type WorkingHoursResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WorkingHours'] = ResolversParentTypes['WorkingHours']> = {
  close?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  AddressCoordinates?: AddressCoordinatesResolvers<ContextType>;
  AddressSuggestion?: AddressSuggestionResolvers<ContextType>;
  Advertisement?: AdvertisementResolvers<ContextType>;
  AdvertisementBanner?: AdvertisementBannerResolvers<ContextType>;
  AdvertisementCounter?: AdvertisementCounterResolvers<ContextType>;
  Advertiser?: AdvertiserResolvers<ContextType>;
  AffiliateCounters?: AffiliateCountersResolvers<ContextType>;
  Analysis?: AnalysisResolvers<ContextType>;
  AnalysisList?: AnalysisListResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticleList?: ArticleListResolvers<ContextType>;
  ArticleSummary?: ArticleSummaryResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  AuthTokens?: AuthTokensResolvers<ContextType>;
  Badge?: BadgeResolvers<ContextType>;
  Balance?: BalanceResolvers<ContextType>;
  BalanceTooltip?: BalanceTooltipResolvers<ContextType>;
  BannerTripwire?: BannerTripwireResolvers<ContextType>;
  BigSale?: BigSaleResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandLetters?: BrandLettersResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  BundleItem?: BundleItemResolvers<ContextType>;
  CallbackRequest?: CallbackRequestResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartButton?: CartButtonResolvers<ContextType>;
  CartGroup?: CartGroupResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartMini?: CartMiniResolvers<ContextType>;
  CartMiniPayload?: CartMiniPayloadResolvers<ContextType>;
  CartTotal?: CartTotalResolvers<ContextType>;
  CatalogPage?: CatalogPageResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Certificate?: CertificateResolvers<ContextType>;
  Cluster?: ClusterResolvers<ContextType>;
  CodeSent?: CodeSentResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DefaultSort?: DefaultSortResolvers<ContextType>;
  Delivery?: DeliveryResolvers<ContextType>;
  DeliveryAddress?: DeliveryAddressResolvers<ContextType>;
  DeliveryDate?: DeliveryDateResolvers<ContextType>;
  DeliveryGroup?: DeliveryGroupResolvers<ContextType>;
  DeliveryInterval?: DeliveryIntervalResolvers<ContextType>;
  DeliveryItem?: DeliveryItemResolvers<ContextType>;
  DeliveryParams?: DeliveryParamsResolvers<ContextType>;
  DeliveryZone?: DeliveryZoneResolvers<ContextType>;
  Disease?: DiseaseResolvers<ContextType>;
  DiseaseList?: DiseaseListResolvers<ContextType>;
  Drug?: DrugResolvers<ContextType>;
  DrugList?: DrugListResolvers<ContextType>;
  FavoriteProductIds?: FavoriteProductIdsResolvers<ContextType>;
  FavoriteProducts?: FavoriteProductsResolvers<ContextType>;
  FilterConfig?: FilterConfigResolvers<ContextType>;
  FilterList?: FilterListResolvers<ContextType>;
  FilterListItem?: FilterListItemResolvers<ContextType>;
  FilterOption?: FilterOptionResolvers<ContextType>;
  FilterRange?: FilterRangeResolvers<ContextType>;
  FilterTag?: FilterTagResolvers<ContextType>;
  FilterToggle?: FilterToggleResolvers<ContextType>;
  GeoObject?: GeoObjectResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  GroupForm?: GroupFormResolvers<ContextType>;
  GroupFormItem?: GroupFormItemResolvers<ContextType>;
  HomePage?: HomePageResolvers<ContextType>;
  HumanWorkingHours?: HumanWorkingHoursResolvers<ContextType>;
  Icd10?: Icd10Resolvers<ContextType>;
  IsRegistered?: IsRegisteredResolvers<ContextType>;
  LoyaltyBalanceChoice?: LoyaltyBalanceChoiceResolvers<ContextType>;
  LoyaltyCard?: LoyaltyCardResolvers<ContextType>;
  LoyaltyChoice?: LoyaltyChoiceResolvers<ContextType>;
  LoyaltyChoiceParams?: LoyaltyChoiceParamsResolvers<ContextType>;
  LoyaltyHistory?: LoyaltyHistoryResolvers<ContextType>;
  LoyaltyHistoryItem?: LoyaltyHistoryItemResolvers<ContextType>;
  LoyaltyInfo?: LoyaltyInfoResolvers<ContextType>;
  LoyaltyPointsChoice?: LoyaltyPointsChoiceResolvers<ContextType>;
  LoyaltyPromoChoice?: LoyaltyPromoChoiceResolvers<ContextType>;
  Manufacturer?: ManufacturerResolvers<ContextType>;
  MapsComment?: MapsCommentResolvers<ContextType>;
  MetaInformation?: MetaInformationResolvers<ContextType>;
  MetaTag?: MetaTagResolvers<ContextType>;
  Metro?: MetroResolvers<ContextType>;
  MindboxCardValidation?: MindboxCardValidationResolvers<ContextType>;
  Mnn?: MnnResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NameForms?: NameFormsResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationChannels?: NotificationChannelsResolvers<ContextType>;
  OAuthProviderOffer?: OAuthProviderOfferResolvers<ContextType>;
  OperationResult?: OperationResultResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderOptions?: OrderOptionsResolvers<ContextType>;
  OrderStatusEntry?: OrderStatusEntryResolvers<ContextType>;
  OrderTotal?: OrderTotalResolvers<ContextType>;
  Orders?: OrdersResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentParams?: PaymentParamsResolvers<ContextType>;
  PaymentStatus?: PaymentStatusResolvers<ContextType>;
  Pharmacy?: PharmacyResolvers<ContextType>;
  PharmacyList?: PharmacyListResolvers<ContextType>;
  PharmacyMap?: PharmacyMapResolvers<ContextType>;
  PharmacyStock?: PharmacyStockResolvers<ContextType>;
  PharmacyStockList?: PharmacyStockListResolvers<ContextType>;
  PharmacyTerm?: PharmacyTermResolvers<ContextType>;
  PhoneDetails?: PhoneDetailsResolvers<ContextType>;
  PickupMap?: PickupMapResolvers<ContextType>;
  PickupStore?: PickupStoreResolvers<ContextType>;
  PickupStoreList?: PickupStoreListResolvers<ContextType>;
  PickupStorePoint?: PickupStorePointResolvers<ContextType>;
  PointsEvent?: PointsEventResolvers<ContextType>;
  PreOrder?: PreOrderResolvers<ContextType>;
  PreOrderAvailableOptions?: PreOrderAvailableOptionsResolvers<ContextType>;
  PreOrderDeliveryOptions?: PreOrderDeliveryOptionsResolvers<ContextType>;
  PreOrderGroup?: PreOrderGroupResolvers<ContextType>;
  PreOrderItem?: PreOrderItemResolvers<ContextType>;
  PreOrderOptions?: PreOrderOptionsResolvers<ContextType>;
  PreOrderPickupOptions?: PreOrderPickupOptionsResolvers<ContextType>;
  Prescription?: PrescriptionResolvers<ContextType>;
  PrescriptionHash?: PrescriptionHashResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductBrand?: ProductBrandResolvers<ContextType>;
  ProductCounters?: ProductCountersResolvers<ContextType>;
  ProductInstruction?: ProductInstructionResolvers<ContextType>;
  ProductInstructions?: ProductInstructionsResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProductProperty?: ProductPropertyResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfileNotifications?: ProfileNotificationsResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionList?: PromotionListResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Question?: QuestionResolvers<ContextType>;
  ReceiveTypeOption?: ReceiveTypeOptionResolvers<ContextType>;
  Receiver?: ReceiverResolvers<ContextType>;
  ReferralProgram?: ReferralProgramResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RelatedPromo?: RelatedPromoResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewList?: ReviewListResolvers<ContextType>;
  Sale?: SaleResolvers<ContextType>;
  SearchAutocomplete?: SearchAutocompleteResolvers<ContextType>;
  SearchContent?: SearchContentResolvers<ContextType>;
  SearchHelp?: SearchHelpResolvers<ContextType>;
  SearchTap?: SearchTapResolvers<ContextType>;
  SearchTerm?: SearchTermResolvers<ContextType>;
  Seller?: SellerResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  ShopDay?: ShopDayResolvers<ContextType>;
  SitemapEntry?: SitemapEntryResolvers<ContextType>;
  SitemapPage?: SitemapPageResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TeamLink?: TeamLinkResolvers<ContextType>;
  TeamPerson?: TeamPersonResolvers<ContextType>;
  TeamPersonList?: TeamPersonListResolvers<ContextType>;
  TeamTag?: TeamTagResolvers<ContextType>;
  Widget?: WidgetResolvers<ContextType>;
  Widgets?: WidgetsResolvers<ContextType>;
  WorkingHours?: WorkingHoursResolvers<ContextType>;
};

