// schema/src/generated/operationDocuments.ts: generated from schema/ by graphql-codegen — do not edit, run `npm run codegen`.
/* eslint-disable */
/** Every operation of schema/operations by name, its text exactly as the sdk sends it. */
export const operationDocuments: Readonly<Record<string, string>> = {
  GetCode: `
    mutation getCode($phone: String!) {
  getCode(phone: $phone) {
    success
    resendAfter
    codeLength
  }
}
    `,
  Login: `
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
}`,
  OauthProviders: `
    query oauthProviders {
  oauthProviders {
    provider
    name
    authorizeUrl
  }
}
    `,
  LoginOAuth: `
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
}`,
  LoginOperatorAsUser: `
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
}`,
  LoginUserByOperator: `
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
}`,
  RegisterClient: `
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
}`,
  RegisterClientByOperator: `
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
}`,
  Logout: `
    mutation logout {
  logout {
    success
    message
  }
}
    `,
  RefreshToken: `
    mutation refreshToken($refreshToken: String!) {
  refreshToken(refreshToken: $refreshToken) {
    ...AuthTokensFields
  }
}
    fragment AuthTokensFields on AuthTokens {
  accessToken
  refreshToken
}`,
  IsRegistered: `
    query isRegistered($phone: String!) {
  isRegistered(phone: $phone) {
    isRegistered
  }
}
    `,
  Cart: `
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
}`,
  UpdateCart: `
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
}`,
  ClearCart: `
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
}`,
  CartMini: `
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
}`,
  UpdateCartMini: `
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
}`,
  CatalogPage: `
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
}`,
  Products: `
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
}`,
  ExpiringProducts: `
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
}`,
  FilterConfig: `
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
}`,
  FilterListItems: `
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
}`,
  Category: `
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
}`,
  Categories: `
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
}`,
  Tag: `
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
}`,
  BrandLetters: `
    query BrandLetters {
  brandLetters {
    ru
    en
  }
}
    `,
  BrandsByLetter: `
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
    `,
  Brand: `
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
    `,
  Manufacturer: `
    query Manufacturer($code: String!) {
  manufacturer(code: $code) {
    code
    name
    country
    url
  }
}
    `,
  DrugsByLetter: `
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
    `,
  Diseases: `
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
    `,
  Disease: `
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
    `,
  PreOrder: `
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
}`,
  UpdatePreOrder: `
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
}`,
  ClearPreOrder: `
    mutation clearPreOrder($regionID: ID!) {
  clearPreOrder(regionID: $regionID) {
    success
    message
  }
}
    `,
  SaveOrder: `
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
}`,
  SuggestAddress: `
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
    `,
  AddressCoordinates: `
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
    `,
  DeliveryZones: `
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
    `,
  PickupStore: `
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
}`,
  PharmacySearchMap: `
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
}`,
  PharmacySearchList: `
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
}`,
  TeamPersons: `
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
}`,
  TeamPerson: `
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
}`,
  Articles: `
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
}`,
  Article: `
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
}`,
  Analyses: `
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
    `,
  Analysis: `
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
    `,
  ContentPage: `
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
}`,
  Loyalties: `
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
}`,
  LoyaltyHistory: `
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
    `,
  ValidateMindboxCard: `
    query validateMindboxCard($number: String!) {
  validateMindboxCard(number: $number) {
    isValid
    status
    nextStep
  }
}
    `,
  ApplyLoyaltyProgram: `
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
}`,
  RelatedPromosQuery: `
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
    `,
  BigSaleQuery: `
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
    `,
  TripwireBannerQuery: `
    query TripwireBannerQuery($regionID: ID!) {
  bannerTripwire(regionID: $regionID) {
    text
    backgroundColor
    textColor
    url
  }
}
    `,
  Advertisement: `
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
    `,
  Widgets: `
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
}`,
  Promotions: `
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
}`,
  Promotion: `
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
}`,
  PersonalPromotions: `
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
}`,
  HomePage: `
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
}`,
  ReferralProgram: `
    query ReferralProgram {
  referralProgram {
    code
    link
    invitedCount
    reward
  }
}
    `,
  Order: `
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
}`,
  NewOrder: `
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
}`,
  UserLastOrder: `
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
}`,
  OrdersHistory: `
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
}`,
  OrderByNumber: `
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
}`,
  CancelOrder: `
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
}`,
  PharmacyMap: `
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
}`,
  SearchPharmacy: `
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
}`,
  Pharmacy: `
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
}`,
  UpdateFavoritePharmacy: `
    mutation updateFavoritePharmacy($mode: FavoriteMode!, $pharmacyID: ID!) {
  updateFavoritePharmacy(mode: $mode, pharmacyID: $pharmacyID) {
    id
    isFavorite
  }
}
    `,
  Prescriptions: `
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
}`,
  Prescription: `
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
}`,
  AddPrescription: `
    mutation addPrescription($prescriptionOwner: PrescriptionOwnerInput!) {
  addPrescription(prescriptionOwner: $prescriptionOwner) {
    hash
  }
}
    `,
  ProductPage: `
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
}`,
  ProductInstructions: `
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
}`,
  Group: `
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
}`,
  ProductAnalogs: `
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
}`,
  ProductReviews: `
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
    `,
  ProductPharmacies: `
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
}`,
  BrowsingHistory: `
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
}`,
  CreateReview: `
    mutation createReview($rating: Int!, $productID: ID!, $message: String!) {
  createReview(rating: $rating, productID: $productID, message: $message) {
    id
    rating
    message
    authorName
    createdAt
  }
}
    `,
  GetProfile: `
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
}`,
  UpdateProfile: `
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
}`,
  AddPromotedEmail: `
    mutation addPromotedEmail($input: AddPromotedEmailInput!) {
  addPromotedEmail(input: $input) {
    success
    message
  }
}
    `,
  RequestCallback: `
    mutation requestCallback($phone: String!, $name: String!) {
  requestCallback(phone: $phone, name: $name) {
    enableTime
  }
}
    `,
  FavoriteProducts: `
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
}`,
  UpdateFavoriteProducts: `
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
    `,
  SetDrugNotify: `
    mutation setDrugNotify($params: SetDrugNotifyParams!) {
  setDrugNotify(params: $params) {
    success
    message
  }
}
    `,
  RegionQuery: `
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
}`,
  DetectRegionQuery: `
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
}`,
  SuggestRegion: `
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
    `,
  Regions: `
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
}`,
  SearchAutocomplete: `
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
}`,
  SearchHelp: `
    query searchHelp {
  searchHelp {
    url
    value
  }
}
    `,
  Sitemap: `
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
    `,
}
