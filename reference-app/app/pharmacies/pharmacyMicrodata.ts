// schema.org Pharmacy microdata of a pharmacy's page (JSON-LD): address, geo, phone and
// openingHours in schema.org's 'Mo-Fr 08:00-22:00' form, built from the weekday hours.

const SCHEMA_DAYS: Readonly<Record<string, string>> = {
  Пн: 'Mo',
  Вт: 'Tu',
  Ср: 'We',
  Чт: 'Th',
  Пт: 'Fr',
  Сб: 'Sa',
  Вс: 'Su',
}
const WEEK = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']

interface Hours {
  readonly name: string
  readonly open: string
  readonly close: string
}

/**
 * Opening hours as schema.org reads them: consecutive days with the same hours form a range.
 *
 * @example
 * openingHoursOf([{ name: 'Пн', open: '08:00', close: '22:00' }, …]) // ['Mo-Fr 08:00-22:00', 'Sa-Su 10:00-20:00']
 */
export function openingHoursOf(hours: readonly Hours[]): string[] {
  const byDay = new Map(hours.map((day) => [day.name, `${day.open}-${day.close}`]))
  const runs: { from: string; to: string; time: string }[] = []
  for (const day of WEEK) {
    const time = byDay.get(day)
    if (!time) continue
    const last = runs.at(-1)
    const previous = WEEK[WEEK.indexOf(day) - 1]
    if (last && last.time === time && last.to === previous) last.to = day
    else runs.push({ from: day, to: day, time })
  }
  return runs.map(({ from, to, time }) =>
    from === to
      ? `${SCHEMA_DAYS[from]} ${time}`
      : `${SCHEMA_DAYS[from]}-${SCHEMA_DAYS[to]} ${time}`,
  )
}

/** The JSON-LD of a pharmacy's page. */
export function pharmacyMicrodata(
  pharmacy: {
    readonly name: string
    readonly address: string
    readonly lat: number
    readonly long: number
    readonly phoneDetails?: { readonly phone: string } | null
    readonly workingHours: readonly Hours[]
  },
  url: string,
  /** The shop that runs the pharmacy: the home page's Organization by its @id, legal name and INN. */
  parentOrganization?: object,
): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Pharmacy',
    name: pharmacy.name,
    url,
    address: { '@type': 'PostalAddress', streetAddress: pharmacy.address, addressCountry: 'RU' },
    geo: { '@type': 'GeoCoordinates', latitude: pharmacy.lat, longitude: pharmacy.long },
    ...(pharmacy.phoneDetails ? { telephone: pharmacy.phoneDetails.phone } : {}),
    openingHours: openingHoursOf(pharmacy.workingHours),
    currenciesAccepted: 'RUB',
    ...(parentOrganization ? { parentOrganization } : {}),
  })
}
