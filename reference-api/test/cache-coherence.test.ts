// Two API processes on one PostgreSQL (as WORKERS=2 or two instances behind a load balancer): an
// order placed through one empties the other's response cache before its answer leaves, so a
// read through the other shows the new stock at once (src/db/cacheChannel.ts); a review through
// one drops the product cards another keeps (src/product/catalogueChanges.ts), its response cache
// off or not. PostgreSQL only: the embedded PGlite is one process.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import {
  CreateReviewDocument,
  PreOrderDocument,
  ProductPharmaciesDocument,
  SaveOrderDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from './catalog-backends'
import { startTestApi, type TestApi } from './harness'
import { shopper, suiteDatabaseUrl } from './shopper'

const REGION = 'moscowregion'
const SHELF = 5
const apiDir = fileURLToPath(new URL('..', import.meta.url))

/** The API's own start (src/main.ts) in a process of its own; resolves with its URL. */
function startProcess(
  databaseUrl: string,
  responseCacheTtlMs = 60_000,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@apteka/source', 'src/main.ts'],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        CATALOG_SIZE: '150',
        RATE_LIMITS: 'off',
        RESPONSE_CACHE_TTL_MS: String(responseCacheTtlMs),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk
      const match = /listening on (http:\/\/\S+)\/graphql/.exec(output)
      if (match?.[1]) resolve({ url: match[1], child })
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}:\n${output}`)))
  })
}

async function gqlAt(url: string, document: unknown, variables: unknown) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-platform': 'web' },
    body: JSON.stringify({ query: String(document), variables }),
  })
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] }
  return { ...body, cache: response.headers.get('x-cache') }
}

describe.skipIf(!process.env.DATABASE_URL)('response caches of two processes (postgres)', () => {
  let first: TestApi
  let second: { url: string; child: ChildProcess }
  /** A process without a response cache: what it keeps is its product cards. */
  let third: { url: string; child: ChildProcess }
  let pharmacy: { id: string; address: string }
  let scarce: { productId: number; priceTypeId: number; alias: string }
  let filler: { productId: number; priceTypeId: number; quantity: number }

  beforeAll(async () => {
    const databaseUrl = (await suiteDatabaseUrl(
      process.env.DATABASE_URL,
      'cache_coherence',
    )) as string
    first = await startTestApi({
      databaseUrl,
      catalogSize: 150,
      config: { databaseUrl, responseCache: { ttlMs: 60_000, maxBytes: 16 * 1024 * 1024 } },
    })
    second = await startProcess(databaseUrl)
    third = await startProcess(databaseUrl, 0)

    const [row] = await first.database.exec<{ id: number; address: string }>(
      `SELECT id, address FROM pharmacies
        WHERE region_id = $1 AND is_active AND payment_types && ARRAY['cash', 'card']
        ORDER BY id LIMIT 1`,
      [REGION],
    )
    pharmacy = { id: String(row?.id), address: String(row?.address) }
    const variants = await first.database.exec<{
      product_id: number
      price_type_id: number
      price: string
      max_quantity: number
      alias: string
    }>(
      `SELECT DISTINCT ON (pp.product_id) pp.product_id, pp.price_type_id, pp.price,
              pp.max_quantity, p.alias
         FROM product_prices pp JOIN products p ON p.id = pp.product_id AND NOT p.is_bundle
        WHERE pp.region_id = $1 AND pp.available_for_booking AND pp.available_for_order
          AND pp.max_quantity >= 1 AND pp.price_type_id NOT BETWEEN 8 AND 13
        ORDER BY pp.product_id, pp.price_type_id`,
      [REGION],
    )
    variants.sort((a, b) => Number(b.price) - Number(a.price))
    const plentiful = variants.find((v) => Number(v.price) * Number(v.max_quantity) >= 500)
    const first_ = variants.find((v) => v !== plentiful)
    if (!plentiful || !first_) throw new Error('no bookable products in the region')
    filler = {
      productId: Number(plentiful.product_id),
      priceTypeId: Number(plentiful.price_type_id),
      quantity: Math.ceil(500 / Number(plentiful.price)),
    }
    scarce = {
      productId: Number(first_.product_id),
      priceTypeId: Number(first_.price_type_id),
      alias: first_.alias,
    }
    for (const [productId, quantity] of [
      [scarce.productId, SHELF],
      [filler.productId, 1_000_000],
    ] as const) {
      await first.database.exec(
        `INSERT INTO pharmacy_stock (pharmacy_id, product_id, quantity) VALUES ($1, $2, $3)
         ON CONFLICT (pharmacy_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
        [Number(pharmacy.id), productId, quantity],
      )
    }
  }, 180_000)

  afterAll(async () => {
    second?.child.kill('SIGTERM')
    third?.child.kill('SIGTERM')
    await first?.close()
  })

  const shelfOf = (data: unknown) => {
    const items = (
      data as {
        productPage: {
          product: { pharmacies: { items: { pharmacy: { id: string }; quantity: number }[] } }
        }
      }
    ).productPage.product.pharmacies.items
    return items.find((item) => item.pharmacy.id === pharmacy.id)?.quantity ?? 0
  }
  const shelfRead = () => ({ regionID: REGION, alias: scarce.alias, search: pharmacy.address })

  it('an order through one process is seen by a read through the other at once', async () => {
    // The second process keeps the answer: a hit showing the whole shelf.
    expect(shelfOf((await gqlAt(second.url, ProductPharmaciesDocument, shelfRead())).data)).toBe(
      SHELF,
    )
    const kept = await gqlAt(second.url, ProductPharmaciesDocument, shelfRead())
    expect(kept.cache).toBe('HIT')
    expect(shelfOf(kept.data)).toBe(SHELF)

    // A guest orders one unit through the first process.
    const guest = shopper(first)
    const cart = await guest.gql(UpdateCartDocument, {
      regionID: REGION,
      items: [
        { productID: String(scarce.productId), priceTypeID: scarce.priceTypeId, quantity: 1 },
        {
          productID: String(filler.productId),
          priceTypeID: filler.priceTypeId,
          quantity: filler.quantity,
        },
      ],
    })
    expect(cart.errors).toEqual([])
    await guest.gql(PreOrderDocument, { regionID: REGION, step: 'PICKUP' })
    const chosen = await guest.gql(UpdatePreOrderDocument, {
      input: {
        regionID: REGION,
        step: 'CHECKOUT',
        receiveType: 'booking',
        pharmacyID: pharmacy.id,
        payment: 'pharmacy',
        receiver: { name: 'Гость', phone: '+79994440001' },
      },
    })
    expect(chosen.errors).toEqual([])
    const saved = await guest.gql(SaveOrderDocument, { regionID: REGION })
    expect(saved.errors).toEqual([])

    // Right after the order's answer: the second process computes the page again. NOTIFY is
    // asynchronous: the order's answer waited until PostgreSQL delivered it, and on a loaded
    // machine the second process may take a few milliseconds more to read it — never the TTL.
    const started = Date.now()
    let after = await gqlAt(second.url, ProductPharmaciesDocument, shelfRead())
    while (after.cache === 'HIT' && Date.now() - started < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      after = await gqlAt(second.url, ProductPharmaciesDocument, shelfRead())
    }
    expect(after.cache).toBe('MISS')
    expect(shelfOf(after.data)).toBe(SHELF - 1)
  }, 60_000)

  it('a review through one process shows at once in the cards another keeps', async () => {
    const [row] = await first.database.exec<{ id: number }>(
      `SELECT p.id FROM products p WHERE NOT p.reviews_disabled AND EXISTS (
         SELECT 1 FROM product_prices pp WHERE pp.product_id = p.id AND pp.region_id = $1)
       ORDER BY p.id DESC LIMIT 1`,
      [REGION],
    )
    const id = String(row?.id)
    type Shown = { products: { items: { id: string; rating: number; reviewsCount: number }[] } }
    const shown = async (url: string) => {
      const list = await gqlAt(
        url,
        'query($search: ProductSearchInput!) { products(search: $search) { items { id rating reviewsCount } } }',
        { search: { regionID: REGION, ids: [id] } },
      )
      expect(list.errors ?? []).toEqual([])
      return (list.data as Shown).products.items[0]
    }
    // Both processes keep the card (the second its answer too).
    const before = await shown(third.url)
    expect(before?.id).toBe(id)
    expect(await shown(third.url)).toEqual(before)
    expect(await shown(second.url)).toEqual(before)

    const headers = await signIn(first, '+79994440002')
    const created = await first.gql(
      CreateReviewDocument,
      { rating: 2, productID: id, message: 'Помогает, но медленнее, чем обещают' },
      headers,
    )
    expect(created.errors).toEqual([])
    const [stored] = await first.database.exec<{ rating: number | string; reviews_count: number }>(
      'SELECT rating, reviews_count FROM products WHERE id = $1',
      [Number(id)],
    )
    const now = { id, rating: Number(stored?.rating), reviewsCount: Number(stored?.reviews_count) }
    expect(now.reviewsCount).toBe((before?.reviewsCount ?? 0) + 1)
    // As above: the review's answer waited for PostgreSQL to deliver the notification; the others
    // may take a few milliseconds more to read it.
    for (const other of [third, second]) {
      const started = Date.now()
      let after = await shown(other.url)
      while (after?.reviewsCount === before?.reviewsCount && Date.now() - started < 1000) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        after = await shown(other.url)
      }
      expect(after).toEqual(now)
    }
  }, 60_000)
})
