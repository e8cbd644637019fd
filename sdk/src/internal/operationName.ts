// The operation name and type of a GraphQL document, read from its text: the generated documents
// are plain strings (no parser in the bundle) and carry no name beside the text.

const OPERATION = /\b(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/
/** A definition's keyword: at the start of the text or after the previous definition's `}`. */
const OPERATION_TYPE = /(?:^|\})\s*(query|mutation|subscription)\b/

/** The name of the first named operation in the text, or null for an anonymous one. */
export function operationName(query: string): string | null {
  return OPERATION.exec(query)?.[2] ?? null
}

/** Whether the text's first operation is a query (an anonymous `{ … }` one counts). */
export function isQueryText(query: string): boolean {
  const type = OPERATION_TYPE.exec(query)?.[1]
  return type === undefined || type === 'query'
}
