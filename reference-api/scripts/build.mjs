// `npm run build --workspace reference-api`: the server as one compiled ES module, dist/main.mjs,
// so `npm start` runs plain JavaScript — no tsx loader and no esbuild service process beside it.
// The workspace's own packages (@apteka/*) are bundled from their sources; every other package
// stays an import from node_modules. Each bundled file keeps its own `import.meta.url`, so what
// is read beside a source file (SDL, migrations, the PGlite worker) is found where it lives.
import { readFile } from 'node:fs/promises'
import { dirname, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'

const apiDir = fileURLToPath(new URL('..', import.meta.url))
export const outfile = fileURLToPath(new URL('../dist/main.mjs', import.meta.url))

/** Bare imports other than the workspace's packages are left to Node at run time. */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@apteka/') ? undefined : { path: args.path, external: true },
    )
  },
}

/** `import.meta.url` of a bundled file: its source's address, relative to the bundle. */
const sourceAddresses = {
  name: 'source-addresses',
  setup(build) {
    build.onLoad({ filter: /\.(ts|mjs|js)$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined
      const text = await readFile(args.path, 'utf8')
      if (!text.includes('import.meta.url')) return undefined
      const fromBundle = relative(dirname(outfile), args.path).split('\\').join('/')
      return {
        contents: text.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: args.path.endsWith('.ts') ? 'ts' : 'js',
      }
    })
  },
}

export async function buildServer() {
  await esbuild.build({
    entryPoints: [`${apiDir}src/main.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@apteka/source'],
    sourcemap: true,
    logLevel: 'warning',
    plugins: [packagesOutside, sourceAddresses],
  })
  return outfile
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer()
  console.log(`reference-api: built ${relative(apiDir, outfile)}`)
}
