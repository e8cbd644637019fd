// Adds a counter's script to the page: async, with the page's CSP nonce, once per address.

/**
 * Appends `<script async src nonce>` to <head> unless the page already has it.
 * @example
 * loadCounterScript('https://mc.yandex.ru/metrika/tag.js', nonce) // once per page
 */
export function loadCounterScript(src: string, nonce: string | undefined): void {
  if (typeof document === 'undefined') return
  for (const script of document.scripts) if (script.src === src) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  if (nonce) script.nonce = nonce
  document.head.appendChild(script)
}
