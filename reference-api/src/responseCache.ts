// A response cache for anonymous catalogue reads: the serialized answer of a query whose every root
// field is a catalogue read, keyed by operation text + operation name + variables (the region is one
// of them) + X-Platform, kept for a short TTL and dropped whole when this process executes a write
// that changes a catalogue answer: a review, or any operation during which a pharmacy's shelf
// changed (an order, a cancel, an expiry); cart, profile and sign-in writes keep it. An answer that
// read the shop clock ("today", a delivery or pickup day) is kept no later than the instant that
// reading changes (clock/answerDays.ts): at most until the region's midnight. On PostgreSQL
// every process sharing the database is told of such a clear (src/db/cacheChannel.ts) before the
// write's answer leaves, and empties its own store too.
// Never for a request carrying a customer's or an operator's token, for mutations, batches or answers
// with errors. Cacheable GETs get `Cache-Control: public, max-age=0, s-maxage=<ttl>`: a CDN may keep them,
// the shopper's browser asks again (after their own order it must see the new stock).

import type { ExecutionResult } from 'graphql'
import { type DocumentNode, getOperationAST, OperationTypeNode } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { shelfChangeCount } from './checkout/shelfChanges'
import type { ApiContext } from './context'
import { type CacheChannel, openCacheChannel } from './db/cacheChannel'
import {
  catalogueChanged,
  noteCatalogueChange,
  shareCatalogueChanges,
} from './product/catalogueChanges'

export interface ResponseCacheOptions {
  /** How long an answer is served from the cache, in ms; 0 turns the cache off. */
  ttlMs: number
  /** Largest total size of the kept answers, in bytes; the oldest go first. */
  maxBytes: number
}

/** Root query fields whose answers depend only on their arguments and the catalogue data. */
export const CACHEABLE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'catalogPage',
  'products',
  'filterConfig',
  'categories',
  'category',
  'tag',
  'brandsByLetter',
  'brand',
  'manufacturer',
  'drugsByLetter',
  'productPage',
  'productInstructions',
  'group',
  'productAnalogs',
  'searchAutocomplete',
  'regions',
  'region',
])

/**
 * Mutations reviewed against their resolvers: none writes a row a cacheable answer reads (products,
 * prices, the pharmacies' shelves, reviews, the catalogue and content tables), so they keep the
 * cache. A catalogue answer is the same for every anonymous shopper: nothing in it depends on a
 * cart, a customer or a session. Any mutation not named here empties the cache, so one added later
 * cannot serve stale stock until it is reviewed.
 */
export const NEUTRAL_MUTATIONS: ReadonlySet<string> = new Set([
  'ping', // answers a text
  // Sign-in and sessions: sms codes, attempt counters, users, refresh tokens; a sign-in merges the
  // guest's cart into the customer's (carts only).
  'getCode',
  'login',
  'loginOAuth',
  'loginOperatorAsUser',
  'loginUserByOperator',
  'registerClient',
  'registerClientByOperator',
  'logout',
  'refreshToken',
  // Carts: lines and the cart row; nothing is reserved on a shelf before saveOrder.
  'updateCart',
  'clearCart',
  'updateCartMini',
  // Checkout: dropping the pre-order row (no expiry runs, unlike updatePreOrder).
  'clearPreOrder',
  // The customer's own rows: profile, e-mails, callbacks, favourites, notifications, prescriptions,
  // loyalty card, favourite pharmacies.
  'updateProfile',
  'addPromotedEmail',
  'requestCallback',
  'updateFavoriteProducts',
  'setDrugNotify',
  'addPrescription',
  'applyLoyaltyProgram',
  'updateFavoritePharmacy',
])

/**
 * Mutations reviewed and found to change catalogue answers only through a pharmacy's shelf:
 * saveOrder takes units off it (ProductPage's pharmacies, availability, in-stock filters and their
 * counts), cancelOrder puts them back, updatePreOrder and saveOrder first expire overdue orders,
 * which puts theirs back. The cache is emptied after one of them only if the shelf changed while
 * it ran (checkout/shelfChanges.ts) — as after any operation, a query that expires orders too.
 */
export const SHELF_MUTATIONS: ReadonlySet<string> = new Set([
  'saveOrder',
  'cancelOrder',
  'updatePreOrder',
])

/**
 * Mutations reviewed and found to change catalogue answers otherwise: they empty the cache, as any
 * mutation on no list does. createReview publishes a review at once and changes the product's
 * rating and review count (product page, reviews, sorting by rating).
 */
export const CATALOGUE_WRITES: ReadonlySet<string> = new Set(['createReview'])

interface Entry {
  body: string
  /** When the store drops it (ms): its TTL, or its shop-clock reading's change if sooner. */
  expires: number
  /** When its shop-clock reading changes (ms; Infinity: it read none). */
  holdsUntil: number
}

/**
 * What a string costs in the JavaScript heap: V8 keeps a string with any character beyond Latin-1
 * (every Russian answer) at two bytes a character, others at one. Counting characters as bytes let
 * a "64 MB" cache of Russian answers hold 128 MB.
 */
export const heapBytes = (text: string) => (/[\u0100-\uffff]/.test(text) ? 2 : 1) * text.length

/** The answers themselves, oldest first (a Map keeps insertion order), within a byte budget. */
export class ResponseStore {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0
  private cleared = 0
  /** The other processes on the same database, told of the clears decided here. */
  private others: Pick<CacheChannel, 'tell'> | undefined

  constructor(
    private readonly options: ResponseCacheOptions,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string): string | undefined {
    return this.entry(key)?.body
  }

  /** The kept answer of `key`, if it has not expired. */
  entry(key: string): Readonly<Entry> | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= this.clock()) {
      this.delete(key, entry)
      return undefined
    }
    return entry
  }

  /** Whole seconds from now to `instant` (ms), at least 0: a shared cache's s-maxage. */
  secondsUntil(instant: number): number {
    return Math.max(0, Math.floor((instant - this.clock()) / 1000))
  }

  /**
   * Counts the clears. An answer computed while a write ran may show the data before it: it is
   * kept only if no clear happened since its request read this number (`set`'s `since`).
   */
  get generation() {
    return this.cleared
  }

  /**
   * Keeps an answer for the TTL, or until `holdsUntil` (ms) if that is sooner (clock/answerDays.ts),
   * unless the store was cleared after `since` (its request's generation).
   */
  set(key: string, body: string, since = this.cleared, holdsUntil = Number.POSITIVE_INFINITY) {
    if (since !== this.cleared) return
    const old = this.entries.get(key)
    if (old) this.delete(key, old)
    const size = heapBytes(key) + heapBytes(body)
    const expires = Math.min(this.clock() + this.options.ttlMs, holdsUntil)
    if (size > this.options.maxBytes || expires <= this.clock()) return
    this.entries.set(key, { body, expires, holdsUntil })
    this.bytes += size
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break
      this.delete(oldestKey, oldest)
    }
  }

  /** Empties the store and tells the other processes; resolves once they have been told. */
  clear(): Promise<void> {
    this.forget()
    return this.others?.tell() ?? Promise.resolve()
  }

  /** Empties the store without telling anyone: another process told this one. */
  forget() {
    this.cleared++
    this.entries.clear()
    this.bytes = 0
  }

  /** Tells `others` of every clear decided here from now on. */
  shareClears(others: Pick<CacheChannel, 'tell'>) {
    this.others = others
  }

  get size() {
    return this.entries.size
  }

  private delete(key: string, entry: Entry) {
    this.entries.delete(key)
    this.bytes -= heapBytes(key) + heapBytes(entry.body)
  }
}

/** A request signed in as a customer or an operator: its answers are never cached. */
const carriesToken = (request: Request) =>
  request.headers.has('authorization') || request.headers.has('x-operator-authorization')

/** What the cache decided for one request, read again when its answer is written. */
type Decision =
  | { hit: string; holdsUntil: number }
  | { key: string; generation: number; shelf: number; cacheable?: boolean; holdsUntil?: number }

function isCatalogueRead(document: DocumentNode, operationName: string | undefined): boolean {
  const operation = getOperationAST(document, operationName)
  if (operation?.operation !== OperationTypeNode.QUERY) return false
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === 'Field' && CACHEABLE_ROOT_FIELDS.has(selection.name.value),
  )
}

/** A mutation with a root field on neither reviewed list of writes that may keep the cache. */
function clearsWhatever(document: DocumentNode, operationName: string | undefined): boolean {
  const operation = getOperationAST(document, operationName)
  if (operation?.operation !== OperationTypeNode.MUTATION) return false
  return !operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === 'Field' &&
      (NEUTRAL_MUTATIONS.has(selection.name.value) || SHELF_MUTATIONS.has(selection.name.value)),
  )
}

/**
 * The Yoga plugin. A hit skips parsing, validation, the context (no token check, no loaders) and
 * execution: the kept JSON text is the answer.
 *
 * @example
 * createYoga({ plugins: [responseCache(new ResponseStore({ ttlMs: 10_000, maxBytes: 64 << 20 }))] })
 */
export function responseCache(store: ResponseStore, ttlMs: number): Plugin<ApiContext> {
  const decisions = new WeakMap<Request, Decision>()
  const batches = new WeakSet<Request>()
  /** The shelf count the cache last saw; a change outside GraphQL (the payment page) shows here. */
  let seenShelf = shelfChangeCount()
  return {
    onRequestParse({ request }) {
      return {
        onRequestParseDone({ requestParserResult }) {
          if (Array.isArray(requestParserResult)) batches.add(request)
        },
      }
    },
    onParams({ request, params, setResult }) {
      if (ttlMs <= 0 || batches.has(request) || carriesToken(request)) return
      if (typeof params.query !== 'string') return
      const key = JSON.stringify([
        params.query,
        params.operationName ?? null,
        params.variables ?? null,
        request.headers.get('x-platform'),
      ])
      const shelf = shelfChangeCount()
      if (shelf !== seenShelf) {
        seenShelf = shelf
        store.clear()
      }
      const entry = store.entry(key)
      if (entry === undefined) {
        decisions.set(request, { key, generation: store.generation, shelf })
        return
      }
      const hit = entry.body
      decisions.set(request, { hit, holdsUntil: entry.holdsUntil })
      // Yoga writes a result's own `stringify` output as the body (ExecutionResultWithSerializer).
      const cached: ExecutionResult & { stringify(): string } = { stringify: () => hit }
      setResult(cached)
    },
    onExecute({ args }) {
      const { document, operationName } = args
      const name = operationName ?? undefined
      const shelfBefore = shelfChangeCount()
      const always = clearsWhatever(document, name)
      // Cleared before and after such a write; a read in flight across either clear is not kept.
      // The kept cards too (catalogueChanges.ts): here at once, the other processes once it ran.
      if (always) {
        store.clear()
        noteCatalogueChange()
      }
      const request = args.contextValue.request
      const decision = decisions.get(request)
      const { viewer } = args.contextValue
      const keeps =
        !always &&
        decision !== undefined &&
        !('hit' in decision) &&
        viewer.userId === null &&
        viewer.operatorId === null &&
        isCatalogueRead(document, name)
      if (keeps) decision.cacheable = true
      return {
        onExecuteDone({ result }) {
          // After the operation's transactions committed: an answer kept from now on is fresh.
          // The write's answer waits until the other processes have been told.
          if (always) return Promise.all([store.clear(), catalogueChanged()]).then(() => {})
          if (shelfChangeCount() !== shelfBefore) return store.clear()
          if (!keeps) return
          if (!('data' in result) || result.errors?.length || !result.data) return
          // A shelf changed since the request began (perhaps not committed when it was read).
          if (shelfChangeCount() !== decision.shelf) return
          const holdsUntil = args.contextValue.answer.until
          decision.holdsUntil = holdsUntil
          store.set(decision.key, JSON.stringify(result), decision.generation, holdsUntil)
        },
      }
    },
    onResponse({ request, response }) {
      const decision = decisions.get(request)
      if (!decision) return
      const cached = 'hit' in decision
      if (!cached && !decision.cacheable) return
      response.headers.set('x-cache', cached ? 'HIT' : 'MISS')
      if (request.method === 'GET' && response.status === 200) {
        // A shared cache keeps the answer for the TTL, or until the shop clock's reading in it
        // changes if that is sooner; the browser does not (max-age=0): the
        // storefront sends its reads by GET, and a shopper who has just ordered must see the
        // new stock, which this process's cache shows at once but a browser's copy would not.
        response.headers.set(
          'cache-control',
          `public, max-age=0, s-maxage=${Math.min(Math.floor(ttlMs / 1000), store.secondsUntil(decision.holdsUntil ?? Number.POSITIVE_INFINITY))}`,
        )
        response.headers.set('vary', 'Authorization, X-Operator-Authorization, X-Platform')
        // A shared cache must not hand one guest's id to everyone.
        response.headers.delete('set-cookie')
      }
    },
  }
}

/**
 * Shares the store's clears with every process on the same PostgreSQL when it keeps answers
 * (`clears`): a clear decided here is told to them, one told by them empties this store. And in
 * any case the catalogue changes (catalogueChanges.ts): one made here is told to them, anything
 * told by them counts as one here (the kept cards go). Resolves with what to close at the end.
 */
export async function shareChanges(
  store: ResponseStore,
  databaseUrl: string,
  clears: boolean,
  log?: (line: string) => void,
): Promise<Pick<CacheChannel, 'close'>> {
  const channel = await openCacheChannel(
    databaseUrl,
    () => {
      store.forget()
      noteCatalogueChange()
    },
    log,
  )
  if (clears) store.shareClears(channel)
  const stop = shareCatalogueChanges(channel)
  return {
    close: async () => {
      stop()
      await channel.close()
    },
  }
}
