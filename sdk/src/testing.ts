// @apteka/sdk/testing: msw 2 handlers over an in-memory shop and typed fixtures of the
// contract, so partners' tests run without a server; plus test tokens, a recording fetch and
// an Effect test layer. msw is an optional peer: only this entry imports it.

export * from './testing/index'
