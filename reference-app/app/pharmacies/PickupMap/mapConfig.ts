// Which map draws under the pickup pins, from the storefront server's environment
// (MAP_PROVIDER and friends, read by server.mjs and handed over in the load context).
// Anything missing or malformed falls back to 'none': the offline map needs no server.

/** What draws the map: 'none' (pins on a plain background), raster tiles or Yandex Maps 2.1. */
export type MapProviderName = 'none' | 'tiles' | 'yandex'

/** The map's settings as the root loader hands them to the page. */
export interface MapConfig {
  readonly provider: MapProviderName
  /** 'tiles': the URL template with {z}, {x}, {y} and optionally {s}; null otherwise. */
  readonly tileUrl: string | null
  /** 'tiles': the attribution the tile server asks for, e.g. '© OpenStreetMap'; null when none. */
  readonly tileAttribution: string | null
  /** 'yandex': the address of the Yandex Maps 2.1 script; null otherwise. */
  readonly yandexUrl: string | null
}

/** The environment variables server.mjs passes on (unset ones are absent). */
export interface MapEnv {
  readonly MAP_PROVIDER?: string
  readonly MAP_TILE_URL?: string
  readonly MAP_TILE_ATTRIBUTION?: string
  readonly YANDEX_MAPS_API_KEY?: string
  readonly YANDEX_MAPS_URL?: string
}

/** The default: pins and clusters only, nothing fetched from a map server. */
export const OFFLINE_MAP_CONFIG: MapConfig = {
  provider: 'none',
  tileUrl: null,
  tileAttribution: null,
  yandexUrl: null,
}

/** The Yandex Maps 2.1 script (SPEC §7: version 2.1, language ru_RU); the key is appended. */
export const YANDEX_MAPS_DEFAULT_URL = 'https://api-maps.yandex.ru/2.1/?lang=ru_RU'

/** Whether a tile template names the tile: {z}, {x} and {y} all present. */
export function isTileTemplate(template: string): boolean {
  return ['{z}', '{x}', '{y}'].every((part) => template.includes(part))
}

const setting = (value: string | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** The map's configuration from the environment; unknown or incomplete settings mean 'none'. */
export function mapConfigFromEnv(env: MapEnv | undefined): MapConfig {
  const provider = setting(env?.MAP_PROVIDER)?.toLowerCase() ?? 'none'
  if (provider === 'tiles') {
    const tileUrl = setting(env?.MAP_TILE_URL)
    if (!tileUrl || !isTileTemplate(tileUrl)) return OFFLINE_MAP_CONFIG
    return {
      ...OFFLINE_MAP_CONFIG,
      provider: 'tiles',
      tileUrl,
      tileAttribution: setting(env?.MAP_TILE_ATTRIBUTION),
    }
  }
  if (provider === 'yandex') {
    const key = setting(env?.YANDEX_MAPS_API_KEY)
    const yandexUrl =
      setting(env?.YANDEX_MAPS_URL) ??
      (key
        ? `${YANDEX_MAPS_DEFAULT_URL}&apikey=${encodeURIComponent(key)}`
        : YANDEX_MAPS_DEFAULT_URL)
    return { ...OFFLINE_MAP_CONFIG, provider: 'yandex', yandexUrl }
  }
  return OFFLINE_MAP_CONFIG
}
