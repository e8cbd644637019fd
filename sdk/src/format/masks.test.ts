// Behaviour of digit input masks.
import { describe, expect, it } from 'vitest'
import { applyDigitMask } from './index'

describe('applyDigitMask', () => {
  it('shows mask literals only once a digit follows them', () => {
    expect(applyDigitMask('01', '##.##.####')).toBe('01')
    expect(applyDigitMask('010', '##.##.####')).toBe('01.0')
  })

  it('ignores non-digits and drops digits beyond the mask', () => {
    expect(applyDigitMask('01/02/2000 12', '##.##.####')).toBe('01.02.2000')
  })
})
