// A form's own error under its fields (not one field's): the API's refusal, announced as it appears.
import type { ReactNode } from 'react'

export function FormError({ error }: { readonly error: ReactNode }) {
  return error ? (
    <p className="field__error" role="alert">
      {error}
    </p>
  ) : null
}
