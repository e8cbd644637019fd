// `npm run bench:web`: the storefront's budgets (issues #18 and #36) in one command — per page (home,
// catalogue, product) the first-load JavaScript (gzip), the inline hydration data (raw bytes) and
// Lighthouse's mobile performance (FCP, LCP, TBT, CLS), accessibility and SEO in the system's
// Chromium, against the built storefront and the reference API on loopback. The
// packages' sizes come from the release check on their tarballs. Prints the tables and writes docs/performance.md.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { writePerformanceSection } from '../../scripts/performance-doc.mjs'
import { inlineDataKb } from './inlineData.mjs'

const appDir = fileURLToPath(new URL('..', import.meta.url))
const apiDir = fileURLToPath(new URL('../../reference-api', import.meta.url))
const catalogSize = Number(process.env.CATALOG_SIZE ?? 3000)
const runs = Number(process.env.BENCH_RUNS ?? 5)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const clientDir = fileURLToPath(new URL('../build/client', import.meta.url))
const loadBefore = loadavg()

/** Issue #36's goals (inline data: #18's). */
const BUDGET = {
  jsKb: 160,
  inlineKb: 40,
  performance: 95,
  tbt: 150,
  lcp: 2000,
  cls: 0.02,
  a11y: 100,
  seo: 100,
}

/** gzip (level 6, as the storefront's compression sends it) of a built asset, in kB. */
const gzipKb = (pathname) => {
  const file = join(clientDir, decodeURIComponent(pathname))
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 6 }).length / 1000 : 0
}

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

/** Stops a server (SIGTERM, SIGKILL after 10 s) and resolves once it has exited: an API left
 * running after the bench (it once ignored the signal and served for an hour) skews the next run. */
const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => {
      console.warn(`${child.spawnargs.join(' ')} did not stop in 10 s: SIGKILL`)
      child.kill('SIGKILL')
    }, 10_000).unref()
  })

// Always a fresh production build (BENCH_REUSE_BUILD=1 skips it): a build/ left by another run
// may be older than the sources or built with NODE_ENV=test, i.e. with React's development code.
if (
  !existsSync(new URL('../build/server/index.js', import.meta.url)) ||
  !process.env.BENCH_REUSE_BUILD
) {
  const build = spawnSync('npx', ['react-router', 'build'], {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
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
    env: {
      ...process.env,
      PORT: String(webPort),
      API_URL: apiUrl,
      NODE_ENV: 'production',
      // A production storefront refuses to start without its public address.
      PUBLIC_URL: `http://127.0.0.1:${webPort}`,
    },
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

// Chromium keeps its own default for RenderDocument (a new renderer document for every
// navigation; on in this Chromium, as in Chrome). chrome-launcher's default flags turn it off, and in that
// legacy mode a navigation from a page of the same origin — which Lighthouse's about:blank between
// runs takes on from the run before — held the first paint back: from the second run on, the
// observed first paint came ~1.3–2.4 s after DOMContentLoaded, on a one-second tick, instead of at
// once as in a fresh browser's first run. Lighthouse's simulation counts every request that
// finished before the paint it observed, so the held paint put all the scripts into FCP and LCP.
const defaultFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=')
    ? `--disable-features=${flag
        .slice('--disable-features='.length)
        .split(',')
        .filter((feature) => feature !== 'RenderDocument')
        .join(',')}`
    : flag,
)
const chrome = await chromeLauncher.launch({
  chromePath,
  ignoreDefaultFlags: true,
  chromeFlags: [
    ...defaultFlags,
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
    // A run whose trace Lighthouse could not read (runtimeError, e.g. NO_NAVSTART on a loaded
    // machine) has no metrics: it is run again, up to as many times as there are runs, instead
    // of counting as performance 0 and LCP 0 s in the medians.
    let failed = 0
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${baseUrl}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
      })
      if (lhr.runtimeError && failed < runs) {
        failed++
        console.error(`${page.name}: run again after ${lhr.runtimeError.code}`)
        run--
        continue
      }
      // First-load JS: every script the page loaded during the run, as gzip of its body.
      const scriptUrls = (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'Script' && item.url.startsWith(baseUrl))
        .map((item) => new URL(item.url).pathname)
      samples.push({
        scripts: scriptUrls.length,
        jsGzipKb: scriptUrls.reduce((sum, pathname) => sum + gzipKb(pathname), 0),
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
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
    const html = await (await fetch(`${baseUrl}${page.path}`)).text()
    results.push({
      ...page,
      inlineKb: inlineDataKb(html),
      scripts: median(samples.map((s) => s.scripts)),
      jsGzipKb: median(samples.map((s) => s.jsGzipKb)),
      performance: median(samples.map((s) => s.performance)),
      accessibility: median(samples.map((s) => s.accessibility)),
      seo: median(samples.map((s) => s.seo)),
      lcp: median(samples.map((s) => s.lcp)),
      fcp: median(samples.map((s) => s.fcp)),
      tbt: median(samples.map((s) => s.tbt)),
      cls: median(samples.map((s) => s.cls)),
    })
  }
} finally {
  await chrome.kill()
  await Promise.all([stop(web), stop(api)])
}

const loadAfter = loadavg()

const mark = (ok) => (ok ? '' : ' ✗')
const table = [
  '| page | first-load JS, gzip | inline data, raw | performance | FCP | LCP | TBT | CLS | accessibility | SEO |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.name} (\`${r.path}\`) | ${r.jsGzipKb.toFixed(1)} kB (${r.scripts} files)${mark(r.jsGzipKb <= BUDGET.jsKb)} | ${r.inlineKb.toFixed(1)} KB${mark(r.name === 'product' || r.inlineKb <= BUDGET.inlineKb)} | ${r.performance}${mark(r.performance >= BUDGET.performance)} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s${mark(r.lcp <= BUDGET.lcp)} | ${Math.round(r.tbt)} ms${mark(r.tbt <= BUDGET.tbt)} | ${r.cls.toFixed(3)}${mark(r.cls <= BUDGET.cls)} | ${r.accessibility}${mark(r.accessibility >= BUDGET.a11y)} | ${r.seo}${mark(r.seo >= BUDGET.seo)} |`,
  ),
].join('\n')
const load = (values) => values.map((value) => value.toFixed(2)).join(' ')
console.log(table)
writePerformanceSection(
  'bench-web',
  `## Storefront in Chromium (\`npm run bench:web\`)

Lighthouse ${lighthouse.version ?? ''} mobile profile (simulated throttling), Chromium from Debian, median of ${runs} runs per page, built storefront with compression, reference API with CATALOG_SIZE=${catalogSize}, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. First-load JS is the gzip size (level 6) of every script the page loaded during the Lighthouse run; inline data is the raw size of the inline scripts carrying React Router's context and the loaders' data (the dehydrated queries). ✗ marks a figure outside the goals of issue #36 (first-load JS ≤ ${BUDGET.jsKb} kB, performance ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcp / 1000} s, TBT ≤ ${BUDGET.tbt} ms, CLS ≤ ${BUDGET.cls}, accessibility and SEO ${BUDGET.a11y}) or inline data over #18's ${BUDGET.inlineKb} KB on home and catalogue. Load average (1, 5, 15 min, the whole machine, shared with other work) before → after: ${load(loadBefore)} → ${load(loadAfter)}.

${table}

The packages' own sizes are measured from their tarballs by the release check (section "What partners ship" above).`,
)
process.exit(0)
