// The addresses of the information and legal pages of SPEC §2 whose texts the API serves
// (contentPage); pure data, read by routes.ts and the content tests.

/** The information pages' addresses (SPEC §2), without the leading slash. */
export const INFORMATION_PATHS = [
  'information',
  'confirmation',
  'working-rules',
  'dostavka',
  'information/license-dostavka',
  'garantii',
  'redakcionnaja-politika',
  'instruction',
  'terms',
  'termsuser',
  'marketing-policy',
  'about',
  'site_rules',
  'public_offer',
  'agreement-advertising-and-newsletter',
  'agreement-advertising-and-newsletter/persons-list',
  'apteki-partnyory-s-veterinarnoy-litsenziyey',
  'personal-data',
  'aptekaplus',
  'aptekaplus_terms',
  'aptekaplus/forteam',
  'zakazat-lekarstva-po-telefonu',
  'licenses',
  'clinic-documents',
] as const
