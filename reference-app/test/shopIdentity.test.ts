// The shop's identity comes from one configuration (issue #30): the operator's legal name,
// INN/OGRN, address, phones and the four licences of SPEC §9 in shop.config.json are what the
// footer, /licenses, the pharmacy pages, the legal pages and the JSON-LD all say.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningStack, startStack } from './browser/stack'

const PUBLIC_URL = 'https://apteka.example'
const identity = JSON.parse(
  readFileSync(new URL('../shop.config.json', import.meta.url), 'utf8'),
) as {
  name: string
  legalName: string
  shortLegalName: string
  inn: string
  ogrn: string
  legalAddress: string
  phones: { number: string }[]
  licences: Record<string, { number: string; date: string }>
}
/** '2019-03-14' as the pages write it. */
const ruDate = (iso: string) => iso.split('-').reverse().join('.')
const licences = Object.values(identity.licences)

let stack: RunningStack
let pharmacyPath: string

beforeAll(async () => {
  stack = await startStack({ catalogSize: 60, env: { PUBLIC_URL } })
  const [pharmacy] = await stack.api.database.exec<{ id: number }>(
    'SELECT id FROM pharmacies ORDER BY id LIMIT 1',
  )
  pharmacyPath = `/pharmacies/pharmacy/${pharmacy!.id}`
}, 120_000)
afterAll(() => stack?.stop())

/** The page's HTML with entities read back, as text search wants it. */
async function page(path: string): Promise<string> {
  const answer = await fetch(new URL(path, stack.url))
  expect(answer.status, path).toBe(200)
  return (await answer.text())
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/<!-- -->/g, '')
}

/** The JSON-LD nodes of a page, @graph unpacked. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? 'null'))
    .flatMap((json) => json?.['@graph'] ?? [json])
}

describe('the shop identity', () => {
  it('the footer of every page names the operator, its INN/OGRN, address, phones and licence', async () => {
    for (const path of ['/', '/catalog', pharmacyPath, '/about']) {
      const html = await page(path)
      const footer = html.slice(html.lastIndexOf('<footer'), html.lastIndexOf('</footer>'))
      for (const text of [
        identity.shortLegalName,
        `ИНН ${identity.inn}`,
        `ОГРН ${identity.ogrn}`,
        identity.legalAddress,
        ...identity.phones.map((phone) => phone.number),
        identity.licences.medicine!.number,
      ])
        expect(footer, `${path}: ${text}`).toContain(text)
    }
  })

  it('/licenses and a pharmacy page list the same four licences, with their dates', async () => {
    for (const path of ['/licenses', pharmacyPath]) {
      const html = await page(path)
      for (const licence of licences)
        expect(html, path).toContain(`№ ${licence.number} от ${ruDate(licence.date)}`)
    }
  })

  it('the legal pages are full templates filled from it', async () => {
    for (const path of ['/public_offer', '/personal-data', '/terms', '/dostavka']) {
      const html = await page(path)
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      for (const text of [
        identity.legalName,
        `ИНН ${identity.inn}`,
        `ОГРН ${identity.ogrn}`,
        identity.legalAddress,
      ])
        expect(main, `${path}: ${text}`).toContain(text)
      // A template, not a sentence or two: sections under their own headings.
      expect(main.match(/<h2/g)?.length ?? 0, path).toBeGreaterThanOrEqual(3)
    }
    const offer = await page('/public_offer')
    for (const licence of licences) expect(offer).toContain(licence.number)
  })

  it('the JSON-LD of the home and pharmacy pages carries the same organisation', async () => {
    const home = jsonLd(await page('/')).find((node) => node['@type'] === 'Organization')
    expect(home).toMatchObject({
      name: identity.name,
      legalName: identity.legalName,
      taxID: identity.inn,
      url: `${PUBLIC_URL}/`,
    })
    expect(String(home?.logo)).toMatch(/^https:\/\/apteka\.example\//)
    const pharmacy = jsonLd(await page(pharmacyPath)).find((node) => node['@type'] === 'Pharmacy')
    expect(pharmacy?.parentOrganization).toMatchObject({ legalName: identity.legalName })
  })
})
