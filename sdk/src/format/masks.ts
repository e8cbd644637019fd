// Input masks for fields typed digit by digit (phone, birth date): '#' stands for a digit.

/** The placeholder of one digit in a mask. */
export const MASK_DIGIT = '#'

/**
 * Lays digits into a mask as far as they go, so the field grows while the shopper
 * types: the mask's literal characters appear only once a digit follows them.
 * Non-digits of the input are ignored; digits beyond the mask are dropped.
 *
 * @example
 * applyDigitMask('0102', '##.##.####') // '01.02'
 * applyDigitMask('01022000', '##.##.####') // '01.02.2000'
 */
export function applyDigitMask(input: string, mask: string): string {
  const digits = input.replace(/\D/g, '')
  let result = ''
  let next = 0
  let pending = ''
  for (const symbol of mask) {
    if (next >= digits.length) break
    if (symbol === MASK_DIGIT) {
      result += pending + digits[next]
      pending = ''
      next += 1
    } else {
      pending += symbol
    }
  }
  return result
}
