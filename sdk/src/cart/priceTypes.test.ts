// Behaviour of price types by numeric id.
import { describe, expect, it } from 'vitest'
import {
  isExpiringPriceType,
  isMarketplacePriceType,
  isOnSale,
  isPriceTypeId,
  PRICE_TYPES,
  priceTypeName,
} from './index'

describe('price types', () => {
  it('name ids 1 to 14 as the spec does', () => {
    expect(PRICE_TYPES).toEqual({
      1: 'Base',
      2: 'Protek',
      3: 'Mech',
      4: 'Expiring',
      5: 'Mech80',
      6: 'Empty',
      7: 'Remainder',
      8: 'OtherSuppliersMarketplace',
      9: 'Marketplace',
      10: 'Marketplace',
      11: 'Marketplace',
      12: 'Marketplace',
      13: 'Marketplace',
      14: 'Expiring',
    })
  })

  it('know which ids exist', () => {
    expect(isPriceTypeId(1)).toBe(true)
    expect(isPriceTypeId(0)).toBe(false)
    expect(isPriceTypeId(15)).toBe(false)
    expect(priceTypeName(5)).toBe('Mech80')
    expect(priceTypeName(99)).toBeUndefined()
  })

  it('mark 4 and 14 as expiring, and only them', () => {
    const expiring = Object.keys(PRICE_TYPES).map(Number).filter(isExpiringPriceType)
    expect(expiring).toEqual([4, 14])
  })

  it('mark 8 to 13 as marketplace, and only them', () => {
    const marketplace = Object.keys(PRICE_TYPES).map(Number).filter(isMarketplacePriceType)
    expect(marketplace).toEqual([8, 9, 10, 11, 12, 13])
  })

  it('a product is on sale when the region gives it a price and a price type', () => {
    expect(isOnSale({ price: 259, priceTypeID: 1 })).toBe(true)
    expect(isOnSale({ price: null, priceTypeID: null })).toBe(false)
    expect(isOnSale({ price: 259, priceTypeID: null })).toBe(false)
    const product: { id: string; price: number | null; priceTypeID: number | null } = {
      id: '10345',
      price: 259,
      priceTypeID: 4,
    }
    // Narrowed: a cart line's priceTypeID is a number.
    const line: { productID: string; priceTypeID: number } | null = isOnSale(product)
      ? { productID: product.id, priceTypeID: product.priceTypeID }
      : null
    expect(line).toEqual({ productID: '10345', priceTypeID: 4 })
  })
})
