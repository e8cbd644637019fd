// The sdk's size budget: what a partner's bundler ships for `createStorefrontClient` and one
// request, Effect included. size-limit leaves peer dependencies out by default; Effect is a peer
// (the app's own copy) but it is in every partner's bundle, so it is counted.
// 8 kB since issue #18 (27.66 → 17.92 → 7.46 kB gzip measured): the Promise client's request
// path is Effect-free — a plain request core (transport/request.ts) and session core
// (session/sessionCore.ts) that the Effect services wrap — so no Effect module is in this bundle.
// What is left is the transport, the session (refresh, logout, tab sync, cookies), the one
// document and the Russian error catalogue: `ApiRequestError` (whose message reads the catalogue)
// is imported dynamically with requestData's first error, which a splitting bundler (Vite,
// Rollup, webpack) leaves out of the request path (about 5.2 kB gzip then), while esbuild
// without splitting, as measured here, inlines it.
// The lazy client (`@apteka/sdk/lazy`) loads that runtime with its first call; what a page holds
// before it (the session read from cookies, the cart id, the loader) has its own budget, with
// the dynamically imported runtime left out as a bundler that splits chunks leaves it.
const runtimeLeftOut = {
  name: 'lazy client runtime left out',
  setup(build) {
    build.onResolve({ filter: /^\.\/runtime$/ }, (args) => ({ path: args.path, external: true }))
  },
}

// The sources, as the tests run without a build: '#documents' resolves to the text documents
// there, as it does to dist's for a partner.
const SOURCE = ['@apteka/source']

export default [
  {
    name: 'createStorefrontClient + one request',
    path: 'test/size/entry.ts',
    limit: '8 kB',
    gzip: true,
    modifyEsbuildConfig: (config) => ({
      ...config,
      conditions: SOURCE,
      external: (config.external ?? []).filter((name) => name !== 'effect'),
    }),
  },
  {
    name: 'createLazyStorefrontClient first load (runtime loaded on the first call)',
    path: 'test/size/lazyEntry.ts',
    limit: '3 kB',
    gzip: true,
    modifyEsbuildConfig: (config) => ({
      ...config,
      conditions: SOURCE,
      external: (config.external ?? []).filter((name) => name !== 'effect'),
      plugins: [...(config.plugins ?? []), runtimeLeftOut],
    }),
  },
]
