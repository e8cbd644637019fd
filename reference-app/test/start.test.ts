// `npm start` (scripts/start.mjs) as a newcomer runs it: the API and the storefront come up, and
// SIGTERM stops both — no server left listening, no EPIPE, exit code 0.
import { type ChildProcess, spawn } from 'node:child_process'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from './browser/harness'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Whether something accepts connections on the loopback port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

let started: ChildProcess | undefined
afterAll(() => {
  started?.kill('SIGKILL')
})

describe('npm start', () => {
  it('serves the storefront, and SIGTERM stops both servers cleanly with exit code 0', async () => {
    const [apiPort, webPort] = [await freePort(), await freePort()]
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: '',
        API_PORT: String(apiPort),
        PORT: String(webPort),
        DATA_DIR: 'memory://',
        CATALOG_SIZE: '60',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    started = child
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    )

    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not up in 150 s:\n${output}`)), 150_000)
      const check = setInterval(() => {
        // Lines are JSON (pino) after start.mjs's '[web] ' prefix.
        if (/\[web\] .*storefront listening/.test(output)) {
          clearTimeout(timer)
          clearInterval(check)
          resolve()
        }
      }, 200)
      child.once('exit', () => {
        clearTimeout(timer)
        clearInterval(check)
        reject(new Error(`start.mjs exited early:\n${output}`))
      })
    })
    const page = await fetch(`http://127.0.0.1:${webPort}/`)
    expect(page.status).toBe(200)
    expect(await listening(apiPort)).toBe(true)

    child.kill('SIGTERM')
    const { code, signal } = await exited

    expect({ code, signal }).toEqual({ code: 0, signal: null })
    expect(await listening(apiPort)).toBe(false)
    expect(await listening(webPort)).toBe(false)
    expect(output).not.toMatch(/EPIPE|Unhandled|exited with/)
    expect(output).toMatch(/\[api\] .*reference-api: stopped/)
  }, 200_000)
})
