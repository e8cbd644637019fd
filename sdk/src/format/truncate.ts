// Shortens long product and shop names for cards and toasts.

/** Default length of a truncated text (SPEC §5). */
export const TRUNCATE_LENGTH = 35

/** Appended to a shortened text. */
export const TRUNCATE_ELLIPSIS = '...'

/**
 * Keeps the first `max` characters of a longer text and adds `'...'`; a text of `max`
 * characters or fewer comes back unchanged. Counts by code point, so an emoji is
 * never cut in half.
 *
 * @example
 * truncate('Ибупрофен таблетки покрытые оболочкой 200 мг', 9) // 'Ибупрофен...'
 */
export function truncate(text: string, max: number = TRUNCATE_LENGTH): string {
  const characters = Array.from(text)
  if (characters.length <= max) return text
  return characters.slice(0, Math.max(0, max)).join('') + TRUNCATE_ELLIPSIS
}
