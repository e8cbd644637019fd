// The one-line delivery address: 'г. Москва, ул. Тверская, дом 7'.

/** The parts of an address suggestion used on the one-line form. */
export interface AddressParts {
  readonly city?: string | null
  readonly street?: string | null
  readonly houseNumber?: string | null
}

/** Put before a city that does not name its kind of settlement. */
export const CITY_PREFIX = 'г. '

/** Put before the house number. */
export const HOUSE_PREFIX = 'дом '

// Words and abbreviations that already say what kind of place the "city" is: a city
// ('г.', 'город'), a village, a settlement, a district, a region or a station. With
// one of them in the name, 'г. ' would be wrong ('г. Ленинский р-н'). Kept with 'е' for 'ё'.
const PLACE_KIND_WORDS: ReadonlySet<string> = new Set([
  'г.',
  'г',
  'город',
  'гор.',
  'деревня',
  'дер.',
  'д.',
  'д',
  'село',
  'с.',
  'с',
  'поселок',
  'пос.',
  'п.',
  'п',
  'пгт',
  'пгт.',
  'рп',
  'рп.',
  'р.п.',
  'поселение',
  'район',
  'р-н',
  'округ',
  'область',
  'обл.',
  'край',
  'республика',
  'респ.',
  'станица',
  'ст-ца',
  'станция',
  'ст.',
  'хутор',
  'х.',
  'х',
  'аул',
  'снт',
  'днп',
  'слобода',
  'микрорайон',
  'мкр.',
])

/**
 * Whether a city name already says what kind of place it is, so 'г. ' must not be added.
 * Matching ignores case and 'ё', and reads 'д.Ивановка' as 'д.' + 'Ивановка'.
 *
 * @example
 * namesPlaceKind('пос. Заречный') // true
 * namesPlaceKind('Москва') // false
 */
export function namesPlaceKind(city: string): boolean {
  const words = city
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[\s,()]+|(?<=\.)(?!\p{L}\.)/u)
  return words.some((word) => PLACE_KIND_WORDS.has(word))
}

/**
 * The address on one line: city, street and 'дом {n}', joined by ', '. The city gets
 * 'г. ' unless it already names a village, district, region, settlement or station.
 * Missing or blank parts are skipped.
 *
 * @example
 * formatAddress({ city: 'Москва', street: 'ул. Тверская', houseNumber: '7' })
 * // 'г. Москва, ул. Тверская, дом 7'
 * formatAddress({ city: 'деревня Горки', houseNumber: '12' }) // 'деревня Горки, дом 12'
 */
export function formatAddress(parts: AddressParts): string {
  const city = parts.city?.trim()
  const street = parts.street?.trim()
  const houseNumber = parts.houseNumber?.trim()
  return [
    city && (namesPlaceKind(city) ? city : CITY_PREFIX + city),
    street,
    houseNumber && HOUSE_PREFIX + houseNumber,
  ]
    .filter((part): part is string => !!part)
    .join(', ')
}
