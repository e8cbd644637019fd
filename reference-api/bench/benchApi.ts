// What every reference-api benchmark does around its measurement: start the API as its own process
// on a free loopback port (the load generator must not share its event loop), wait for its
// 'listening on' line, stop it at the end, and read the machine's load average for the record.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The reference-api folder, where the API runs from. */
export const apiDir = fileURLToPath(new URL('..', import.meta.url))

/** The 1, 5 and 15 minute load averages, as /proc/loadavg has them. */
export const loadAverage = () =>
  readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')

/** The API from its TypeScript sources under tsx (as `npm run dev`). */
export const SOURCE_ARGS = ['--import', 'tsx', '--conditions=@apteka/source', 'src/main.ts']

export interface StartApiOptions {
  /** The whole environment of the API (PORT and HOST are set here). */
  env: NodeJS.ProcessEnv
  /** Node's arguments. Default: the sources under tsx. */
  args?: string[]
  /** How long a start may take; a first start seeds the catalogue. Default 10 minutes. */
  startLimitMs?: number
}

/** Starts the API on a free port of 127.0.0.1; resolves with its base URL once it listens. */
export function startApi(options: StartApiOptions): Promise<{ url: string; child: ChildProcess }> {
  const limit = options.startLimitMs ?? 600_000
  const child = spawn(process.execPath, options.args ?? SOURCE_ARGS, {
    cwd: apiDir,
    env: { ...options.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the API did not start in ${Math.round(limit / 60_000)} minutes`)),
      limit,
    )
    let output = ''
    child.stdout?.on('data', function watch(chunk: Buffer) {
      output += chunk
      const match = /listening on (http:\/\/\S+)\/graphql/.exec(output)
      if (!match?.[1]) return
      clearTimeout(timer)
      // Once it listens, its log (a line per request) is read and dropped, as a real log pipe
      // is: kept and searched, it cost this process O(n²) CPU beside the API it measures.
      child.stdout?.off('data', watch)
      child.stdout?.resume()
      resolve({ url: match[1], child })
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the API exited with ${code}:\n${output}`))
    })
  })
}

/** Stops the API (SIGTERM, SIGKILL after `killAfterMs`); resolves once it has exited. */
export const stopApi = (child: ChildProcess, killAfterMs = 10_000) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), killAfterMs).unref()
  })

/**
 * Requests a connection sends before autocannon starts its `requests` list over (and the write
 * becomes a new guest's): more than a connection's writes in a run. autocannon deep-copies the
 * list for each connection as the run starts, so a much longer one slows the measured start.
 */
const SEQUENCE_LENGTH = 5_000

/**
 * autocannon's `requests` for one request whose `context` must last as long as its connection
 * (a guest's cookie, the writes made so far). autocannon gives a connection a fresh context each
 * time it comes back to the start of its list, so a one-entry list starts every request with an
 * empty one — each write was then a new guest's first. The same entry repeated keeps one context
 * through a run.
 */
export const sequenceOf = <R>(request: R): R[] =>
  Array.from({ length: SEQUENCE_LENGTH }, () => request)

/** autocannon's `requests` for a request that keeps nothing between requests. */
export const once = <R>(request: R): R[] => [request]

/**
 * A poster of GraphQL bodies to `base`'s /graphql: each answer's text, or a throw when the answer
 * is not 200 or carries errors (a measure of answers that failed would measure nothing).
 */
export const graphqlPoster = (base: string) => async (body: string) => {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  const text = await response.text()
  if (!response.ok || text.includes('"errors"')) throw new Error(text.slice(0, 400))
  return text
}

/** The `graphql` a long-tail scenario reads the catalogue with, over a poster's answers. */
export const graphqlData =
  (post: (body: string) => Promise<string>) =>
  async <T>(document: unknown, variables?: unknown) =>
    (JSON.parse(await post(JSON.stringify({ query: String(document), variables }))) as { data: T })
      .data
