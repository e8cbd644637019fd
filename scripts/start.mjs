// `npm start`: the reference API and, once it is ready, the storefront in front of it.
// Each runs as its own process; Ctrl-C or SIGTERM stops both.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

const children = []
const run = (name, args, env) => {
  const child = spawn('npm', args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  })
  child.stdout.on('data', (chunk) => process.stdout.write(`[${name}] ${chunk}`))
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] exited with ${code}`)
      stop(code ?? 1)
    }
  })
  children.push(child)
  return child
}

let stopping = false
const stop = (code = 0) => {
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

const apiPort = process.env.API_PORT ?? '4000'
const api = run('api', ['run', 'start', '--workspace', 'reference-api'], { PORT: apiPort })

const hasStorefront = existsSync(new URL('../reference-app/server.mjs', import.meta.url))
if (hasStorefront) {
  api.stdout.on('data', function waitForApi(chunk) {
    if (!String(chunk).includes('listening on')) return
    api.stdout.off('data', waitForApi)
    run('web', ['run', 'start', '--workspace', 'reference-app'], {
      PORT: process.env.PORT ?? '3000',
      API_URL: `http://127.0.0.1:${apiPort}`,
    })
  })
}
