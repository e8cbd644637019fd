// The browser runs the storefront on Preact (issue #18): React DOM alone is 67.6 kB of the 150 kB a
// page may load first, so the browser build swaps `react` and `react-dom` for `preact/compat`, which
// implements the same API in about 5 kB; the server keeps rendering with React. Only the browser
// graph is redirected (dev and build alike); the server's and the unit tests' React stays React.
import type { Plugin } from 'vite'

/** What each React entry point becomes in the browser. */
export const PREACT_FOR = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
} as const satisfies Record<string, string>

export function preactInTheBrowser(): Plugin {
  return {
    name: 'apteka:preact-in-the-browser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options?.ssr || !Object.hasOwn(PREACT_FOR, source)) return null
      return this.resolve(PREACT_FOR[source as keyof typeof PREACT_FOR], importer, {
        ...options,
        skipSelf: true,
      })
    },
  }
}
