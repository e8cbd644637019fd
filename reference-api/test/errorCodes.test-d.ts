// Type test, checked by `tsc` (npm run typecheck): an error code outside the SPEC §8 catalogue
// does not compile, so a typo in a resolver's apiError(...) is caught before any request runs.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { apiError } from '../src/errors'

export function errorCodesCompileOnlyFromTheCatalogue(): void {
  apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'name' })
  apiError('E_36')
  // @ts-expect-error E_42 is not a code of the catalogue
  apiError('E_42')
  // @ts-expect-error a free string is not a code
  apiError('E_36 ' as string)
  // @ts-expect-error a misspelt name of the catalogue
  apiError(ERROR_CODES.FIELD_NOT_FILED)
}
