// The shop's identity (issue #30): name, logo, legal name, INN/OGRN, address, phones and the
// four licences of SPEC §9, from the one file the operator edits, reference-app/shop.config.json
// (README: the shop's identity). The footer, /licenses, the pharmacy pages, the legal pages and
// the JSON-LD all read SHOP_IDENTITY, so they cannot disagree. It is built into the code of those
// parts only (the footer and the home page's JSON-LD are parts loaded after the page), never into
// the pages' data or the first load (issue #34: it made every page's inline data 1.8 KB heavier);
// the shell knows the shop's name alone, from the storefront's configuration.
import config from '../../shop.config.json'

/** A licence or permit: its number, the day it was issued (ISO date) and who issued it. */
export interface ShopLicence {
  readonly number: string
  readonly date: string
  readonly issuer: string
}

/** The kinds of licence a distance-selling pharmacy holds (SPEC §9). */
export type LicenceKind =
  | 'medicine'
  | 'veterinary'
  | 'distanceTrading'
  | 'distanceTradingByPrescription'

export interface ShopIdentity {
  /** The shop's name as shoppers know it: titles, the logo's wordmark, JSON-LD. */
  readonly name: string
  /** The logo's address on the storefront (JSON-LD Organization.logo). */
  readonly logo: string
  /** The operator's full legal name (the offer, the personal-data policy). */
  readonly legalName: string
  /** The legal name in short, for the footer. */
  readonly shortLegalName: string
  readonly inn: string
  readonly kpp: string
  readonly ogrn: string
  /** The operator's legal address. */
  readonly legalAddress: string
  readonly email: string
  /** Where a shopper sends requests about their personal data. */
  readonly personalDataEmail: string
  /** The first is the call centre (SPEC §9: 8 (800) 500-92-62). */
  readonly phones: ReadonlyArray<{ readonly label: string; readonly number: string }>
  readonly licences: Readonly<Record<LicenceKind, ShopLicence>>
}

/** The shop's identity, shop.config.json (a file of the wrong shape fails the typecheck). */
export const SHOP_IDENTITY: ShopIdentity = config

/** What each licence is, in the words of the licences themselves. */
export const LICENCE_NAMES: Readonly<Record<LicenceKind, string>> = {
  medicine: 'Лицензия на фармацевтическую деятельность',
  veterinary:
    'Лицензия на фармацевтическую деятельность в сфере обращения лекарственных средств для ветеринарного применения',
  distanceTrading: 'Разрешение на дистанционную торговлю лекарственными препаратами',
  distanceTradingByPrescription:
    'Разрешение на дистанционную торговлю рецептурными лекарственными препаратами',
}

/** '2019-03-14' as '14.03.2019'. */
export const licenceDate = (iso: string) => iso.split('-').reverse().join('.')

/** A licence in one line: '… № Л042-00110-77/00365437 от 14.03.2019'. */
export function licenceLine(kind: LicenceKind, identity: ShopIdentity): string {
  const licence = identity.licences[kind]
  return `${LICENCE_NAMES[kind]} № ${licence.number} от ${licenceDate(licence.date)}`
}

/** Every licence, in the order of SPEC §9. */
export const LICENCE_KINDS: readonly LicenceKind[] = [
  'medicine',
  'veterinary',
  'distanceTrading',
  'distanceTradingByPrescription',
]

/** The operator's requisites in one line: legal name, INN, OGRN. */
export const requisitesLine = (identity: ShopIdentity) =>
  `${identity.shortLegalName}, ИНН ${identity.inn}, ОГРН ${identity.ogrn}`

/** A phone number as a tel: address. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`
