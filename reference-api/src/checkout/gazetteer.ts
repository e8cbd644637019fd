// A small street gazetteer of the big cities with the shop's pharmacies, standing in for an
// address service: suggestions while typing and coordinates of a house. Streets are real names;
// their positions are computed deterministically around the region's centre (each street gets a
// bearing, a distance and a direction from a hash of its name), houses run along the street
// 20 m apart, odd and even on opposite sides.
import { formatAddress } from '@apteka/sdk/rules'
import {
  cityStreets,
  moscowMetro,
  moscowOblastTowns,
  spbMetro,
  townStreets,
} from '../seed/data/places'
import { offsetKm } from './geo'

interface StreetData {
  /** With its kind, as the address line shows it: 'ул. Тверская', 'Ленинский пр-т'. */
  name: string
  suburb: string
  /** Highest house number. */
  houses: number
}

interface TownData {
  city: string
  /** Where the town's centre lies from the region's centre. */
  bearing: number
  distanceKm: number
  /** Streets lie this far from the town's centre at most. */
  radiusKm: number
  /** First three digits of the town's postcodes. */
  postcode: string
  streets: StreetData[]
  /** The town's own centre, when it is known (then bearing and distance are not used). */
  centre?: { lat: number; long: number }
}

const street = (name: string, suburb: string, houses = 60): StreetData => ({ name, suburb, houses })

const city = (name: string, postcode: string, streets: StreetData[], radiusKm = 7): TownData => ({
  city: name,
  bearing: 0,
  distanceKm: 0,
  radiusKm,
  postcode,
  streets,
})

/** Streets a town has beyond the seeded pharmacies' (townStreets), by town. */
const TOWN_STREETS: Record<string, StreetData[]> = {
  Химки: [street('Юбилейный пр-т', 'Новогорск', 70)],
  Подольск: [
    street('ул. Кирова', 'Центральный', 80),
    street('Революционный пр-т', 'Центральный', 60),
  ],
  'Сергиев Посад': [
    street('пр-т Красной Армии', 'Центр', 250),
    street('ул. Вознесенская', 'Центр', 110),
  ],
}

/** First three digits of the postcodes of Moscow oblast towns; default 140. */
const TOWN_POSTCODES: Record<string, string> = {
  Химки: '141',
  Долгопрудный: '141',
  Мытищи: '141',
  Королёв: '141',
  Пушкино: '141',
  Щёлково: '141',
  'Сергиев Посад': '141',
  Красногорск: '143',
  Одинцово: '143',
  Подольск: '142',
  Домодедово: '142',
  Серпухов: '142',
  Балашиха: '143',
}

/**
 * Every town of the region's pharmacies (the seed's list, at their real centres, which the
 * courier zone is drawn around), with the streets their pharmacies stand on (#32: only Химки,
 * Подольск and Сергиев Посад were known, so an address in Балашиха could not be found).
 */
function oblastTowns(): TownData[] {
  return moscowOblastTowns.map(([name, lat, long]) => {
    const own = TOWN_STREETS[name] ?? []
    const known = new Set(own.map((entry) => entry.name))
    return {
      ...city(
        name,
        TOWN_POSTCODES[name] ?? '140',
        [
          ...own,
          ...townStreets
            .filter((entry) => !known.has(entry))
            .map((entry) => street(entry, 'Центр')),
        ],
        2,
      ),
      centre: { lat, long },
    }
  })
}

/** Streets by region id. The first town is the region's capital. */
const GAZETTEER: Record<string, TownData[]> = {
  moscowregion: [
    city('Москва', '125', [
      street('ул. Тверская', 'Тверской', 36),
      street('ул. Арбат', 'Арбат', 54),
      street('ул. Новый Арбат', 'Арбат', 36),
      street('Ленинский пр-т', 'Гагаринский', 160),
      street('пр-т Мира', 'Мещанский', 210),
      street('Кутузовский пр-т', 'Дорогомилово', 90),
      street('ул. Покровка', 'Басманный', 48),
      street('ул. Маросейка', 'Басманный', 17),
      street('Профсоюзная ул.', 'Академический', 150),
      street('ул. Вавилова', 'Гагаринский', 97),
      street('Ленинградский пр-т', 'Беговой', 80),
      street('ул. Бауманская', 'Басманный', 58),
      street('ул. Большая Полянка', 'Якиманка', 65),
      street('ул. Пятницкая', 'Замоскворечье', 82),
      street('Варшавское ш.', 'Нагорный', 170),
      street('ул. Мясницкая', 'Красносельский', 47),
      street('Комсомольский пр-т', 'Хамовники', 49),
      street('ул. Лесная', 'Тверской', 43),
      street('ул. Сретенка', 'Мещанский', 36),
      street('ул. Профсоюзная', 'Коньково', 140),
      street('ул. Садовая-Кудринская', 'Пресненский', 32),
      street('Щёлковское ш.', 'Гольяново', 100),
    ]),
    ...oblastTowns(),
  ],
  spb: [
    city('Санкт-Петербург', '190', [
      street('Невский пр-т', 'Центральный', 180),
      street('Литейный пр-т', 'Центральный', 65),
      street('Московский пр-т', 'Московский', 220),
      street('ул. Садовая', 'Адмиралтейский', 130),
      street('Каменноостровский пр-т', 'Петроградский', 75),
      street('Большой пр-т П.С.', 'Петроградский', 100),
      street('ул. Марата', 'Центральный', 86),
      street('Лиговский пр-т', 'Центральный', 290),
      street('Гороховая ул.', 'Адмиралтейский', 80),
      street('ул. Рубинштейна', 'Центральный', 40),
      street('пр-т Просвещения', 'Выборгский', 100),
      street('Средний пр-т В.О.', 'Василеостровский', 90),
    ]),
  ],
  tatarstan: [
    city('Казань', '420', [
      street('ул. Баумана', 'Вахитовский', 80),
      street('ул. Пушкина', 'Вахитовский', 50),
      street('пр-т Победы', 'Приволжский', 200),
      street('ул. Чистопольская', 'Ново-Савиновский', 90),
      street('ул. Декабристов', 'Московский', 190),
    ]),
  ],
  sverdlovskregion: [
    city('Екатеринбург', '620', [
      street('ул. Малышева', 'Ленинский', 150),
      street('пр-т Ленина', 'Ленинский', 100),
      street('ул. 8 Марта', 'Ленинский', 200),
      street('ул. Вайнера', 'Ленинский', 60),
      street('ул. Куйбышева', 'Октябрьский', 140),
    ]),
  ],
  novosibirskregion: [
    city('Новосибирск', '630', [
      street('Красный пр-т', 'Центральный', 220),
      street('ул. Ленина', 'Центральный', 90),
      street('ул. Кирова', 'Октябрьский', 110),
      street('ул. Челюскинцев', 'Железнодорожный', 50),
      street('ул. Гоголя', 'Дзержинский', 230),
    ]),
  ],
  krasnodarkrai: [
    city('Краснодар', '350', [
      street('ул. Красная', 'Центральный', 200),
      street('ул. Северная', 'Центральный', 500),
      street('ул. Ставропольская', 'Карасунский', 300),
      street('ул. Московская', 'Прикубанский', 150),
    ]),
  ],
  nizhnynovgorodregion: [
    city('Нижний Новгород', '603', [
      street('ул. Большая Покровская', 'Нижегородский', 100),
      street('ул. Рождественская', 'Нижегородский', 50),
      street('пр-т Гагарина', 'Приокский', 230),
      street('ул. Родионова', 'Нижегородский', 200),
    ]),
  ],
  samararegion: [
    city('Самара', '443', [
      street('ул. Ленинградская', 'Самарский', 100),
      street('Московское ш.', 'Октябрьский', 300),
      street('ул. Куйбышева', 'Самарский', 150),
      street('ул. Ново-Садовая', 'Октябрьский', 380),
    ]),
  ],
  rostovregion: [
    city('Ростов-на-Дону', '344', [
      street('ул. Большая Садовая', 'Ленинский', 150),
      street('Будённовский пр-т', 'Кировский', 130),
      street('пр-т Ворошиловский', 'Кировский', 90),
      street('ул. Пушкинская', 'Кировский', 220),
    ]),
  ],
  bashkortostan: [
    city('Уфа', '450', [
      street('ул. Ленина', 'Кировский', 160),
      street('пр-т Октября', 'Октябрьский', 200),
      street('ул. Карла Маркса', 'Кировский', 70),
      street('ул. Менделеева', 'Советский', 230),
    ]),
  ],
}

/** The streets the seeded pharmacies of each region's capital stand on, by region id. */
const PHARMACY_STREETS: Record<string, string[]> = {
  ...cityStreets,
  moscowregion: moscowMetro.map(([, name]) => name),
  spb: spbMetro.map(([, name]) => name),
}

// Every street a pharmacy of the capital stands on can be found in it too.
for (const [regionId, names] of Object.entries(PHARMACY_STREETS)) {
  const capital = GAZETTEER[regionId]?.[0]
  if (!capital) continue
  const known = new Set(capital.streets.map((entry) => entry.name))
  for (const name of new Set(names))
    if (!known.has(name)) capital.streets.push(street(name, 'Центр'))
}

/** FNV-1a: a stable 32-bit hash, so a street keeps its place across restarts. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[.,;:()«»"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

// Words that name a street's or a place's kind, or the house: they do not tell streets apart.
const KIND_WORDS = new Set([
  'ул',
  'улица',
  'пр-т',
  'пр',
  'проспект',
  'ш',
  'шоссе',
  'пер',
  'переулок',
  'наб',
  'набережная',
  'пл',
  'площадь',
  'б-р',
  'бульвар',
  'г',
  'город',
  'дом',
  'д',
  'россия',
])

const HOUSE = /^(\d{1,4})([а-я]?)(?:(?:к|корп|с|стр)\d{1,2})?$/

interface Place {
  regionId: string
  town: TownData
  street: StreetData
  /** Normalised words of the street and its town, matched against the query. */
  words: string[]
}

function places(regionId: string): Place[] {
  return (GAZETTEER[regionId] ?? []).flatMap((town) =>
    town.streets.map((entry) => ({
      regionId,
      town,
      street: entry,
      words: normalize(`${entry.name} ${town.city}`)
        .split(' ')
        .filter((word) => !KIND_WORDS.has(word)),
    })),
  )
}

/** The words of a query and the house number in it, if any. */
function parseQuery(text: string) {
  const tokens = normalize(text)
    .split(' ')
    .filter((token) => token && !KIND_WORDS.has(token))
  // The last number is the house: in 'ул. 8 Марта 10' the 8 belongs to the street.
  let at = -1
  tokens.forEach((token, index) => {
    if (HOUSE.test(token)) at = index
  })
  const house = at >= 0 && (at > 0 || tokens.length === 1) ? (tokens[at] ?? null) : null
  return { words: tokens.filter((_, index) => index !== at || house === null), house }
}

const matches = (place: Place, words: string[]) =>
  words.length > 0 && words.every((word) => place.words.some((own) => own.startsWith(word)))

export interface GeoPoint {
  lat: number
  long: number
}

/** Where a house stands, or null when the street has no such number. */
function housePoint(place: Place, house: string, centre: GeoPoint): GeoPoint | null {
  const number = Number(HOUSE.exec(house)?.[1])
  if (!Number.isInteger(number) || number < 1 || number > place.street.houses) return null
  const [townLat, townLong] = place.town.centre
    ? [place.town.centre.lat, place.town.centre.long]
    : offsetKm(centre.lat, centre.long, place.town.distanceKm, place.town.bearing)
  const h = hash(`${place.town.city}|${place.street.name}`)
  const distance = 0.6 + (((h >>> 8) % 1000) / 1000) * (place.town.radiusKm - 0.6)
  const [startLat, startLong] = offsetKm(townLat, townLong, distance, h % 360)
  const direction = (h >>> 20) % 180
  const [lat, long] = offsetKm(startLat, startLong, ((number - 1) / 2) * 0.04, direction)
  // Odd numbers on one side, even on the other, 15 m off the axis.
  const [sideLat, sideLong] = offsetKm(lat, long, 0.015, direction + (number % 2 ? 90 : -90))
  return { lat: sideLat, long: sideLong }
}

export interface Suggestion {
  formattedAddress: string
  street: string
  houseNumber: string | null
  suburb: string
  postcode: string
  state: string
  stateCode: string
  stateDistrict: string | null
  country: string
  city: string
}

const postcodeOf = (place: Place) =>
  place.town.postcode + String(hash(place.street.name) % 1000).padStart(3, '0')

function suggestion(
  place: Place,
  house: string | null,
  region: { name: string; num: number },
): Suggestion {
  return {
    formattedAddress: formatAddress({
      city: place.town.city,
      street: place.street.name,
      houseNumber: house,
    }),
    street: place.street.name,
    houseNumber: house,
    suburb: place.street.suburb,
    postcode: postcodeOf(place),
    state: region.name,
    stateCode: String(region.num),
    stateDistrict: null,
    country: 'Россия',
    city: place.town.city,
  }
}

/** Up to `limit` addresses for what the shopper typed: streets, or the house when one is typed. */
export function suggestAddresses(
  region: { id: string; name: string; num: number; lat: number; long: number },
  query: string,
  limit = 10,
): Suggestion[] {
  const { words, house } = parseQuery(query)
  const found = places(region.id).filter((place) => matches(place, words))
  const result: Suggestion[] = []
  for (const place of found) {
    if (house) {
      if (housePoint(place, house, region)) result.push(suggestion(place, house, region))
    } else {
      result.push(suggestion(place, null, region))
    }
    if (result.length >= limit) break
  }
  return result
}

/** What the address field says when the map cannot find the address. */
export const ADDRESS_NOT_FOUND = 'Не удалось найти адрес на карте, уточните его'

export interface LocatedAddress {
  id: string
  name: string
  address: string
  lat: number
  long: number
}

/** Coordinates of an address typed or picked from the suggestions; null without a known house. */
export function locateAddress(
  region: { id: string; lat: number; long: number },
  text: string,
): LocatedAddress | null {
  const { words, house } = parseQuery(text)
  if (!house) return null
  const candidates = places(region.id).filter((place) => matches(place, words))
  // The closest match first: 'арбат 5' is ул. Арбат, not ул. Новый Арбат.
  candidates.sort((a, b) => a.words.length - b.words.length)
  for (const place of candidates) {
    const point = housePoint(place, house, region)
    if (!point) continue
    return {
      id: `${region.id}:${hash(`${place.town.city}|${place.street.name}`).toString(36)}:${house}`,
      name: `${place.street.name}, ${house}`,
      address: formatAddress({
        city: place.town.city,
        street: place.street.name,
        houseNumber: house,
      }),
      ...point,
    }
  }
  return null
}
