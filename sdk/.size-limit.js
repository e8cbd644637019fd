// The sdk's size budget: what a partner's bundler ships for `createStorefrontClient` and one
// request, Effect included. size-limit leaves peer dependencies out by default; Effect is a peer
// (the app's own copy) but it is in every partner's bundle, so it is counted.
export default [
  {
    name: 'createStorefrontClient + one request',
    path: 'test/size/entry.ts',
    limit: '27.5 kB',
    gzip: true,
    modifyEsbuildConfig: (config) => ({
      ...config,
      external: (config.external ?? []).filter((name) => name !== 'effect'),
    }),
  },
]
