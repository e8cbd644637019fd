// sdk/src/generated/persistedDocuments.ts: generated from schema/ by graphql-codegen — do not edit, run `npm run codegen`.
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
export const GetCodeDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"95809dc01b656916dd3e81ebf0947c6fb6669d2f6a46c0d83c56218d6f055001","operationName":"getCode","operationType":"mutation"}) as unknown as TypedDocumentString<Types.GetCodeMutation, Types.GetCodeMutationVariables>;
export const LoginDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"5a60610674e7e88fecf188bd407fb4f9a397e5119dabf52397ad59e0a7884e72","operationName":"login","operationType":"mutation"}) as unknown as TypedDocumentString<Types.LoginMutation, Types.LoginMutationVariables>;
export const OauthProvidersDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"7dc4c6d8f087dc54c85f9569772b2033acfb25eaea3a108ecddc2bd8b2ba17f1","operationName":"oauthProviders","operationType":"query"}) as unknown as TypedDocumentString<Types.OauthProvidersQuery, Types.OauthProvidersQueryVariables>;
export const LoginOAuthDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"8a280402d547045d42debec8541d466269fdbad2390cebada673683d4b8b594a","operationName":"loginOAuth","operationType":"mutation"}) as unknown as TypedDocumentString<Types.LoginOAuthMutation, Types.LoginOAuthMutationVariables>;
export const LoginOperatorAsUserDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"c45142b50a8068da02a9d17fd9a017b8ad904d2aa9e627da9cb4ec4483a2ffb3","operationName":"loginOperatorAsUser","operationType":"mutation"}) as unknown as TypedDocumentString<Types.LoginOperatorAsUserMutation, Types.LoginOperatorAsUserMutationVariables>;
export const LoginUserByOperatorDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"183efe3dbd3d1d37ea0bca8d8b1f9fcf2d43e7c95edf1160be17ce1a1c773b18","operationName":"loginUserByOperator","operationType":"mutation"}) as unknown as TypedDocumentString<Types.LoginUserByOperatorMutation, Types.LoginUserByOperatorMutationVariables>;
export const RegisterClientDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"d07680b2add8e7f766eddc845befdd0fa33ce5e1aec05718a6db85ffc3ac4101","operationName":"registerClient","operationType":"mutation"}) as unknown as TypedDocumentString<Types.RegisterClientMutation, Types.RegisterClientMutationVariables>;
export const RegisterClientByOperatorDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"96dfc7eed2f23200767f8f6aebda653ffe76e7847eef548d9321566a04b00281","operationName":"registerClientByOperator","operationType":"mutation"}) as unknown as TypedDocumentString<Types.RegisterClientByOperatorMutation, Types.RegisterClientByOperatorMutationVariables>;
export const LogoutDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"6b04b66a48e5893ac56d506c2e3d6625cc9c73686c81115827ae8ea389e04572","operationName":"logout","operationType":"mutation"}) as unknown as TypedDocumentString<Types.LogoutMutation, Types.LogoutMutationVariables>;
export const RefreshTokenDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"42cc5e49d28dbe9f0feb5e6e97d7864cf600432545c034d7e5170be6b7aa7d68","operationName":"refreshToken","operationType":"mutation"}) as unknown as TypedDocumentString<Types.RefreshTokenMutation, Types.RefreshTokenMutationVariables>;
export const IsRegisteredDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"b42273ae72fa9dff711c756ac63cb14f2b503cb45cfdef6da7f5b7bd37dc0ad7","operationName":"isRegistered","operationType":"query"}) as unknown as TypedDocumentString<Types.IsRegisteredQuery, Types.IsRegisteredQueryVariables>;
export const CartDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"45a7f915f49a5efdab5c125fb36440aa64aceca325d8d9ff307cebc404147b0e","operationName":"cart","operationType":"query"}) as unknown as TypedDocumentString<Types.CartQuery, Types.CartQueryVariables>;
export const UpdateCartDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"654af6926c4d1c9541339ced9d7d28d72e13c62ec9edd3748ec48c2b8a707fb0","operationName":"updateCart","operationType":"mutation"}) as unknown as TypedDocumentString<Types.UpdateCartMutation, Types.UpdateCartMutationVariables>;
export const ClearCartDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"0e3039708692324071236f647241bfa523af6f0f53bcb0c9319ca7bfa32c5180","operationName":"clearCart","operationType":"mutation"}) as unknown as TypedDocumentString<Types.ClearCartMutation, Types.ClearCartMutationVariables>;
export const CartMiniDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"fc7435e46d2c1da2daa9346d9e751d51a783f3f832899055fb7188bcd4f8f3f9","operationName":"cartMini","operationType":"query"}) as unknown as TypedDocumentString<Types.CartMiniQuery, Types.CartMiniQueryVariables>;
export const UpdateCartMiniDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"6ec882e351592a7b8e97e50c886fab1b89354b60b7e28696ae329c13c4a99aef","operationName":"updateCartMini","operationType":"mutation"}) as unknown as TypedDocumentString<Types.UpdateCartMiniMutation, Types.UpdateCartMiniMutationVariables>;
export const CatalogPageDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"06c1c50c6af6e1d66c6b6249a9583f022257dbcd24fbbcbd80e72ae65baa3c33","operationName":"CatalogPage","operationType":"query"}) as unknown as TypedDocumentString<Types.CatalogPageQuery, Types.CatalogPageQueryVariables>;
export const ProductsDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"cbf486d0951a2cb5406ad45ef438accf3bd842638c4994f2295b0cd7dc48826d","operationName":"products","operationType":"query"}) as unknown as TypedDocumentString<Types.ProductsQuery, Types.ProductsQueryVariables>;
export const ExpiringProductsDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"cf715a8384b5ad70e20d4f805ad150559cee480f2877a5c6cfc191a67f287d64","operationName":"ExpiringProducts","operationType":"query"}) as unknown as TypedDocumentString<Types.ExpiringProductsQuery, Types.ExpiringProductsQueryVariables>;
export const FilterConfigDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"acd87770b75dbe9a084445206cee1395078287bba58fc45c1ffc4ebd6cc60099","operationName":"filterConfig","operationType":"query"}) as unknown as TypedDocumentString<Types.FilterConfigQuery, Types.FilterConfigQueryVariables>;
export const FilterListItemsDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"84a757436c73a9fd2186e1fa912c46cfafe316fa2c38160cc4c3c5feb93c8c97","operationName":"FilterListItems","operationType":"query"}) as unknown as TypedDocumentString<Types.FilterListItemsQuery, Types.FilterListItemsQueryVariables>;
export const CategoryDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"3a23933c54f6b6a4f54485b0e406d60a49ea60ccaa37af70d92e80375e4122ea","operationName":"category","operationType":"query"}) as unknown as TypedDocumentString<Types.CategoryQuery, Types.CategoryQueryVariables>;
export const CategoriesDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"936a96bf569df131575f2202bc439955ad8553202b1548b032587f7b6d38fb01","operationName":"Categories","operationType":"query"}) as unknown as TypedDocumentString<Types.CategoriesQuery, Types.CategoriesQueryVariables>;
export const TagDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"430a44acd12d7c57df3918abfaa135898e08b6a9415f9232f5bca832413c8e6c","operationName":"tag","operationType":"query"}) as unknown as TypedDocumentString<Types.TagQuery, Types.TagQueryVariables>;
export const BrandLettersDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"9e26d6479be08edda55ea4a1c09afa92e0bda5a1797e2cbcd7751113da6096a5","operationName":"BrandLetters","operationType":"query"}) as unknown as TypedDocumentString<Types.BrandLettersQuery, Types.BrandLettersQueryVariables>;
export const BrandsByLetterDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"926ed131ab65eade78b1c1f28003ddb29bc83347d94436df1e4523099cc5b8c8","operationName":"BrandsByLetter","operationType":"query"}) as unknown as TypedDocumentString<Types.BrandsByLetterQuery, Types.BrandsByLetterQueryVariables>;
export const BrandDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"0c637beb0b8e7ab3cc479e4738fd5d3f56de5978a2d5837dfec2f8fd9697eeb2","operationName":"Brand","operationType":"query"}) as unknown as TypedDocumentString<Types.BrandQuery, Types.BrandQueryVariables>;
export const ManufacturerDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"d460fc86935e6a48b922e5c1fd230df1759b64343816b0698d4603b61ee7262a","operationName":"Manufacturer","operationType":"query"}) as unknown as TypedDocumentString<Types.ManufacturerQuery, Types.ManufacturerQueryVariables>;
export const DrugsByLetterDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"2167ee237b54f414ccb203b7f2015298788d21e1ca09bf6adf33a782f5db7642","operationName":"DrugsByLetter","operationType":"query"}) as unknown as TypedDocumentString<Types.DrugsByLetterQuery, Types.DrugsByLetterQueryVariables>;
export const DiseasesDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"41af7b71fa14efdde8227e1f7006f269b1b05808a9cae4ca5cef832447794214","operationName":"Diseases","operationType":"query"}) as unknown as TypedDocumentString<Types.DiseasesQuery, Types.DiseasesQueryVariables>;
export const DiseaseDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"2145589010ef4e8a40ad4d95c5c5acb930eee16b4dad48e6305146c2bfac0350","operationName":"Disease","operationType":"query"}) as unknown as TypedDocumentString<Types.DiseaseQuery, Types.DiseaseQueryVariables>;
export const PreOrderDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"b7575dd232bf6e238d48a71af0e6bd17b29ff84a6fb4d05ec62469e5c098230f","operationName":"preOrder","operationType":"query"}) as unknown as TypedDocumentString<Types.PreOrderQuery, Types.PreOrderQueryVariables>;
export const UpdatePreOrderDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"91c2306f7cd3025693b740998f0080d71940c1b6e9080c5f8a506b7d8e9a39f1","operationName":"updatePreOrder","operationType":"mutation"}) as unknown as TypedDocumentString<Types.UpdatePreOrderMutation, Types.UpdatePreOrderMutationVariables>;
export const ClearPreOrderDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"642cc588ebc6f2971ee36504ea83929dd5db8c6535be37186ca3f4e856d3260b","operationName":"clearPreOrder","operationType":"mutation"}) as unknown as TypedDocumentString<Types.ClearPreOrderMutation, Types.ClearPreOrderMutationVariables>;
export const SaveOrderDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"519551e23177ea666d9b94df98c31b3ac7f6397516375991aa2cd659fbffbff2","operationName":"saveOrder","operationType":"mutation"}) as unknown as TypedDocumentString<Types.SaveOrderMutation, Types.SaveOrderMutationVariables>;
export const SuggestAddressDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"13d6d8b2420040f17a89aa1db0aa754fc49c937b4d8733b01dc2ee249c6d8705","operationName":"suggestAddress","operationType":"query"}) as unknown as TypedDocumentString<Types.SuggestAddressQuery, Types.SuggestAddressQueryVariables>;
export const AddressCoordinatesDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"70a4f1265863550961b19ff6325adac20d26d917fc56e125d61254204d5cdbfb","operationName":"addressCoordinates","operationType":"query"}) as unknown as TypedDocumentString<Types.AddressCoordinatesQuery, Types.AddressCoordinatesQueryVariables>;
export const DeliveryZonesDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"bf0ed178d697704a34fcf32f755c78e800ae4a1ea3b94e224597e39c820a2184","operationName":"deliveryZones","operationType":"query"}) as unknown as TypedDocumentString<Types.DeliveryZonesQuery, Types.DeliveryZonesQueryVariables>;
export const PickupStoreDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"bbb9636c007f4291242b47a62d641dbdd6a36ac221537f028415f9616f00cb6e","operationName":"pickupStore","operationType":"query"}) as unknown as TypedDocumentString<Types.PickupStoreQuery, Types.PickupStoreQueryVariables>;
export const PharmacySearchMapDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"1536831015a7cf024822e8662c53a6ea92a1dee3df6562e43b35f98b0fbd46a4","operationName":"pharmacySearchMap","operationType":"query"}) as unknown as TypedDocumentString<Types.PharmacySearchMapQuery, Types.PharmacySearchMapQueryVariables>;
export const PharmacySearchListDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"09555eb12444c3ec29582584ea815dbf782ba683e85d09991f98cc0274730a86","operationName":"pharmacySearchList","operationType":"query"}) as unknown as TypedDocumentString<Types.PharmacySearchListQuery, Types.PharmacySearchListQueryVariables>;
export const TeamPersonsDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"c99e1c1590ad5efc2eb4b4eeb74c1bc6d908495e85e892bafa99c6134ffe8048","operationName":"teamPersons","operationType":"query"}) as unknown as TypedDocumentString<Types.TeamPersonsQuery, Types.TeamPersonsQueryVariables>;
export const TeamPersonDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"42834449c4cd7280aa29193d5160fc5da1b50cc7bfc5a42856e5c96a133a3dd0","operationName":"TeamPerson","operationType":"query"}) as unknown as TypedDocumentString<Types.TeamPersonQuery, Types.TeamPersonQueryVariables>;
export const ArticlesDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"cb486753b8e268011982a464a03848a7044746402525ba1207d2bbd23d1b4a47","operationName":"Articles","operationType":"query"}) as unknown as TypedDocumentString<Types.ArticlesQuery, Types.ArticlesQueryVariables>;
export const ArticleDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"4a7fd295d3cccaf8c2e0e5972e767a3595e379e0758836f2454772e26099d3c9","operationName":"Article","operationType":"query"}) as unknown as TypedDocumentString<Types.ArticleQuery, Types.ArticleQueryVariables>;
export const AnalysesDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"5dae42bc20106c5495c04e157c1653948258ea79cfc119d7143bcfea00d8c49a","operationName":"Analyses","operationType":"query"}) as unknown as TypedDocumentString<Types.AnalysesQuery, Types.AnalysesQueryVariables>;
export const AnalysisDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"471bd4a31ce05b6db6ca943b179f0615a125ef0f378ba111dfa8dae88de9e2af","operationName":"Analysis","operationType":"query"}) as unknown as TypedDocumentString<Types.AnalysisQuery, Types.AnalysisQueryVariables>;
export const ContentPageDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"0d64079c62fb84dded2d742bd1b5bc091e0b355ef7e258fcd11637370ff34569","operationName":"ContentPage","operationType":"query"}) as unknown as TypedDocumentString<Types.ContentPageQuery, Types.ContentPageQueryVariables>;
export const LoyaltiesDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"c0d7372140ddf2b1ff1608076e9122b4321acc2c68d0f3d270ca6a17c24ea718","operationName":"loyalties","operationType":"query"}) as unknown as TypedDocumentString<Types.LoyaltiesQuery, Types.LoyaltiesQueryVariables>;
export const LoyaltyHistoryDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"093e307a24229c512d31b6c14d4f4cf0ebad8caf50675ca5f63c5572bebc494d","operationName":"LoyaltyHistory","operationType":"query"}) as unknown as TypedDocumentString<Types.LoyaltyHistoryQuery, Types.LoyaltyHistoryQueryVariables>;
export const ValidateMindboxCardDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"8f3a829c55de5b3fa4790f27fbc003dabef32f31ec6d79dac166abdac32f3f96","operationName":"validateMindboxCard","operationType":"query"}) as unknown as TypedDocumentString<Types.ValidateMindboxCardQuery, Types.ValidateMindboxCardQueryVariables>;
export const ApplyLoyaltyProgramDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"2c05a669863c9204607906fb0367fea7a7b270815b850f492796ba28c1d38f2f","operationName":"applyLoyaltyProgram","operationType":"mutation"}) as unknown as TypedDocumentString<Types.ApplyLoyaltyProgramMutation, Types.ApplyLoyaltyProgramMutationVariables>;
export const RelatedPromosQueryDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"1e61f294dab2cc565014f97e36b641c7e14bbde32e479ece7542f4c1513f712c","operationName":"RelatedPromosQuery","operationType":"query"}) as unknown as TypedDocumentString<Types.RelatedPromosQuery, Types.RelatedPromosQueryVariables>;
export const BigSaleQueryDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"04531a823320379ed271f84f295ff9e251c2925f87e5dd972220187b357d2dde","operationName":"BigSaleQuery","operationType":"query"}) as unknown as TypedDocumentString<Types.BigSaleQuery, Types.BigSaleQueryVariables>;
export const TripwireBannerQueryDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"16fea94bfdf26213968b8c7efbedadaf3face59ec66f069c5f2c85aee171f3f2","operationName":"TripwireBannerQuery","operationType":"query"}) as unknown as TypedDocumentString<Types.TripwireBannerQuery, Types.TripwireBannerQueryVariables>;
export const AdvertisementDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"79f255f30db6a456688eebd3830bd216ec353e02569f920dfe93b9b74477180c","operationName":"advertisement","operationType":"query"}) as unknown as TypedDocumentString<Types.AdvertisementQuery, Types.AdvertisementQueryVariables>;
export const WidgetsDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"2fb68ca542802b7c5de956f1644f60ab77aa0224b5ff2df9d196921b2699330c","operationName":"widgets","operationType":"query"}) as unknown as TypedDocumentString<Types.WidgetsQuery, Types.WidgetsQueryVariables>;
export const PromotionsDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"7bfbb931615e7a0f844977882213ed6e64f208968a01bad011abcd752501191f","operationName":"Promotions","operationType":"query"}) as unknown as TypedDocumentString<Types.PromotionsQuery, Types.PromotionsQueryVariables>;
export const PromotionDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"2dbba9a441d71f73647628709cceb6c319db470703d0c00b8882b3edc741e78d","operationName":"Promotion","operationType":"query"}) as unknown as TypedDocumentString<Types.PromotionQuery, Types.PromotionQueryVariables>;
export const PersonalPromotionsDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"1e8589ffa2de3447236909781ffd5fda05c9a340ecaa726ccbfe503ce57ca86e","operationName":"PersonalPromotions","operationType":"query"}) as unknown as TypedDocumentString<Types.PersonalPromotionsQuery, Types.PersonalPromotionsQueryVariables>;
export const HomePageDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"c2826a0deaa4028d0a4f1fc899aa1b2220b0507eaefca94b642b8922ea5376db","operationName":"HomePage","operationType":"query"}) as unknown as TypedDocumentString<Types.HomePageQuery, Types.HomePageQueryVariables>;
export const ReferralProgramDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"dec7a7b1abfcf2ca49ad30561a171fa65841986509f5d9b6a3986799a8f426b8","operationName":"ReferralProgram","operationType":"query"}) as unknown as TypedDocumentString<Types.ReferralProgramQuery, Types.ReferralProgramQueryVariables>;
export const OrderDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"68d109f61cf9ef36d36a2094d8275e81a2a8f9f15fd6b038200f4d21e8a8b92a","operationName":"order","operationType":"query"}) as unknown as TypedDocumentString<Types.OrderQuery, Types.OrderQueryVariables>;
export const NewOrderDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"4a611c1720e476b8e92cbbed630e69b4a37b2ba47ed815abe76c9862aa8bdf9d","operationName":"newOrder","operationType":"query"}) as unknown as TypedDocumentString<Types.NewOrderQuery, Types.NewOrderQueryVariables>;
export const UserLastOrderDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"4319c5a2712981bb999a759cef14f38aba2ff57948b499d9e372384012f15a20","operationName":"userLastOrder","operationType":"query"}) as unknown as TypedDocumentString<Types.UserLastOrderQuery, Types.UserLastOrderQueryVariables>;
export const OrdersHistoryDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"b167124fa12b0fb551fd55c35b28143698b92d46c9780d9aaf389c2741b9640b","operationName":"OrdersHistory","operationType":"query"}) as unknown as TypedDocumentString<Types.OrdersHistoryQuery, Types.OrdersHistoryQueryVariables>;
export const OrderByNumberDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"30262180a27c1bfea64484fc832cb097d42e87fda9ad24e571213c96a7791bf8","operationName":"OrderByNumber","operationType":"query"}) as unknown as TypedDocumentString<Types.OrderByNumberQuery, Types.OrderByNumberQueryVariables>;
export const CancelOrderDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"567661d3a0ab38a3080ee46f730689dc5dc6df083bc84b06c479df8b4cc1c97a","operationName":"cancelOrder","operationType":"mutation"}) as unknown as TypedDocumentString<Types.CancelOrderMutation, Types.CancelOrderMutationVariables>;
export const PharmacyMapDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"03e63cc4d6d2b6484d4d1c3d0f533ac9452b055cf20965f8db487e705e144eca","operationName":"pharmacyMap","operationType":"query"}) as unknown as TypedDocumentString<Types.PharmacyMapQuery, Types.PharmacyMapQueryVariables>;
export const SearchPharmacyDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"ba58ad87edb33e9704ea79580d32475e3b259129e3430539980da5ea88696ec5","operationName":"searchPharmacy","operationType":"query"}) as unknown as TypedDocumentString<Types.SearchPharmacyQuery, Types.SearchPharmacyQueryVariables>;
export const PharmacyDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"d85a178c69fd68f1c9ae58647e3a3dfb7a570986433b53242196e72f12cef399","operationName":"pharmacy","operationType":"query"}) as unknown as TypedDocumentString<Types.PharmacyQuery, Types.PharmacyQueryVariables>;
export const UpdateFavoritePharmacyDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"c521bbee5279605e14e4db051100c5fab6887cf4655357310028594d5d0e2fce","operationName":"updateFavoritePharmacy","operationType":"mutation"}) as unknown as TypedDocumentString<Types.UpdateFavoritePharmacyMutation, Types.UpdateFavoritePharmacyMutationVariables>;
export const PrescriptionsDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"34ef27676f33c22916cfe5b029215d34d826d6d48845678056c9491c6528091a","operationName":"prescriptions","operationType":"query"}) as unknown as TypedDocumentString<Types.PrescriptionsQuery, Types.PrescriptionsQueryVariables>;
export const PrescriptionDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"52c3aba6ac9235ba61fa6d526f02f5b03ff41429ced921824404e1851a4f703a","operationName":"prescription","operationType":"query"}) as unknown as TypedDocumentString<Types.PrescriptionQuery, Types.PrescriptionQueryVariables>;
export const AddPrescriptionDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"905c043034abd1cc5473824fac74959fae6413654d1ed4af9d4ba8c273226637","operationName":"addPrescription","operationType":"mutation"}) as unknown as TypedDocumentString<Types.AddPrescriptionMutation, Types.AddPrescriptionMutationVariables>;
export const ProductPageDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"519ae8b17c677aa66f6aafe8473a39187ee5c6b0f31a18ea8c83e19c703f9f51","operationName":"ProductPage","operationType":"query"}) as unknown as TypedDocumentString<Types.ProductPageQuery, Types.ProductPageQueryVariables>;
export const ProductInstructionsDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"c9ceb4e60dcd7d47a44a433a1a4662cf182a3931b552a18235b831b8a903dafa","operationName":"productInstructions","operationType":"query"}) as unknown as TypedDocumentString<Types.ProductInstructionsQuery, Types.ProductInstructionsQueryVariables>;
export const GroupDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"0a7d91baad11d5695ad8eac215c8149f5c29ba8907fcd9dfa37ba789e3e71fa6","operationName":"group","operationType":"query"}) as unknown as TypedDocumentString<Types.GroupQuery, Types.GroupQueryVariables>;
export const ProductAnalogsDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"04401669c2b1abde79a5278e0bd39a145237da2cc3e858d5b9172aff51ff1555","operationName":"ProductAnalogs","operationType":"query"}) as unknown as TypedDocumentString<Types.ProductAnalogsQuery, Types.ProductAnalogsQueryVariables>;
export const ProductReviewsDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"2a270c59e5f1d3c69ac4be806438eef1cceb92b59c1aff222d207d348480223d","operationName":"ProductReviews","operationType":"query"}) as unknown as TypedDocumentString<Types.ProductReviewsQuery, Types.ProductReviewsQueryVariables>;
export const ProductPharmaciesDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"f80304049a9b40c3daeceff398c3e7388369bbf5996d71af79ffb06e2bdaa974","operationName":"ProductPharmacies","operationType":"query"}) as unknown as TypedDocumentString<Types.ProductPharmaciesQuery, Types.ProductPharmaciesQueryVariables>;
export const BrowsingHistoryDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"0738c2de270248045083bd24d79ff3071e4064aba9d6e8efe06879da7727f662","operationName":"browsingHistory","operationType":"query"}) as unknown as TypedDocumentString<Types.BrowsingHistoryQuery, Types.BrowsingHistoryQueryVariables>;
export const CreateReviewDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"bb37323c7867ff7b5746171c36e16faa97fef75ea7bdff242f5d0e7e8d2e15cd","operationName":"createReview","operationType":"mutation"}) as unknown as TypedDocumentString<Types.CreateReviewMutation, Types.CreateReviewMutationVariables>;
export const GetProfileDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"2334b0e3024012c88107bc9cfc42df439c31877a1d9a349d577a96e618a8dfc7","operationName":"getProfile","operationType":"query"}) as unknown as TypedDocumentString<Types.GetProfileQuery, Types.GetProfileQueryVariables>;
export const UpdateProfileDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"6e2e536906ceba44914e51d4f5f96de67e228efb7ae6f8cf7d706e7feb61fdd3","operationName":"UpdateProfile","operationType":"mutation"}) as unknown as TypedDocumentString<Types.UpdateProfileMutation, Types.UpdateProfileMutationVariables>;
export const AddPromotedEmailDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"67563591cd80d14c0cc3462404cb29c483f75276751637d96cc83f4ad0a8c417","operationName":"addPromotedEmail","operationType":"mutation"}) as unknown as TypedDocumentString<Types.AddPromotedEmailMutation, Types.AddPromotedEmailMutationVariables>;
export const RequestCallbackDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"430e12bba8a07b29d0340e711dd51464227cd3fb43280d5c0d0f2874e87b8d4f","operationName":"requestCallback","operationType":"mutation"}) as unknown as TypedDocumentString<Types.RequestCallbackMutation, Types.RequestCallbackMutationVariables>;
export const FavoriteProductsDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"8b34d663726f5bcf143586bd7047043e002cf915e35f7b2638e417a96ea7ab81","operationName":"FavoriteProducts","operationType":"query"}) as unknown as TypedDocumentString<Types.FavoriteProductsQuery, Types.FavoriteProductsQueryVariables>;
export const UpdateFavoriteProductsDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"197bf77ca8ae74ddce196aea530968ab58254020aa21e577f93ef10eccd3649c","operationName":"updateFavoriteProducts","operationType":"mutation"}) as unknown as TypedDocumentString<Types.UpdateFavoriteProductsMutation, Types.UpdateFavoriteProductsMutationVariables>;
export const SetDrugNotifyDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"ebb38740a215d8ff13b6df84360f5606a83693e0e50b3711c92f6b903cd0ae41","operationName":"setDrugNotify","operationType":"mutation"}) as unknown as TypedDocumentString<Types.SetDrugNotifyMutation, Types.SetDrugNotifyMutationVariables>;
export const RegionQueryDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"ab47eb573690cf4e870104385d79402161d9b606fb65229addd2296ae3d8361f","operationName":"RegionQuery","operationType":"query"}) as unknown as TypedDocumentString<Types.RegionQuery, Types.RegionQueryVariables>;
export const DetectRegionQueryDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"d4f443fd3c81300e4ebc05ca75ff2108a06ee20066fc6a71eb0fb6e71e92d08d","operationName":"DetectRegionQuery","operationType":"query"}) as unknown as TypedDocumentString<Types.DetectRegionQuery, Types.DetectRegionQueryVariables>;
export const SuggestRegionDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"397b5d0a0d469d1543b001b64a0ef13c6b9f5deb0f43abbd6cb669c0ba6e2360","operationName":"suggestRegion","operationType":"query"}) as unknown as TypedDocumentString<Types.SuggestRegionQuery, Types.SuggestRegionQueryVariables>;
export const RegionsDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"241a7a5140a2606abf4e3d143333093d9e0a1f5d7de0f3c71bb661803f1e083d","operationName":"Regions","operationType":"query"}) as unknown as TypedDocumentString<Types.RegionsQuery, Types.RegionsQueryVariables>;
export const SearchAutocompleteDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"3e29162317aaac8f208c157149d402830f7b60b8f558f7635fd396ae821bc146","operationName":"searchAutocomplete","operationType":"query"}) as unknown as TypedDocumentString<Types.SearchAutocompleteQuery, Types.SearchAutocompleteQueryVariables>;
export const SearchHelpDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"6ce59c3a121a4f957bf290b05290ba5041f70cbe1e9b82b8eeb7d7dbccb0a63a","operationName":"searchHelp","operationType":"query"}) as unknown as TypedDocumentString<Types.SearchHelpQuery, Types.SearchHelpQueryVariables>;
export const SitemapDocument = /*#__PURE__*/ new TypedDocumentString('', {"hash":"fbe29c2f6f40b9b51108626511f36d0f5dfef5325925336ba95dd40709378efe","operationName":"Sitemap","operationType":"query"}) as unknown as TypedDocumentString<Types.SitemapQuery, Types.SitemapQueryVariables>;