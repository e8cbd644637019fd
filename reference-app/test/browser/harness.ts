// The real-browser harness of the storefront's tests: the system's Chromium driven by
// playwright-core, the built storefront (server.mjs) on a free loopback port, and axe-core
// injected into pages for accessibility checks.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page, type Request } from 'playwright-core'

/** The reference-app folder. */
export const APP_DIR = fileURLToPath(new URL('../..', import.meta.url))
const SERVER_ENTRY = join(APP_DIR, 'build', 'server', 'index.js')

/** The Chromium the tests drive: CHROME_PATH, or the Debian package's binary. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * A new page that records page errors and console errors (and warnings when asked), so a
 * test can say that nothing went wrong, or that hydration did not.
 */
export async function openWatchedPage(
  browser: Browser,
  { width = 1440, height = 900, warnings = false } = {},
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || (warnings && message.type() === 'warning'))
      errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(watchHydration)
  return { page, errors }
}

/**
 * Runs in the page: compares the document React rendered on the server with what the browser's
 * React made of it once hydrated (root.tsx's Layout marks <html data-hydrated>), and reports a
 * broken hydration as a console error that hydrationErrors picks up: a second <html>, <header> or
 * <main>, or a <head> that lost its stylesheets, title or description.
 */
function watchHydration() {
  const shape = () => ({
    documents: document.querySelectorAll('html, head, body').length,
    landmarks: document.querySelectorAll('header, main, footer').length,
    stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    ),
    titles: document.querySelectorAll('title').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
  })
  addEventListener('DOMContentLoaded', () => {
    const server = shape()
    // A stylesheet taken out of <head>, even one put back later, unstyles the page for a moment.
    const removed: string[] = []
    const head = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') removed.push(node.href)
    })
    head.observe(document.head, { childList: true })
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return
      observer.disconnect()
      head.disconnect()
      const browser = shape()
      const lost = server.stylesheets.filter((href) => !browser.stylesheets.includes(href))
      const problems = [
        browser.documents !== 3 ? `${browser.documents} html/head/body elements` : '',
        removed.length > 0 ? `stylesheets removed: ${removed.join(', ')}` : '',
        browser.landmarks !== server.landmarks
          ? `${server.landmarks} → ${browser.landmarks} header/main/footer`
          : '',
        lost.length > 0 ? `stylesheets lost: ${lost.join(', ')}` : '',
        browser.titles !== 1 ? `${browser.titles} <title> elements` : '',
        browser.descriptions !== server.descriptions
          ? `${server.descriptions} → ${browser.descriptions} meta descriptions`
          : '',
      ].filter(Boolean)
      if (problems.length > 0) console.error(`hydration broke the document: ${problems.join('; ')}`)
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] })
  })
}

/** The recorded errors that speak of a broken hydration (watchHydration's, React's own or minified #418/#423). */
export const hydrationErrors = (errors: readonly string[]) =>
  errors.filter((text) => /hydrat|did not match|mismatch|#418|#423/i.test(text))

/** One GraphQL call the page sent, whichever way it went. */
export interface GraphQLCall {
  operationName: string | null
  variables: Record<string, unknown>
}

/**
 * The GraphQL call a request carries, or null for any other request. The storefront sends reads
 * by GET with the operation's id and its variables in the URL (persisted documents) and writes by
 * POST with a JSON body.
 */
export function graphqlCall(request: Request): GraphQLCall | null {
  const url = new URL(request.url())
  if (url.pathname !== '/graphql') return null
  if (request.method() === 'GET') {
    const variables = url.searchParams.get('variables')
    return {
      operationName: url.searchParams.get('operationName'),
      variables: variables ? JSON.parse(variables) : {},
    }
  }
  const body = JSON.parse(request.postData() ?? '{}') as Partial<GraphQLCall>
  return { operationName: body.operationName ?? null, variables: body.variables ?? {} }
}

/**
 * Waits until React has hydrated the page (root.tsx's Layout marks <html data-hydrated>) and the
 * parts that load after it (ui/LazyPart), which React hydrates when their code has arrived: the
 * network is idle, then the main thread.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
  )
}

/** Launches headless Chromium with the flags that keep it quiet and sandbox-free in CI. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  })
}

// Everything that goes into the build; a newer file than the server bundle means rebuild.
const BUILD_INPUTS = [
  'app',
  'public',
  'vite.config.ts',
  'vite.chunks.ts',
  'vite.directImports.ts',
  'vite.browserDocuments.ts',
  'react-router.config.ts',
  '../sdk/src',
  '../hooks/src',
  // how the build is made (its environment) is part of it
  'test/browser/harness.ts',
]

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** Whether build/ is missing or older than its sources. */
export function buildIsStale(): boolean {
  if (!existsSync(SERVER_ENTRY)) return true
  const built = statSync(SERVER_ENTRY).mtimeMs
  return BUILD_INPUTS.some((input) => newestMtime(join(APP_DIR, input)) > built)
}

/**
 * Builds the storefront (`react-router build`) unless build/ is up to date. Called once
 * per test run from the global setup, so every browser test file shares one build.
 */
export function ensureBuild(): void {
  if (!buildIsStale()) return
  // Test runs started side by side share build/: one builds, the others wait for it.
  const lock = join(APP_DIR, '.build.lock')
  const deadline = Date.now() + 180_000
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000)
        rmSync(lock, { recursive: true, force: true })
      if (Date.now() > deadline) throw new Error(`the build lock ${lock} was never released`)
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500)
    }
  }
  try {
    if (!buildIsStale()) return
    // Vitest sets NODE_ENV=test, and Vite builds React's development code for any NODE_ENV but
    // production: the storefront under test must be the one shoppers get.
    const result = spawnSync('npx', ['react-router', 'build'], {
      cwd: APP_DIR,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    if (result.status !== 0) {
      throw new Error(`react-router build failed:\n${result.stdout}\n${result.stderr}`)
    }
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export interface RunningStorefront {
  /** 'http://127.0.0.1:{port}' */
  readonly url: string
  /** Stops the server (SIGTERM) and waits for it to exit. */
  readonly stop: () => Promise<void>
}

export interface StartStorefrontOptions {
  /** The API the storefront proxies /graphql, /images/, /pay/ and /ads/ to. */
  readonly apiUrl: string
  /** Extra environment for server.mjs. */
  readonly env?: Readonly<Record<string, string>>
  /** How long to wait for 'storefront listening on'. Default: 20 000 ms. */
  readonly timeoutMs?: number
  /** The loopback address to listen on. Default: '127.0.0.1'. */
  readonly host?: string
}

/** Starts the built storefront (server.mjs) on a free loopback port (of `host`). */
export async function startStorefront({
  apiUrl,
  env = {},
  timeoutMs = 20_000,
  host = '127.0.0.1',
}: StartStorefrontOptions): Promise<RunningStorefront> {
  ensureBuild()
  const port = await freePort()
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // A production storefront refuses to start without its public address.
      PUBLIC_URL: `http://${host}:${port}`,
      ...env,
      PORT: String(port),
      HOST: host,
      API_URL: apiUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`storefront did not start within ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /storefront listening on (http:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`storefront exited with ${code}:\n${output}`))
    })
  })
  return { url, stop: () => stopProcess(child) }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

const AXE_SOURCE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** One accessibility violation as the tests report it. */
export interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly targets: readonly string[]
}

/**
 * Runs axe-core in the page and returns the serious and critical violations (WCAG 2.x A
 * and AA plus best practices).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern: an injected <script> would be refused (it has no nonce), as the policy intends.
  if (!loaded) await page.evaluate(readFileSync(AXE_SOURCE_PATH, 'utf8'))
  return page.evaluate(async () => {
    type AxeResult = {
      violations: Array<{
        id: string
        impact: string | null
        help: string
        nodes: Array<{ target: unknown[] }>
      }>
    }
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<AxeResult> }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    })
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }))
  })
}
