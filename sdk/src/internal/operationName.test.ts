import { describe, expect, it } from 'vitest'
import { CartDocument, RelatedPromosQueryDocument, UpdateCartMiniDocument } from '#documents'
import { isQueryText, operationName } from './operationName'

describe('operationName', () => {
  it('reads the name of the generated documents', () => {
    expect(operationName(CartDocument.toString())).toBe('cart')
    expect(operationName(UpdateCartMiniDocument.toString())).toBe('updateCartMini')
    expect(operationName(RelatedPromosQueryDocument.toString())).toBe('RelatedPromosQuery')
  })
  it('skips fragments before the operation and is null for anonymous ones', () => {
    expect(operationName('fragment F on Cart { id }\nquery cart { cart { ...F } }')).toBe('cart')
    expect(operationName('{ cart { id } }')).toBeNull()
    expect(operationName('query { cart { id } }')).toBeNull()
  })
})

describe('isQueryText', () => {
  it('a query, named, anonymous or after fragments, is a query; a mutation is not', () => {
    expect(isQueryText(CartDocument.toString())).toBe(true)
    expect(isQueryText('{ cart { id } }')).toBe(true)
    expect(isQueryText('fragment F on Cart { id }\nquery cart { cart { ...F } }')).toBe(true)
    expect(isQueryText(UpdateCartMiniDocument.toString())).toBe(false)
    expect(isQueryText('fragment F on Cart { id }\nmutation { clear { ...F } }')).toBe(false)
  })
})
