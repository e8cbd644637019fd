// The dev server proxies /graphql to the reference API (API_URL), so the browser talks to one
// origin: no CORS settings, and the API's cookies (the guest cart) stay first-party.
import { defineConfig } from 'vitest/config'

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000'

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  build: {
    rollupOptions: {
      // The kit's hooks and TanStack Query mark modules 'use client' for server-component
      // frameworks; a browser-only bundle has nothing to do with that mark.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
  server: { proxy: { '/graphql': { target: apiUrl, changeOrigin: true } } },
  preview: { proxy: { '/graphql': { target: apiUrl, changeOrigin: true } } },
  test: { environment: 'jsdom' },
})
