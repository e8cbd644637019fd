// Types of the public hook results, checked by `tsc` (npm run typecheck): what a skin reads
// from the hooks keeps its shape while the logic moves into the sdk core.
import type {
  CartData,
  CartFlow,
  ProductCardFieldsFragment,
  StorefrontCore,
  StorefrontNotification,
} from '@apteka/sdk'
import { describe, expectTypeOf, it } from 'vitest'
import type {
  PagedResult,
  useAddToCart,
  useCart,
  useCatalogPage,
  useFavorites,
  useLoyaltyCardFlow,
  useNotifications,
  useOrders,
  useProducts,
  useRegistrationFlow,
  useStorefrontCore,
  useStoreValue,
} from '../src/index'

describe('public hook results', () => {
  it('useCart: the cart in the sdk core shape, its flow and absolute-quantity verbs', () => {
    type Result = ReturnType<typeof useCart>
    expectTypeOf<Result['cart']>().toEqualTypeOf<CartData | undefined>()
    expectTypeOf<Result['flow']>().toEqualTypeOf<CartFlow>()
    expectTypeOf<Result['isUpdating']>().toEqualTypeOf<boolean>()
    expectTypeOf<Result['setLines']>().returns.toEqualTypeOf<Promise<CartData>>()
  })

  it('useAddToCart: every verb resolves with the cart', () => {
    type Result = ReturnType<typeof useAddToCart>
    expectTypeOf<Result['add']>().returns.toEqualTypeOf<Promise<CartData>>()
    expectTypeOf<Result['remove']>().returns.toEqualTypeOf<Promise<CartData>>()
  })

  it('the six list hooks share the paged-result shape', () => {
    expectTypeOf<ReturnType<typeof useProducts>>().toExtend<PagedResult>()
    expectTypeOf<ReturnType<typeof useOrders>>().toExtend<PagedResult>()
    expectTypeOf<ReturnType<typeof useCatalogPage>>().toExtend<Omit<PagedResult, 'page'>>()
    expectTypeOf<ReturnType<typeof useCatalogPage>['pageNumber']>().toEqualTypeOf<number>()
    expectTypeOf<PagedResult['error']>().toEqualTypeOf<Error | null>()
  })

  it('useCatalogPage: cards and the subcategories the page shows, not the whole tree', () => {
    type Result = ReturnType<typeof useCatalogPage>
    expectTypeOf<Result['products'][number]>().toEqualTypeOf<ProductCardFieldsFragment>()
    expectTypeOf<Result['subcategories'][number]>().toEqualTypeOf<{
      id: string
      name: string
      alias: string
      url: string
    }>()
    expectTypeOf<Result>().not.toHaveProperty('categories')
  })

  it('the two sign-up flows report their calls the same way', () => {
    type Loyalty = ReturnType<typeof useLoyaltyCardFlow>
    type Registration = ReturnType<typeof useRegistrationFlow>
    expectTypeOf<Loyalty['isPending']>().toEqualTypeOf<boolean>()
    expectTypeOf<Loyalty['error']>().toEqualTypeOf<Error | null>()
    expectTypeOf<Registration['isPending']>().toEqualTypeOf<boolean>()
    expectTypeOf<Registration['reset']>().toEqualTypeOf<() => void>()
  })

  it('useFavorites and useNotifications read the core stores', () => {
    expectTypeOf<ReturnType<typeof useFavorites>['ids']>().toEqualTypeOf<readonly string[]>()
    expectTypeOf<ReturnType<typeof useNotifications>['notifications']>().toEqualTypeOf<
      readonly StorefrontNotification[]
    >()
  })

  it('useStorefrontCore gives the core; useStoreValue reads a store as its value', () => {
    expectTypeOf<ReturnType<typeof useStorefrontCore>>().toEqualTypeOf<StorefrontCore>()
    expectTypeOf<ReturnType<typeof useStoreValue<string>>>().toEqualTypeOf<string>()
  })
})
