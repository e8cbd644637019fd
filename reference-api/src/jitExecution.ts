// Compiled execution of the contract's operations (graphql-jit through @envelop/graphql-jit): each
// operation of schema/operations is compiled once into a function that resolves and completes its
// fields, instead of graphql-js walking the document, the schema and every list item per request —
// a catalogue page of 24 cards is some 1,500 field completions. Documents outside the contract (a
// partner's own, anything a client makes up) run on graphql-js: compiling is costly, and a client
// sending endless distinct documents must not make the server compile each one.
import { operationDocuments } from '@apteka/schema'
import { getDocumentString } from '@envelop/core'
import { useGraphQlJit } from '@envelop/graphql-jit'
import type { DocumentNode, ExecutionResult, GraphQLError, Source } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { graphql } from './graphqlRuntime'

/** The operation texts of schema/operations, as the sdk sends them (and persisted ids resolve to). */
const contractTexts: ReadonlySet<string> = new Set(Object.values(operationDocuments))

/** Whether a document's text is one of the contract's operations (the ones run compiled). */
export const isContractOperation = (text: string | undefined) =>
  text !== undefined && contractTexts.has(text)

/**
 * Yoga's plugin running the contract's operations compiled while `enabled()` (read per request,
 * so a test can switch it); other documents, and all while disabled, run on graphql-js.
 */
export function jitExecution(enabled: () => boolean, log: (line: string) => void): Plugin[] {
  return [
    useGraphQlJit(
      {},
      {
        enableIf: ({ document }) => enabled() && isContractOperation(getDocumentString(document)),
        // A document graphql-jit cannot compile answers its errors (the plugin's fallback); say so.
        onError: (result) =>
          log(`[jit] not compiled: ${result.errors?.map((e) => e.message).join('; ')}`),
      },
    ) as Plugin,
    locatedErrors(),
  ]
}

/**
 * graphql-jit's field errors carry `locations` but not the source and positions Yoga rebuilds an
 * error from when it serialises the answer, so they would lose their locations: each becomes a
 * graphql-js error at the same place, as graphql-js itself would have made it.
 */
function locatedErrors(): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          const single = result as ExecutionResult
          if (!single.errors?.some(needsLocating)) return
          const source = (args.document as DocumentNode).loc?.source
          if (!source) return
          setResult({ ...single, errors: single.errors.map((e) => locate(e, source)) })
        },
      }
    },
  }
}

const needsLocating = (error: GraphQLError) => !error.nodes && (error.locations?.length ?? 0) > 0

function locate(error: GraphQLError, source: Source): GraphQLError {
  if (!needsLocating(error)) return error
  const lines = source.body.split('\n')
  // A location's line and column (from 1) as an offset into the document's text.
  const positions = (error.locations ?? []).map(
    ({ line, column }) =>
      lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1,
  )
  return new graphql.GraphQLError(error.message, {
    source,
    positions,
    ...(error.path ? { path: error.path } : {}),
    ...(error.originalError ? { originalError: error.originalError } : {}),
    ...(error.extensions ? { extensions: error.extensions } : {}),
  })
}
