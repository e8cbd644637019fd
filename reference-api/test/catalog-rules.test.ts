// The catalogue's pure rules, without a server: the current price variant, discounts, text
// queries, catalogue addresses, IP regions, map grid, image paths and information pages.
import { describe, expect, it } from 'vitest'
import { parseCatalogUrl } from '../src/catalog/catalogPage'
import { fullTextQuery } from '../src/catalog/textMatch'
import { SHOP_TIME_ZONE, zoneDate } from '../src/clock/shopClock'
import { informationPage } from '../src/content/pages'
import { parseImagePath } from '../src/http/images'
import { cellSize } from '../src/pharmacy/pharmacyMap'
import { currentVariant, discountPercent, priceTypeEnum } from '../src/product/pricing'
import { regionIdOfIp } from '../src/region/regionDetection'

const variant = (
  priceTypeId: number,
  price: number,
  availableForOrder: boolean,
  availableForBooking = true,
) => ({ priceTypeId, price, availableForOrder, availableForBooking })

describe('current price variant', () => {
  it('prefers the base price when it can be ordered, even if another is cheaper', () => {
    expect(currentVariant([variant(4, 80, true), variant(1, 100, true)])).toMatchObject({
      priceTypeId: 1,
    })
  })
  it('takes the cheapest orderable variant when the base one cannot be ordered', () => {
    const chosen = currentVariant([
      variant(1, 100, false),
      variant(9, 120, true),
      variant(4, 90, true),
    ])
    expect(chosen).toMatchObject({ priceTypeId: 4 })
  })
  it('falls back to a booking-only variant, and to nothing without variants', () => {
    expect(
      currentVariant([variant(1, 100, false, true), variant(14, 50, false, false)]),
    ).toMatchObject({
      priceTypeId: 1,
    })
    expect(currentVariant([])).toBeNull()
  })
  it('discount is the rounded percent off a higher old price only', () => {
    expect(discountPercent(85, 100)).toBe(15)
    expect(discountPercent(100, 100)).toBeNull()
    expect(discountPercent(100, null)).toBeNull()
    expect(priceTypeEnum(14)).toBe('EXPIRING_14')
  })
})

describe('text queries', () => {
  it('ANDs the words and lets the last one match as a prefix', () => {
    expect(fullTextQuery('  Парацетамол  таб ')).toBe('парацетамол & таб:*')
    expect(fullTextQuery('Но-шпа')).toBe('но & шпа:*')
    expect(fullTextQuery('витамин д')).toBe('витамин & д')
    expect(fullTextQuery('ёж')).toBe('еж:*')
    expect(fullTextQuery('!!!')).toBe('')
  })
})

describe('catalogue addresses', () => {
  it('reads categories, filter segments and f_ parameters, skipping the region segment', () => {
    expect(
      parseCatalogUrl('/catalog/vitaminy/r_spb/brand:solgar,now/form:kapsuly/?f_country=ssha'),
    ).toEqual({
      target: { kind: 'catalog', path: ['vitaminy'] },
      lists: [
        { id: 'brand', values: ['solgar', 'now'] },
        { id: 'form', values: ['kapsuly'] },
        { id: 'country', values: ['ssha'] },
      ],
    })
  })
  it('knows the other catalogue pages', () => {
    expect(parseCatalogUrl('/brand/nurofen/').target).toEqual({ kind: 'brand', alias: 'nurofen' })
    expect(parseCatalogUrl('/manufacturer/bayer/country:germaniya').target).toEqual({
      kind: 'manufacturer',
      code: 'bayer',
    })
    expect(parseCatalogUrl('/event/leto/r_spb/').target).toEqual({ kind: 'event', alias: 'leto' })
    expect(parseCatalogUrl('/diseases/gripp').target).toEqual({ kind: 'disease', code: 'gripp' })
    expect(parseCatalogUrl('/discounts').target).toEqual({ kind: 'discounts' })
    expect(parseCatalogUrl('/istekayushchiy_srok_godnosti').target).toEqual({ kind: 'expiring' })
    expect(
      parseCatalogUrl('/search/?what=%D0%BD%D1%83%D1%80%D0%BE%D1%84%D0%B5%D0%BD').target,
    ).toEqual({
      kind: 'search',
      query: 'нурофен',
    })
    expect(parseCatalogUrl('/g_nurofen-reckitt/').target).toEqual({
      kind: 'group',
      code: 'nurofen-reckitt',
    })
  })
  it('an unknown page is E_270', () => {
    expect(() => parseCatalogUrl('/nonsense/page/')).toThrow(
      expect.objectContaining({ extensions: { code: 'E_270' } }),
    )
  })
})

describe('regions of IP addresses', () => {
  it('loopback, private and unknown addresses are the default region (null)', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '192.168.0.5',
      '172.20.1.1',
      '203.0.113.7',
      '',
    ])
      expect(regionIdOfIp(ip)).toBeNull()
  })
  it('known prefixes name their region, IPv4 inside IPv6 too', () => {
    expect(regionIdOfIp('85.26.1.2')).toBe('tatarstan')
    expect(regionIdOfIp('::ffff:178.70.3.4')).toBe('spb')
  })
})

describe('small helpers', () => {
  it('map cells halve with every zoom step', () => {
    expect(cellSize(10)).toBe(cellSize(9) / 2)
  })
  it("the shop's days are Moscow days", () => {
    expect(zoneDate(new Date('2025-03-01T22:30:00Z'), SHOP_TIME_ZONE)).toBe('2025-03-02')
    expect(zoneDate(new Date('2025-02-28T12:00:00Z'), SHOP_TIME_ZONE, 1)).toBe('2025-03-01')
  })
  it('image paths carry only the size prefixes of SPEC §9', () => {
    expect(parseImagePath('/images/products/200_200_nurofen.svg')).toEqual({
      folder: 'products',
      name: 'nurofen',
      size: [200, 200],
    })
    expect(parseImagePath('/images/products/nurofen.svg')).toMatchObject({ size: null })
    expect(parseImagePath('/images/products/13_13_nurofen.svg')).toBeNull()
    expect(parseImagePath('/images/products/nurofen.png')).toBeNull()
  })
  it('information pages are found with or without slashes and region', () => {
    expect(informationPage('about/')?.title).toBe('О компании')
    expect(informationPage('/r_spb/dostavka')?.path).toBe('/dostavka')
    expect(informationPage('/public_offer')?.body).toContain('оферт')
    expect(informationPage('/zakazat-lekarstva-po-telefonu')?.body).toContain('8 (800) 500-92-62')
    expect(informationPage('/nope')).toBeUndefined()
  })
})
