// PostgreSQL text cannot hold the NUL character: one that reached a query would fail it as an
// internal error. Every string of a request — variables and literals alike — is checked here,
// once, before execution, whatever scalar or input type carries it.
import type { DocumentNode } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { requestError } from '../errors'
import { graphql } from '../graphqlRuntime'

const { Kind, visit } = graphql

/** True when any string inside a JSON value (however deep) contains U+0000. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsNul)
  return false
}

/**
 * Whether a parsed document holds U+0000, by document: Yoga keeps one parsed document per text, and
 * walking a product page's document on every request cost some 0.15 ms of its CPU.
 */
const documentsChecked = new WeakMap<DocumentNode, boolean>()

/** True when a string literal of the document (an escaped `\u0000`) contains U+0000. */
function documentHoldsNul(document: DocumentNode): boolean {
  const known = documentsChecked.get(document)
  if (known !== undefined) return known
  let found = false
  visit(document, {
    [Kind.STRING](node) {
      if (node.value.includes('\u0000')) found = true
    },
  })
  documentsChecked.set(document, found)
  return found
}

/** Refuses, with E_1 and 400, a request with a NUL character in any string. */
export const refuseNulCharacters = (): Plugin => ({
  onExecute({ args, setResultAndStopExecution }) {
    if (holdsNul(args.variableValues) || documentHoldsNul(args.document)) {
      setResultAndStopExecution({
        errors: [requestError('A string holds the NUL character')],
      })
    }
  },
})
