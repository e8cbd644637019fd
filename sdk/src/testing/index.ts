// Public surface of testing/: msw handlers and fixtures of the contract, test tokens, a
// recording fetch and a recording analytics adapter. Only the '@apteka/sdk/testing' entry imports this folder (msw is optional).

export type {
  CartFixture,
  CartLineFixture,
  CategoryFixture,
  OrderFixture,
  PharmacyFixture,
  PreOrderFixture,
  ProductFixture,
  ProductPageFixture,
  ProfileFixture,
  RegionFixture,
} from './fixtures'
export { fixtures } from './fixtures'
export type { MockApi, MockApiOptions, MockApiState, MockCartLine } from './mockApi'
export {
  cartOf,
  createMockApi,
  errorAnswer,
  MOCK_SMS_CODE,
  MOCK_UNHANDLED_OPERATION,
} from './mockApi'
export type { RecordedAnalyticsEvent, RecordingAnalytics } from './recordingAnalytics'
export { recordingAnalytics } from './recordingAnalytics'
export type { RecordedAnswer, RecordedCall, RecordingFetch } from './recordingFetch'
export { recordingFetch } from './recordingFetch'
export type { TestLayerOptions } from './testLayer'
export { testLayer } from './testLayer'
export type { TestTokenClaims } from './tokens'
export { makeToken, tokenExpiringIn } from './tokens'
