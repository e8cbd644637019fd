import { describe, expect, it } from 'vitest'
import { mapConfigFromEnv, OFFLINE_MAP_CONFIG } from './mapConfig'

const OSM = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'

describe('mapConfigFromEnv', () => {
  it('is the offline map when nothing is configured', () => {
    expect(mapConfigFromEnv(undefined)).toEqual(OFFLINE_MAP_CONFIG)
    expect(mapConfigFromEnv({})).toEqual(OFFLINE_MAP_CONFIG)
    expect(mapConfigFromEnv({ MAP_PROVIDER: 'none', MAP_TILE_URL: OSM })).toEqual(
      OFFLINE_MAP_CONFIG,
    )
  })

  it('falls back to the offline map for an unknown provider', () => {
    expect(mapConfigFromEnv({ MAP_PROVIDER: 'google', MAP_TILE_URL: OSM }).provider).toBe('none')
  })

  it('takes tiles with their template and attribution', () => {
    expect(
      mapConfigFromEnv({
        MAP_PROVIDER: ' Tiles ',
        MAP_TILE_URL: OSM,
        MAP_TILE_ATTRIBUTION: '© OpenStreetMap',
      }),
    ).toEqual({
      provider: 'tiles',
      tileUrl: OSM,
      tileAttribution: '© OpenStreetMap',
      yandexUrl: null,
    })
    expect(mapConfigFromEnv({ MAP_PROVIDER: 'tiles', MAP_TILE_URL: OSM }).tileAttribution).toBe(
      null,
    )
  })

  it('ignores tiles without a template naming {z}, {x} and {y}', () => {
    expect(mapConfigFromEnv({ MAP_PROVIDER: 'tiles' }).provider).toBe('none')
    expect(mapConfigFromEnv({ MAP_PROVIDER: 'tiles', MAP_TILE_URL: '  ' }).provider).toBe('none')
    expect(
      mapConfigFromEnv({ MAP_PROVIDER: 'tiles', MAP_TILE_URL: 'https://t.example/{z}/{x}.png' })
        .provider,
    ).toBe('none')
  })

  it('builds the Yandex Maps 2.1 address from the API key', () => {
    expect(mapConfigFromEnv({ MAP_PROVIDER: 'yandex', YANDEX_MAPS_API_KEY: 'k&1' })).toEqual({
      provider: 'yandex',
      tileUrl: null,
      tileAttribution: null,
      yandexUrl: 'https://api-maps.yandex.ru/2.1/?lang=ru_RU&apikey=k%261',
    })
    expect(mapConfigFromEnv({ MAP_PROVIDER: 'yandex' }).yandexUrl).toBe(
      'https://api-maps.yandex.ru/2.1/?lang=ru_RU',
    )
  })

  it('prefers YANDEX_MAPS_URL over the default address', () => {
    expect(
      mapConfigFromEnv({
        MAP_PROVIDER: 'yandex',
        YANDEX_MAPS_API_KEY: 'key',
        YANDEX_MAPS_URL: 'https://maps.example/2.1/?lang=ru_RU',
      }).yandexUrl,
    ).toBe('https://maps.example/2.1/?lang=ru_RU')
  })
})
