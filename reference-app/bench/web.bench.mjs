// `npm run bench:web`: the storefront measured in the system's Chromium — first-load JavaScript
// (transferred, gzip) and Lighthouse performance / accessibility / SEO scores of the home,
// catalogue and product pages with Lighthouse's mobile profile — against the built storefront
// and the reference API on loopback. Prints a table and writes it to docs/performance.md.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { writePerformanceSection } from '../../scripts/performance-doc.mjs'

const appDir = fileURLToPath(new URL('..', import.meta.url))
const apiDir = fileURLToPath(new URL('../../reference-api', import.meta.url))
const catalogSize = Number(process.env.CATALOG_SIZE ?? 3000)
const runs = Number(process.env.BENCH_RUNS ?? 3)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** Starts a process and resolves once a line of its output matches `ready`. */
function startProcess(command, args, options, ready) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk
      if (ready.test(output)) resolve(child)
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`)))
  })
}

if (!existsSync(new URL('../build/server/index.js', import.meta.url)) || process.env.BENCH_BUILD) {
  const build = spawnSync('npx', ['react-router', 'build'], { cwd: appDir, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const apiPort = await freePort()
const api = await startProcess(
  process.execPath,
  ['--conditions=@apteka/source', '--import', 'tsx', 'src/main.ts'],
  {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(apiPort),
      DATA_DIR: fileURLToPath(
        new URL(`../../reference-api/.data/bench-web-${catalogSize}`, import.meta.url),
      ),
      CATALOG_SIZE: String(catalogSize),
      DATABASE_URL: '',
    },
  },
  /listening on/,
)
const apiUrl = `http://127.0.0.1:${apiPort}`
const webPort = await freePort()
const web = await startProcess(
  process.execPath,
  ['server.mjs'],
  {
    cwd: appDir,
    env: { ...process.env, PORT: String(webPort), API_URL: apiUrl, NODE_ENV: 'production' },
  },
  /listening on/,
)
const baseUrl = `http://127.0.0.1:${webPort}`

// A real category and a real product of the default region.
const graphql = async (query, variables) => {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  return (await response.json()).data
}
const home = await graphql(
  'query($r: ID!) { homePage(regionID: $r) { categories { url } } products(search: { regionID: $r, pageCount: 1 }) { items { url } } }',
  { r: 'moscowregion' },
)
const pages = [
  { name: 'home', path: '/' },
  { name: 'catalogue', path: home.homePage.categories[0]?.url ?? '/catalog' },
  { name: 'product', path: home.products.items[0]?.url ?? '/' },
]

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
})

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const results = []
try {
  for (const page of pages) {
    const samples = []
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${baseUrl}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
      })
      const scripts = lhr.audits['resource-summary']?.details?.items?.find(
        (item) => item.resourceType === 'script',
      )
      samples.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        jsKb: (scripts?.transferSize ?? 0) / 1024,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      })
      // BENCH_LHR_DIR=… keeps every run's whole Lighthouse report, for digging into a figure.
      if (process.env.BENCH_LHR_DIR) {
        mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true })
        writeFileSync(
          join(process.env.BENCH_LHR_DIR, `${page.name}-${run + 1}.json`),
          JSON.stringify(lhr),
        )
      }
    }
    results.push({
      ...page,
      performance: median(samples.map((s) => s.performance)),
      accessibility: median(samples.map((s) => s.accessibility)),
      seo: median(samples.map((s) => s.seo)),
      jsKb: median(samples.map((s) => s.jsKb)),
      lcp: median(samples.map((s) => s.lcp)),
      fcp: median(samples.map((s) => s.fcp)),
      tbt: median(samples.map((s) => s.tbt)),
      cls: median(samples.map((s) => s.cls)),
    })
  }
} finally {
  await chrome.kill()
  web.kill('SIGTERM')
  api.kill('SIGTERM')
}

const table = [
  '| page | first-load JS, gzip | performance | accessibility | SEO | FCP | LCP | TBT | CLS |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.name} (\`${r.path}\`) | ${r.jsKb.toFixed(1)} kB | ${r.performance} | ${r.accessibility} | ${r.seo} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
  ),
].join('\n')
console.log(table)
writePerformanceSection(
  'bench-web',
  `## Storefront in Chromium (\`npm run bench:web\`)

Lighthouse ${lighthouse.version ?? ''} mobile profile (simulated throttling), Chromium from Debian, median of ${runs} runs per page, built storefront with compression, reference API with CATALOG_SIZE=${catalogSize}, measured ${new Date().toISOString().slice(0, 10)}. First-load JS is the transferred (gzip) size of every script the page loads.

${table}`,
)
process.exit(0)
