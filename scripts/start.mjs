// `npm start`: the reference API and, once it is ready, the storefront in front of it. Each runs
// as one node process started here directly (no npm or tsx wrapper in between, whose children
// would outlive a signal); Ctrl-C or SIGTERM stops both, waits for them, and exits 0.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const API_DIR = `${ROOT}reference-api`
const APP_DIR = `${ROOT}reference-app`
/** How long the servers get to finish their requests before they are killed, ms. */
const STOP_GRACE_MS = 10_000

// Our own output may go to a pipe that closes first (`npm start | head`): never crash on it.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})

const children = []
let stopping = false

/** Starts one server; its lines are printed with a `[name]` prefix. */
function run(name, args, { cwd, env }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = (target) => (chunk) => {
    for (const line of String(chunk).split('\n')) if (line) target.write(`[${name}] ${line}\n`)
  }
  child.stdout.on('data', prefix(process.stdout))
  child.stderr.on('data', prefix(process.stderr))
  child.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  child.once('exit', (code, signal) => {
    if (stopping) return
    console.error(`[${name}] exited with ${code ?? signal}`)
    void stop(code || 1)
  })
  children.push(child)
  return child
}

/** Stops every server (SIGTERM, then SIGKILL after the grace) and exits once all are gone. */
async function stop(code) {
  if (stopping) return
  stopping = true
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null)
  for (const child of running) child.kill('SIGTERM')
  const killer = setTimeout(() => {
    for (const child of running) child.kill('SIGKILL')
  }, STOP_GRACE_MS)
  await Promise.all(running.map((child) => child.exited))
  clearTimeout(killer)
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

const apiPort = process.env.API_PORT ?? '4000'
const api = run('api', ['--conditions=@apteka/source', '--import', 'tsx', 'src/main.ts'], {
  cwd: API_DIR,
  env: { PORT: apiPort },
})

if (existsSync(`${APP_DIR}/server.mjs`)) {
  if (!existsSync(`${APP_DIR}/build/server/index.js`)) {
    console.log('[web] building the storefront (first start)')
    const build = spawnSync(process.execPath, [`${ROOT}node_modules/.bin/react-router`, 'build'], {
      cwd: APP_DIR,
      stdio: 'inherit',
    })
    if (build.status !== 0) await stop(build.status ?? 1)
  }
  api.stdout.on('data', function waitForApi(chunk) {
    if (!String(chunk).includes('listening on') || stopping) return
    api.stdout.off('data', waitForApi)
    run('web', ['server.mjs'], {
      cwd: APP_DIR,
      env: { PORT: process.env.PORT ?? '3000', API_URL: `http://127.0.0.1:${apiPort}` },
    })
  })
}
