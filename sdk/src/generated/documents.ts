// sdk/src/generated/documents.ts: generated from schema/ by graphql-codegen — do not edit, run `npm run codegen`.
/* eslint-disable */
import type * as Types from './graphql';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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
    `, {"fragmentName":"AuthTokensFields"}) as unknown as TypedDocumentString<Types.AuthTokensFieldsFragment, unknown>;
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
    `, {"fragmentName":"ProfileFields"}) as unknown as TypedDocumentString<Types.ProfileFieldsFragment, unknown>;
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
}`, {"fragmentName":"SessionFields"}) as unknown as TypedDocumentString<Types.SessionFieldsFragment, unknown>;
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
}`, {"fragmentName":"AuthPayloadFields"}) as unknown as TypedDocumentString<Types.AuthPayloadFieldsFragment, unknown>;
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
    `, {"fragmentName":"MetaInformationFields"}) as unknown as TypedDocumentString<Types.MetaInformationFieldsFragment, unknown>;
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
    `, {"fragmentName":"CartGroupFields"}) as unknown as TypedDocumentString<Types.CartGroupFieldsFragment, unknown>;
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
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
}
    `, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<Types.ProductCardFieldsFragment, unknown>;
export const FilterListItemFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment FilterListItemFields on FilterListItem {
  id
  title
  subtitle
  isSelected
  count
}
    `, {"fragmentName":"FilterListItemFields"}) as unknown as TypedDocumentString<Types.FilterListItemFieldsFragment, unknown>;
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
    `, {"fragmentName":"CategoryFields"}) as unknown as TypedDocumentString<Types.CategoryFieldsFragment, unknown>;
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
}`, {"fragmentName":"CategoryTree"}) as unknown as TypedDocumentString<Types.CategoryTreeFragment, unknown>;
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
    `, {"fragmentName":"DeliveryItemFields"}) as unknown as TypedDocumentString<Types.DeliveryItemFieldsFragment, unknown>;
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
}`, {"fragmentName":"DeliveryGroupFields"}) as unknown as TypedDocumentString<Types.DeliveryGroupFieldsFragment, unknown>;
export const CartTotalFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CartTotalFields on CartTotal {
  amount
  totalAmount
  productsAmount
  productsCount
  discount
  priceDiscount
  promoDiscount
  promoCode
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  deliveryIncluded
  minSum
  button {
    available
    message
  }
  hasPrescripted
}
    `, {"fragmentName":"CartTotalFields"}) as unknown as TypedDocumentString<Types.CartTotalFieldsFragment, unknown>;
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
    `, {"fragmentName":"LoyaltyChoiceFields"}) as unknown as TypedDocumentString<Types.LoyaltyChoiceFieldsFragment, unknown>;
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
    `, {"fragmentName":"DeliveryAddressFields"}) as unknown as TypedDocumentString<Types.DeliveryAddressFieldsFragment, unknown>;
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
    `, {"fragmentName":"DeliveryDateFields"}) as unknown as TypedDocumentString<Types.DeliveryDateFieldsFragment, unknown>;
export const ShopDayFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
}
    `, {"fragmentName":"ShopDayFields"}) as unknown as TypedDocumentString<Types.ShopDayFieldsFragment, unknown>;
export const DeliveryParamsFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment DeliveryParamsFields on DeliveryParams {
  address {
    ...DeliveryAddressFields
  }
  comment
  dateText
  receiveDay {
    ...ShopDayFields
  }
  receiver {
    name
    phone
  }
}
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
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
}`, {"fragmentName":"DeliveryParamsFields"}) as unknown as TypedDocumentString<Types.DeliveryParamsFieldsFragment, unknown>;
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
  timeZone
}
    `, {"fragmentName":"PharmacyFields"}) as unknown as TypedDocumentString<Types.PharmacyFieldsFragment, unknown>;
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
}`, {"fragmentName":"DeliveryFields"}) as unknown as TypedDocumentString<Types.DeliveryFieldsFragment, unknown>;
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
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
}
fragment CartTotalFields on CartTotal {
  amount
  totalAmount
  productsAmount
  productsCount
  discount
  priceDiscount
  promoDiscount
  promoCode
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  deliveryIncluded
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
  receiveDay {
    ...ShopDayFields
  }
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
  timeZone
}`, {"fragmentName":"PreOrderFields"}) as unknown as TypedDocumentString<Types.PreOrderFieldsFragment, unknown>;
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
  readyDay {
    ...ShopDayFields
  }
}
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
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
  timeZone
}`, {"fragmentName":"PickupStorePointFields"}) as unknown as TypedDocumentString<Types.PickupStorePointFieldsFragment, unknown>;
export const ClusterFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment ClusterFields on Cluster {
  id
  count
  lat
  long
  selected
}
    `, {"fragmentName":"ClusterFields"}) as unknown as TypedDocumentString<Types.ClusterFieldsFragment, unknown>;
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
    `, {"fragmentName":"TeamPersonSummary"}) as unknown as TypedDocumentString<Types.TeamPersonSummaryFragment, unknown>;
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
    `, {"fragmentName":"ArticleSummaryFields"}) as unknown as TypedDocumentString<Types.ArticleSummaryFieldsFragment, unknown>;
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
    `, {"fragmentName":"LoyaltyInfoFields"}) as unknown as TypedDocumentString<Types.LoyaltyInfoFieldsFragment, unknown>;
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
    `, {"fragmentName":"PromotionSummary"}) as unknown as TypedDocumentString<Types.PromotionSummaryFragment, unknown>;
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
    productsAmount
    discount
    priceDiscount
    promoDiscount
    promoCode
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
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
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
  receiveDay {
    ...ShopDayFields
  }
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
  timeZone
}`, {"fragmentName":"OrderFields"}) as unknown as TypedDocumentString<Types.OrderFieldsFragment, unknown>;
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
    `, {"fragmentName":"ProductSummary"}) as unknown as TypedDocumentString<Types.ProductSummaryFragment, unknown>;
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
    `, {"fragmentName":"ProductPriceFields"}) as unknown as TypedDocumentString<Types.ProductPriceFieldsFragment, unknown>;
export const CertificateFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CertificateFields on Certificate {
  id
  title
  url
  dateEnd
}
    `, {"fragmentName":"CertificateFields"}) as unknown as TypedDocumentString<Types.CertificateFieldsFragment, unknown>;
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
    `, {"fragmentName":"InstructionFields"}) as unknown as TypedDocumentString<Types.InstructionFieldsFragment, unknown>;
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
  timeZone
}
    `, {"fragmentName":"RegionFields"}) as unknown as TypedDocumentString<Types.RegionFieldsFragment, unknown>;
export const GetCodeDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation getCode($phone: String!) {
  getCode(phone: $phone) {
    success
    resendAfter
    codeLength
  }
}
    `) as unknown as TypedDocumentString<Types.GetCodeMutation, Types.GetCodeMutationVariables>;
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
}`) as unknown as TypedDocumentString<Types.LoginMutation, Types.LoginMutationVariables>;
export const OauthProvidersDocument = /*#__PURE__*/ new TypedDocumentString(`
    query oauthProviders {
  oauthProviders {
    provider
    name
    authorizeUrl
  }
}
    `) as unknown as TypedDocumentString<Types.OauthProvidersQuery, Types.OauthProvidersQueryVariables>;
export const LoginOAuthDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation loginOAuth($oauthProvider: OAuthProvider!, $token: String!, $referrerCode: String, $state: String) {
  loginOAuth(
    oauthProvider: $oauthProvider
    token: $token
    referrerCode: $referrerCode
    state: $state
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
}`) as unknown as TypedDocumentString<Types.LoginOAuthMutation, Types.LoginOAuthMutationVariables>;
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
}`) as unknown as TypedDocumentString<Types.LoginOperatorAsUserMutation, Types.LoginOperatorAsUserMutationVariables>;
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
}`) as unknown as TypedDocumentString<Types.LoginUserByOperatorMutation, Types.LoginUserByOperatorMutationVariables>;
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
}`) as unknown as TypedDocumentString<Types.RegisterClientMutation, Types.RegisterClientMutationVariables>;
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
}`) as unknown as TypedDocumentString<Types.RegisterClientByOperatorMutation, Types.RegisterClientByOperatorMutationVariables>;
export const LogoutDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation logout {
  logout {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<Types.LogoutMutation, Types.LogoutMutationVariables>;
export const RefreshTokenDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation refreshToken($refreshToken: String!) {
  refreshToken(refreshToken: $refreshToken) {
    ...AuthTokensFields
  }
}
    fragment AuthTokensFields on AuthTokens {
  accessToken
  refreshToken
}`) as unknown as TypedDocumentString<Types.RefreshTokenMutation, Types.RefreshTokenMutationVariables>;
export const IsRegisteredDocument = /*#__PURE__*/ new TypedDocumentString(`
    query isRegistered($phone: String!) {
  isRegistered(phone: $phone) {
    isRegistered
  }
}
    `) as unknown as TypedDocumentString<Types.IsRegisteredQuery, Types.IsRegisteredQueryVariables>;
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
  priceDiscount
  promoDiscount
  promoCode
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  deliveryIncluded
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
}`) as unknown as TypedDocumentString<Types.CartQuery, Types.CartQueryVariables>;
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
  priceDiscount
  promoDiscount
  promoCode
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  deliveryIncluded
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
}`) as unknown as TypedDocumentString<Types.UpdateCartMutation, Types.UpdateCartMutationVariables>;
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
  priceDiscount
  promoDiscount
  promoCode
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  deliveryIncluded
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
}`) as unknown as TypedDocumentString<Types.ClearCartMutation, Types.ClearCartMutationVariables>;
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
  priceDiscount
  promoDiscount
  promoCode
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  deliveryIncluded
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
}`) as unknown as TypedDocumentString<Types.CartMiniQuery, Types.CartMiniQueryVariables>;
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
  priceDiscount
  promoDiscount
  promoCode
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  deliveryIncluded
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
}`) as unknown as TypedDocumentString<Types.UpdateCartMiniMutation, Types.UpdateCartMiniMutationVariables>;
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
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
}`) as unknown as TypedDocumentString<Types.CatalogPageQuery, Types.CatalogPageQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.ProductsQuery, Types.ProductsQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.ExpiringProductsQuery, Types.ExpiringProductsQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.FilterConfigQuery, Types.FilterConfigQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.FilterListItemsQuery, Types.FilterListItemsQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.CategoryQuery, Types.CategoryQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.CategoriesQuery, Types.CategoriesQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.TagQuery, Types.TagQueryVariables>;
export const BrandLettersDocument = /*#__PURE__*/ new TypedDocumentString(`
    query BrandLetters {
  brandLetters {
    ru
    en
  }
}
    `) as unknown as TypedDocumentString<Types.BrandLettersQuery, Types.BrandLettersQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.BrandsByLetterQuery, Types.BrandsByLetterQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.BrandQuery, Types.BrandQueryVariables>;
export const ManufacturerDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Manufacturer($code: String!) {
  manufacturer(code: $code) {
    code
    name
    country
    url
  }
}
    `) as unknown as TypedDocumentString<Types.ManufacturerQuery, Types.ManufacturerQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.DrugsByLetterQuery, Types.DrugsByLetterQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.DiseasesQuery, Types.DiseasesQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.DiseaseQuery, Types.DiseaseQueryVariables>;
export const PreOrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    query preOrder($regionID: ID!, $step: CheckoutStep!) {
  preOrder(regionID: $regionID, step: $step) {
    ...PreOrderFields
  }
}
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
}
fragment CartTotalFields on CartTotal {
  amount
  totalAmount
  productsAmount
  productsCount
  discount
  priceDiscount
  promoDiscount
  promoCode
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  deliveryIncluded
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
  receiveDay {
    ...ShopDayFields
  }
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
  timeZone
}`) as unknown as TypedDocumentString<Types.PreOrderQuery, Types.PreOrderQueryVariables>;
export const UpdatePreOrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation updatePreOrder($input: PreOrderInput!) {
  updatePreOrder(input: $input) {
    ...PreOrderFields
  }
}
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
}
fragment CartTotalFields on CartTotal {
  amount
  totalAmount
  productsAmount
  productsCount
  discount
  priceDiscount
  promoDiscount
  promoCode
  points
  expensePoints
  hasBookingOnlyPrices
  needTotalPrefix
  quantity
  courierPrice
  deliveryIncluded
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
  receiveDay {
    ...ShopDayFields
  }
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
  timeZone
}`) as unknown as TypedDocumentString<Types.UpdatePreOrderMutation, Types.UpdatePreOrderMutationVariables>;
export const ClearPreOrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation clearPreOrder($regionID: ID!) {
  clearPreOrder(regionID: $regionID) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<Types.ClearPreOrderMutation, Types.ClearPreOrderMutationVariables>;
export const SaveOrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation saveOrder($regionID: ID!, $idempotencyKey: String) {
  saveOrder(regionID: $regionID, idempotencyKey: $idempotencyKey) {
    ...OrderFields
  }
}
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
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
  receiveDay {
    ...ShopDayFields
  }
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
    productsAmount
    discount
    priceDiscount
    promoDiscount
    promoCode
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
  timeZone
}`) as unknown as TypedDocumentString<Types.SaveOrderMutation, Types.SaveOrderMutationVariables>;
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
    `) as unknown as TypedDocumentString<Types.SuggestAddressQuery, Types.SuggestAddressQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.AddressCoordinatesQuery, Types.AddressCoordinatesQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.DeliveryZonesQuery, Types.DeliveryZonesQueryVariables>;
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
  timeZone
}`) as unknown as TypedDocumentString<Types.PickupStoreQuery, Types.PickupStoreQueryVariables>;
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
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
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
  readyDay {
    ...ShopDayFields
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
  timeZone
}`) as unknown as TypedDocumentString<Types.PharmacySearchMapQuery, Types.PharmacySearchMapQueryVariables>;
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
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
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
  readyDay {
    ...ShopDayFields
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
  timeZone
}`) as unknown as TypedDocumentString<Types.PharmacySearchListQuery, Types.PharmacySearchListQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.TeamPersonsQuery, Types.TeamPersonsQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.TeamPersonQuery, Types.TeamPersonQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.ArticlesQuery, Types.ArticlesQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.ArticleQuery, Types.ArticleQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.AnalysesQuery, Types.AnalysesQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.AnalysisQuery, Types.AnalysisQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.ContentPageQuery, Types.ContentPageQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.LoyaltiesQuery, Types.LoyaltiesQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.LoyaltyHistoryQuery, Types.LoyaltyHistoryQueryVariables>;
export const ValidateMindboxCardDocument = /*#__PURE__*/ new TypedDocumentString(`
    query validateMindboxCard($number: String!) {
  validateMindboxCard(number: $number) {
    isValid
    status
    nextStep
  }
}
    `) as unknown as TypedDocumentString<Types.ValidateMindboxCardQuery, Types.ValidateMindboxCardQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.ApplyLoyaltyProgramMutation, Types.ApplyLoyaltyProgramMutationVariables>;
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
    `) as unknown as TypedDocumentString<Types.RelatedPromosQuery, Types.RelatedPromosQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.BigSaleQuery, Types.BigSaleQueryVariables>;
export const TripwireBannerQueryDocument = /*#__PURE__*/ new TypedDocumentString(`
    query TripwireBannerQuery($regionID: ID!) {
  bannerTripwire(regionID: $regionID) {
    text
    backgroundColor
    textColor
    url
  }
}
    `) as unknown as TypedDocumentString<Types.TripwireBannerQuery, Types.TripwireBannerQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.AdvertisementQuery, Types.AdvertisementQueryVariables>;
export const WidgetsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query widgets($input: WidgetsInput!) {
  widgets(input: $input) {
    items {
      alias
      title
      items {
        ...ProductCardFields
      }
    }
  }
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
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
}`) as unknown as TypedDocumentString<Types.WidgetsQuery, Types.WidgetsQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.PromotionsQuery, Types.PromotionsQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.PromotionQuery, Types.PromotionQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.PersonalPromotionsQuery, Types.PersonalPromotionsQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.HomePageQuery, Types.HomePageQueryVariables>;
export const ReferralProgramDocument = /*#__PURE__*/ new TypedDocumentString(`
    query ReferralProgram {
  referralProgram {
    code
    link
    invitedCount
    reward
  }
}
    `) as unknown as TypedDocumentString<Types.ReferralProgramQuery, Types.ReferralProgramQueryVariables>;
export const OrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    query order($id: ID!) {
  order(id: $id) {
    ...OrderFields
  }
}
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
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
  receiveDay {
    ...ShopDayFields
  }
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
    productsAmount
    discount
    priceDiscount
    promoDiscount
    promoCode
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
  timeZone
}`) as unknown as TypedDocumentString<Types.OrderQuery, Types.OrderQueryVariables>;
export const NewOrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    query newOrder($id: ID!) {
  newOrder(id: $id) {
    ...OrderFields
  }
}
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
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
  receiveDay {
    ...ShopDayFields
  }
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
    productsAmount
    discount
    priceDiscount
    promoDiscount
    promoCode
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
  timeZone
}`) as unknown as TypedDocumentString<Types.NewOrderQuery, Types.NewOrderQueryVariables>;
export const UserLastOrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    query userLastOrder {
  userLastOrder {
    ...OrderFields
  }
}
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
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
  receiveDay {
    ...ShopDayFields
  }
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
    productsAmount
    discount
    priceDiscount
    promoDiscount
    promoCode
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
  timeZone
}`) as unknown as TypedDocumentString<Types.UserLastOrderQuery, Types.UserLastOrderQueryVariables>;
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
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
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
  receiveDay {
    ...ShopDayFields
  }
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
    productsAmount
    discount
    priceDiscount
    promoDiscount
    promoCode
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
  timeZone
}`) as unknown as TypedDocumentString<Types.OrdersHistoryQuery, Types.OrdersHistoryQueryVariables>;
export const OrderByNumberDocument = /*#__PURE__*/ new TypedDocumentString(`
    query OrderByNumber($number: String!, $phone: String!) {
  orderByNumber(number: $number, phone: $phone) {
    ...OrderFields
  }
}
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
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
  receiveDay {
    ...ShopDayFields
  }
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
    productsAmount
    discount
    priceDiscount
    promoDiscount
    promoCode
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
  timeZone
}`) as unknown as TypedDocumentString<Types.OrderByNumberQuery, Types.OrderByNumberQueryVariables>;
export const CancelOrderDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation cancelOrder($id: ID!, $reason: String) {
  cancelOrder(id: $id, reason: $reason) {
    ...OrderFields
  }
}
    fragment ShopDayFields on ShopDay {
  date
  kind
  text
  timeZone
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
  receiveDay {
    ...ShopDayFields
  }
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
    productsAmount
    discount
    priceDiscount
    promoDiscount
    promoCode
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
  timeZone
}`) as unknown as TypedDocumentString<Types.CancelOrderMutation, Types.CancelOrderMutationVariables>;
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
  timeZone
}`) as unknown as TypedDocumentString<Types.PharmacyMapQuery, Types.PharmacyMapQueryVariables>;
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
  timeZone
}`) as unknown as TypedDocumentString<Types.SearchPharmacyQuery, Types.SearchPharmacyQueryVariables>;
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
  timeZone
}`) as unknown as TypedDocumentString<Types.PharmacyQuery, Types.PharmacyQueryVariables>;
export const UpdateFavoritePharmacyDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation updateFavoritePharmacy($mode: FavoriteMode!, $pharmacyID: ID!) {
  updateFavoritePharmacy(mode: $mode, pharmacyID: $pharmacyID) {
    id
    isFavorite
  }
}
    `) as unknown as TypedDocumentString<Types.UpdateFavoritePharmacyMutation, Types.UpdateFavoritePharmacyMutationVariables>;
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
}`) as unknown as TypedDocumentString<Types.PrescriptionsQuery, Types.PrescriptionsQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.PrescriptionQuery, Types.PrescriptionQueryVariables>;
export const AddPrescriptionDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation addPrescription($prescriptionOwner: PrescriptionOwnerInput!) {
  addPrescription(prescriptionOwner: $prescriptionOwner) {
    hash
  }
}
    `) as unknown as TypedDocumentString<Types.AddPrescriptionMutation, Types.AddPrescriptionMutationVariables>;
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
}`) as unknown as TypedDocumentString<Types.ProductPageQuery, Types.ProductPageQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.ProductInstructionsQuery, Types.ProductInstructionsQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.GroupQuery, Types.GroupQueryVariables>;
export const ProductAnalogsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query ProductAnalogs($alias: String!, $regionID: ID!, $paginator: PaginatorInput) {
  productAnalogs(alias: $alias, regionID: $regionID, paginator: $paginator) {
    items {
      ...ProductCardFields
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
  counters {
    advertisement {
      track
      imps
      position
      name
    }
  }
}`) as unknown as TypedDocumentString<Types.ProductAnalogsQuery, Types.ProductAnalogsQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.ProductReviewsQuery, Types.ProductReviewsQueryVariables>;
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
  timeZone
}`) as unknown as TypedDocumentString<Types.ProductPharmaciesQuery, Types.ProductPharmaciesQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.BrowsingHistoryQuery, Types.BrowsingHistoryQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.CreateReviewMutation, Types.CreateReviewMutationVariables>;
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
}`) as unknown as TypedDocumentString<Types.GetProfileQuery, Types.GetProfileQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.UpdateProfileMutation, Types.UpdateProfileMutationVariables>;
export const AddPromotedEmailDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation addPromotedEmail($input: AddPromotedEmailInput!) {
  addPromotedEmail(input: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<Types.AddPromotedEmailMutation, Types.AddPromotedEmailMutationVariables>;
export const RequestCallbackDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation requestCallback($phone: String!, $name: String!) {
  requestCallback(phone: $phone, name: $name) {
    enableTime
  }
}
    `) as unknown as TypedDocumentString<Types.RequestCallbackMutation, Types.RequestCallbackMutationVariables>;
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
}`) as unknown as TypedDocumentString<Types.FavoriteProductsQuery, Types.FavoriteProductsQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.UpdateFavoriteProductsMutation, Types.UpdateFavoriteProductsMutationVariables>;
export const SetDrugNotifyDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation setDrugNotify($params: SetDrugNotifyParams!) {
  setDrugNotify(params: $params) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<Types.SetDrugNotifyMutation, Types.SetDrugNotifyMutationVariables>;
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
  timeZone
}`) as unknown as TypedDocumentString<Types.RegionQuery, Types.RegionQueryVariables>;
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
  timeZone
}`) as unknown as TypedDocumentString<Types.DetectRegionQuery, Types.DetectRegionQueryVariables>;
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
    `) as unknown as TypedDocumentString<Types.SuggestRegionQuery, Types.SuggestRegionQueryVariables>;
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
  timeZone
}`) as unknown as TypedDocumentString<Types.RegionsQuery, Types.RegionsQueryVariables>;
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
}`) as unknown as TypedDocumentString<Types.SearchAutocompleteQuery, Types.SearchAutocompleteQueryVariables>;
export const SearchHelpDocument = /*#__PURE__*/ new TypedDocumentString(`
    query searchHelp {
  searchHelp {
    url
    value
  }
}
    `) as unknown as TypedDocumentString<Types.SearchHelpQuery, Types.SearchHelpQueryVariables>;
export const SitemapDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Sitemap($kind: SitemapKind!, $paginator: PaginatorInput) {
  sitemap(kind: $kind, paginator: $paginator) {
    items {
      path
      lastmod
    }
    total
    lastmod
  }
}
    `) as unknown as TypedDocumentString<Types.SitemapQuery, Types.SitemapQueryVariables>;