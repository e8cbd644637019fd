// The operation name of a GraphQL document, read from its text: the generated documents are
// plain strings (no parser in the bundle) and carry no name beside the text.

const OPERATION = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/

/** The name of the first named operation in the text, or null for an anonymous one. */
export function operationName(query: string): string | null {
  return OPERATION.exec(query)?.[1] ?? null
}
