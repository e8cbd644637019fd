// Processes sharing one PostgreSQL (WORKERS=N, or instances behind a load balancer) tell each other
// when a write made their catalogue caches stale: LISTEN/NOTIFY on one channel, on a connection of
// its own. PGlite is one process and needs none of this.
import { randomUUID } from 'node:crypto'
import pg from 'pg'

/** The channel every process of one database listens on. */
export const CACHE_CHANNEL = 'apteka_catalogue_changed'

/** How long a write waits at most for its notification to come back. */
const ECHO_WAIT_MS = 200

export interface CacheChannel {
  /** Tells every other process; resolves once PostgreSQL has taken the notification. */
  tell(): Promise<void>
  close(): Promise<void>
}

/**
 * Listens on {@link CACHE_CHANNEL}; `onStale` runs when another process tells (this process's own
 * notifications, `<id>:<n>`, come back to it and end the wait of {@link CacheChannel.tell}), and also when the connection is lost and
 * again when it is back, since a notification may have been missed in between.
 */
export async function openCacheChannel(
  databaseUrl: string,
  onStale: () => void,
  log: (line: string) => void = console.error,
): Promise<CacheChannel> {
  const self = randomUUID()
  /** Notifications sent from here, by number, waiting for PostgreSQL to deliver them back. */
  const echoes = new Map<string, () => void>()
  let sent = 0
  let client: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl })
    next.on('notification', (message) => {
      if (message.channel !== CACHE_CHANNEL) return
      const echo = echoes.get(message.payload ?? '')
      if (echo) echo()
      else if (!message.payload?.startsWith(`${self}:`)) onStale()
    })
    next.on('error', (error) => {
      log(`cache channel: ${error.message}`)
      lost(next)
    })
    next.on('end', () => lost(next))
    await next.connect()
    await next.query(`LISTEN ${CACHE_CHANNEL}`)
    client = next
  }

  const lost = (which: pg.Client) => {
    if (client !== which) return
    client = undefined
    onStale()
    if (closed || retry) return
    const again = () => {
      retry = undefined
      if (closed) return
      connect()
        .then(onStale)
        .catch((error: Error) => {
          log(`cache channel: ${error.message}`)
          retry = setTimeout(again, 1000)
          retry.unref()
        })
    }
    retry = setTimeout(again, 1000)
    retry.unref()
  }

  await connect()
  return {
    async tell() {
      // Without the channel the others cannot be told; they clear on their own reconnect.
      if (!client) return
      const payload = `${self}:${++sent}`
      // Delivered back here means PostgreSQL has sent it to every listener: the others have it
      // (or are about to read it) before the write's answer leaves. Bounded, in case it is lost.
      const delivered = new Promise<void>((resolve) => {
        echoes.set(payload, resolve)
        setTimeout(resolve, ECHO_WAIT_MS).unref()
      })
      try {
        await client.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, payload])
        await delivered
      } catch (error) {
        log(`cache channel: ${(error as Error).message}`)
      } finally {
        echoes.delete(payload)
      }
    },
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      const open = client
      client = undefined
      await open?.end().catch(() => {})
    },
  }
}
