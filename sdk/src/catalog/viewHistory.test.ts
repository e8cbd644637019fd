// Behaviour of the product view history.
import { describe, expect, it } from 'vitest'
import { pushViewHistory, VIEW_HISTORY_LIMIT } from './index'

describe('pushViewHistory', () => {
  it('puts the viewed product first', () => {
    expect(pushViewHistory(['b', 'a'], 'c')).toEqual(['c', 'b', 'a'])
  })

  it('moves an already viewed product to the front without duplicating it', () => {
    expect(pushViewHistory(['c', 'b', 'a'], 'a')).toEqual(['a', 'c', 'b'])
  })

  it('keeps at most 10 products, dropping the oldest', () => {
    const full = ['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']
    expect(VIEW_HISTORY_LIMIT).toBe(10)
    expect(pushViewHistory(full, 'new')).toEqual(['new', ...full.slice(0, 9)])
  })

  it('does not change the history it was given', () => {
    const history = ['b', 'a']
    pushViewHistory(history, 'c')
    expect(history).toEqual(['b', 'a'])
  })
})
