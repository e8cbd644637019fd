// What the home, catalogue and product pages load before they hydrate (issue #18), read from the
// built storefront's route manifest: few files (each is a round trip on a phone and a module
// preload Lighthouse counts before the first paint), and none of the rarely opened UI — the
// region and auth modals, the mobile menu, the checkout, the pharmacies' map — whose code comes when it is used.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ERROR_CODES, ERROR_MESSAGES } from '@apteka/sdk/errors'
import { beforeAll, describe, expect, it } from 'vitest'
import { CHECKOUT_TEXT } from '../app/checkout/CheckoutPage'
import { RECEIVE_TYPE_TEXT } from '../app/checkout/ReceiveTypeModal'
import { PICKUP_MAP_TEXT } from '../app/pharmacies/PickupMap/pickupMapText'
import { PHARMACIES_MAP_TEXT } from '../app/pharmacies/pharmacyText'
import { PRODUCT_TABS_TEXT } from '../app/product/productTabsText'
import { AUTH_MODAL_TEXT } from '../app/shell/AuthModal/AuthModal'
import { MOBILE_MENU_TEXT } from '../app/shell/MobileMenu/MobileMenu'
import { REGION_MODAL_HINT } from '../app/shell/RegionModal/RegionModal'
import { SHOP_IDENTITY } from '../app/shell/shopIdentity'
import { APP_DIR, ensureBuild } from './browser/harness'

const CLIENT_DIR = join(APP_DIR, 'build/client')

/** The parts of React Router's browser manifest (window.__reactRouterManifest) read here. */
interface RouteManifest {
  readonly entry: { readonly module: string; readonly imports: readonly string[] }
  readonly routes: Record<string, { readonly module: string; readonly imports?: readonly string[] }>
}

function readManifest(): RouteManifest {
  const assets = join(CLIENT_DIR, 'assets')
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file) throw new Error('no manifest-*.js in build/client/assets')
  const source = readFileSync(join(assets, file), 'utf8')
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''))
}

/** The scripts a page preloads: the entry's, the root route's and the page route's modules. */
function firstLoadScripts(manifest: RouteManifest, routeId: string): string[] {
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (const id of ['root', routeId]) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`no route '${id}' in the manifest`)
    scripts.add(route.module)
    for (const module of route.imports ?? []) scripts.add(module)
  }
  return [...scripts]
}

/** Strings only the on-demand UI's modules hold (none of them is in the sdk's error catalogue). */
const ON_DEMAND = {
  'the region modal': REGION_MODAL_HINT,
  'the auth modal': AUTH_MODAL_TEXT.title,
  'the mobile menu': MOBILE_MENU_TEXT.callCenter,
  'the checkout': CHECKOUT_TEXT.bonuses,
  "the cart's receive-type modal": RECEIVE_TYPE_TEXT.title,
  'the pickup map': PICKUP_MAP_TEXT.label,
  "the pharmacies' map": PHARMACIES_MAP_TEXT.zoomIn,
  // #36: the product tabs' texts load with the tabs' code, after the page.
  "the product tabs' texts": PRODUCT_TABS_TEXT.pharmacySearchPlaceholder,
  // #36: the generic modal (its dialog's test id) loads with the first modal opened; the
  // listings' filters modal on a phone is a part rendered only while open.
  'the generic modal': 'modal-overlay',
}

/**
 * The parts whose code loads after the page's: when they near the screen or the shopper first
 * scrolls or taps (ui/LazyPart's whenNear, #36: the footer, the home's JSON-LD, the listings'
 * filters, which a phone shows in a modal, the product's tabs and shelves), and those that load
 * when first shown (lazyPart's default, #36: the error page, the 404 page — which the catalogue's
 * listings show for an unknown category through the same part —, the search dropdown, the
 * product's availability notice, its review form when the tabs render it), by their chunks' names.
 */
const LAZY_PARTS = [
  'Footer',
  'FiltersPanel',
  'NotFound',
  'productTabs',
  'RecommendationWidgets',
  'ShopJsonLd',
  'ErrorPage',
  'SearchSuggestions',
  'DrugNotifyForm',
  'ReviewForm',
]

/** The pages issue #18 measures, by route id. */
const PAGES = ['home', 'catalog', 'product'] as const

/** At most this many scripts before hydration (47–55 before the build's chunking). */
const MAX_FIRST_LOAD_SCRIPTS = 12

/**
 * kB of gzip (level 6, as the bench compresses) each page's first-load scripts may weigh: the
 * measured figure plus at most 0.3 kB. Issue #36's goal is 160; the pages are above it
 * (docs/performance.md says by how much), so this guard holds what was measured. Lowered on
 * 2026-11-27 (#34: "the first load does not grow") from 177.6 / 180.3 / 182.8 to the measured
 * 175.75 / 178.78 / 181.37 kB, under the day's starting 176.10 / 179.02 / 181.48: the environment's
 * readers left the shell, the ui kit's rarely used pieces the ui chunk, the shop's identity the
 * home page's first load. After the day's last merges (the region's time zone on the product
 * page): 175.77 / 178.81 / 181.45 kB; the product page's guard is the day's starting figure, so
 * it cannot grow past it. Raised on 2026-11-27 (fourth session) to the measured 176.07 / 179.12 /
 * 181.65 kB plus 0.1 after the merges of that session: the shopper verbs moved into the sdk core
 * (−0.14 kB), the cart's total as the pre-order chose it (promo, points, courier kept through a
 * cart change) and the one Field component together added about 0.4 kB. Lowered on 2026-11-27
 * (#36) to the measured 169.90 / 173.41 / 174.93 kB plus 0.1: the persisted-operation ids stay
 * on the server (−4.8 kB), imports through app/shop.ts go to the sdk module (−0.8), the error
 * pages, the search dropdown and the product's availability notice load when first shown, the
 * region search's suggestions with the region modal. Lowered again on 2026-11-27 (#36, seventh
 * session) to the measured 166.28 / 173.32 / 174.96 kB plus 0.1 (the product page's guard stays
 * the 175.03 it had): the sdk's documents one module each (−0.7 kB: the shell held all 83
 * operations any page sends), what fewer pages share in 'ui-extra' instead of 'ui' (home −3.1 kB),
 * lazyPart's whenNear (+0.15 kB in the shell; the footer's, tabs' and shelves' code no longer
 * loads with a phone's first screen, which this manifest figure does not count but bench:web does).
 * Lowered on 2026-11-27 (#36, eighth session) to the measured 164.14 / 171.18 / 172.83 kB plus
 * 0.3: the error catalogue's texts (SPEC §8 messages) load with the first failure shown, not with
 * the shell and 'ui' (−2.1 kB on each page); the product tabs' texts with the tabs and the review
 * form a part of its own (product 171.29). Lowered on 2026-11-27 (#36, ninth session) to the
 * measured 157.74 / 164.62 / 164.92 kB plus 0.3: the browser build minified by terser instead of
 * esbuild (shell −4.6 kB, ui −0.8, each page's own chunks −0.1 to −0.5). Then to the measured
 * 157.75 / 163.71 / 164.52 kB plus 0.3: the ui kit's form field left 'ui-extra' (−0.4 kB on the
 * catalogue and product), and the listings show the 404 page through its on-demand part (−0.4).
 * Then the catalogue to the measured 162.52 kB plus 0.3: the listings' filters a part of their
 * own, loaded when near the screen (a phone shows them in a modal), their styles the page's.
 * Then the catalogue and product to the measured 162.38 / 163.13 kB plus 0.3: 'ui-extra' keeps
 * what both pages use, the listings' part goes to 'ui-listing', the product's to 'ui-product'.
 * Then (#36, twelfth session) to the measured 155.41 / 160.37 / 161.72 kB plus 0.3: the shared
 * chunks cut by which of home, catalogue and product reach a piece (vite.chunks.ts: the modal,
 * pagination and breadcrumbs left 'ui'), the phone's filters modal a part loaded when opened, the
 * product analogues' screen a module of its own (the catalogue no longer carries useProduct), the
 * operator's strip loaded in an operator's session only, the referral cookie's rules with a
 * '?REF_CODE=' address only, and of the 404 and error pages' texts only their titles in the shell.
 * Then to the measured 155.79 / 159.82 / 161.10 kB plus 0.3, the home and catalogue pages under
 * #36's 160: what the catalogue and product pages share went into 'ui' (a file of its own cost them
 * more in compression than the home page's loading it), the product card's actions hook joined the
 * ui kit (ui/ProductCard/useProductActions: one file fewer on each page), and the toasts' cards
 * load with the first toast (the stack and its live region stay in the shell).
 * Then (#36, thirteenth session) to #36's 160 kB for the catalogue and product, measured at
 * 155.79 / 159.87 / 159.86 kB: the product's tabs read their own data (ProductTabsScreen: the
 * reviews', pharmacies', instruction's and analogues' hooks left the page's first load, −1.4 kB
 * on the product), lazyPart holds a part's server props until its code arrives and clicks again
 * what was clicked before (+0.3 kB in the shell), so the tabs and shelves load when near the
 * screen again, which this manifest figure never counted but bench:web does, and terser's
 * unsafe_arrows (−0.1 kB on each page). A build's chunk names are content hashes written into
 * the chunks, so the same code gzips a few bytes larger or smaller from one build to the next.
 */
const FIRST_LOAD_BUDGET_KB = { home: 156.09, catalog: 160, product: 160 }

describe('the first load of the home, catalogue and product pages', () => {
  let manifest: RouteManifest
  beforeAll(() => {
    ensureBuild()
    manifest = readManifest()
  })

  it.each(PAGES)('%s preloads a few larger scripts, not dozens of small ones', (page) => {
    const scripts = firstLoadScripts(manifest, page)
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(MAX_FIRST_LOAD_SCRIPTS)
  })

  it.each(PAGES)('%s carries no code of the rarely opened UI', (page) => {
    const code = firstLoadScripts(manifest, page).map((module) => ({
      module,
      text: readFileSync(join(CLIENT_DIR, module), 'utf8'),
    }))
    for (const [part, marker] of Object.entries(ON_DEMAND)) {
      const holders = code.filter(({ text }) => text.includes(marker)).map(({ module }) => module)
      expect(holders, `${part} ('${marker}') in ${page}'s first load`).toEqual([])
    }
  })

  it.each(PAGES)("%s carries none of the shop's identity but its name (#34)", (page) => {
    // The requisites and licences come with the parts that show them (the footer, the home page's
    // JSON-LD, the legal and pharmacy pages), not with every page's first load.
    for (const module of firstLoadScripts(manifest, page)) {
      const text = readFileSync(join(CLIENT_DIR, module), 'utf8')
      expect(text, module).not.toContain(SHOP_IDENTITY.legalAddress)
      expect(text, module).not.toContain(SHOP_IDENTITY.licences.medicine.number)
    }
  })

  it.each(PAGES)(
    "%s carries the documents of the operations it sends, not every page's (#36)",
    (page) => {
      // vite.browserDocuments.ts: one module per document, so a document goes with the code that
      // sends it; the shell once held all 83 that any page sends. The operation of another page's
      // loader, or of the checkout, is in none of these pages' first load.
      const others = {
        home: ['CatalogPage', 'ProductPage'],
        catalog: ['HomePage'],
        product: ['HomePage'],
      }
      const text = firstLoadScripts(manifest, page)
        .map((module) => readFileSync(join(CLIENT_DIR, module), 'utf8'))
        .join('\n')
      for (const operation of others[page])
        expect(text).not.toContain(`operationName:"${operation}"`)
      expect(text).not.toContain('operationName:"saveOrder"')
      // The header's cart, which every page shows, is there.
      expect(text).toContain('operationName:"cart"')
    },
  )

  it.each(PAGES)("%s carries none of the error catalogue's texts (#36)", (page) => {
    // The catalogue (SPEC §8's Russian messages) comes with the first failure whose text is shown
    // (sdk core/failureMessage.ts, ui/errors.ts), not with a page whose calls may all succeed.
    // Its messages with placeholders are written nowhere else.
    const templates = [
      ERROR_MESSAGES[ERROR_CODES.FIELD_NOT_FILLED],
      ERROR_MESSAGES[ERROR_CODES.TOO_MANY_RESULTS],
    ]
    for (const module of firstLoadScripts(manifest, page)) {
      const text = readFileSync(join(CLIENT_DIR, module), 'utf8')
      for (const template of templates)
        expect(text.includes(template), `${module}: ${template}`).toBe(false)
    }
  })

  it.each(PAGES)('%s loads no more script bytes than its budget', (page) => {
    const bytes = firstLoadScripts(manifest, page)
      .map((module) => gzipSync(readFileSync(join(CLIENT_DIR, module)), { level: 6 }).length)
      .reduce((sum, size) => sum + size, 0)
    expect(bytes / 1000).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB[page])
  })

  it('runs React in the browser: React DOM is in the first load, and Preact is not installed', () => {
    const scripts = readdirSync(join(CLIENT_DIR, 'assets')).filter((name) => name.endsWith('.js'))
    const texts = new Map(
      scripts.map((name) => [
        `/assets/${name}`,
        readFileSync(join(CLIENT_DIR, 'assets', name), 'utf8'),
      ]),
    )
    // React DOM's production build names its errors by this address; Preact has no such line.
    const reactDom = new Set(
      [...texts].filter(([, text]) => text.includes('https://react.dev/errors/')).map(([m]) => m),
    )
    for (const page of PAGES)
      expect(
        firstLoadScripts(manifest, page).some((module) => reactDom.has(module)),
        page,
      ).toBe(true)
    // No renderer swap can come back unnoticed: Preact is neither a dependency nor locked.
    const lock = readFileSync(join(APP_DIR, '../package-lock.json'), 'utf8')
    const pkg = readFileSync(join(APP_DIR, 'package.json'), 'utf8')
    expect(lock).not.toMatch(/node_modules\/preact\b/)
    expect(pkg).not.toMatch(/"preact"/)
  })

  it('loads the parts below the fold after the page, and their styles with it', () => {
    const assets = readdirSync(join(CLIENT_DIR, 'assets'))
    for (const part of LAZY_PARTS) {
      const chunks = assets.filter((name) => name.startsWith(`${part}-`))
      expect(
        chunks.filter((name) => name.endsWith('.js')),
        part,
      ).toHaveLength(1)
      // A stylesheet of its own would come with the part's code, after the server's HTML showed it.
      expect(
        chunks.filter((name) => name.endsWith('.css')),
        part,
      ).toEqual([])
      for (const page of PAGES)
        expect(firstLoadScripts(manifest, page).filter((m) => m.includes(`/${part}-`))).toEqual([])
    }
  })

  it('still builds the on-demand UI, as chunks of its own', () => {
    const scripts = readdirSync(join(CLIENT_DIR, 'assets')).filter((name) => name.endsWith('.js'))
    const texts = scripts.map((name) => readFileSync(join(CLIENT_DIR, 'assets', name), 'utf8'))
    for (const [part, marker] of Object.entries(ON_DEMAND))
      expect(
        texts.some((text) => text.includes(marker)),
        `${part} is in the build`,
      ).toBe(true)
  })
})
