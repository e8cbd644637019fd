// '@apteka/sdk/testing' against the whole contract: every operation of @apteka/schema is sent to
// createMockApi with variables built from its variable definitions. An answer's data is completed
// by graphql-js against the schema and the document, as an execution would (non-null fields,
// scalars, enums, lists), so a mock answer that breaks the contract fails; a refusal must be a
// SPEC §8 error. An operation the mock has no handler for fails loudly with its name.
import { loadSchema, operationDocuments } from '@apteka/schema'
import {
  type DocumentNode,
  execute,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { messageOf } from '../src/errorCatalogue'
import { CartDocument, createStorefrontClient, StorefrontError } from '../src/index'
import { createMockApi, MOCK_UNHANDLED_OPERATION } from '../src/testing'

const ENDPOINT = 'http://shop.test/graphql'
const schema = loadSchema()
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** A value of an input type, as small as the type allows (null for what may be left out). */
function sampleValue(type: GraphQLInputType): unknown {
  if (!isNonNullType(type)) return undefined
  const inner = type.ofType
  if (isListType(inner)) return []
  const named = getNamedType(inner)
  if (isEnumType(named)) return named.getValues()[0]?.value
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => field.defaultValue === undefined)
        .map((field) => [field.name, sampleValue(field.type)])
        .filter(([, value]) => value !== undefined),
    )
  }
  const scalars: Record<string, unknown> = {
    ID: '1',
    String: 'тест',
    Int: 1,
    Float: 1,
    Boolean: false,
    Date: '2026-01-15',
    DateTime: '2026-01-15T09:00:00Z',
  }
  return scalars[named.name] ?? 'тест'
}

function variablesOf(operation: OperationDefinitionNode, graphQLSchema: GraphQLSchema) {
  const variables: Record<string, unknown> = {}
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(graphQLSchema, definition.type) as GraphQLInputType | undefined
    if (!type) throw new Error(`unknown type of $${definition.variable.name.value}`)
    const value = sampleValue(type)
    if (value !== undefined) variables[definition.variable.name.value] = value
  }
  return variables
}

interface Answer {
  data?: Record<string, unknown> | null
  errors?: { message: string; extensions?: { code?: string } }[]
}

/** Sends one operation of the contract to the mock, as the sdk's transport would. */
async function send(text: string) {
  const document: DocumentNode = parse(text)
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition',
  )
  const name = operation?.name?.value
  if (!operation || !name) throw new Error(`a document without a named operation: ${text}`)
  const variables = variablesOf(operation, schema)
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: text, operationName: name, variables }),
  })
  return { name, document, variables, answer: (await response.json()) as Answer }
}

/** The contract's complaints about an answer's data: graphql-js completing it against the schema. */
async function contractErrors(document: DocumentNode, variables: object, data: object) {
  const result = await execute({
    schema,
    document,
    rootValue: data,
    variableValues: variables as Record<string, unknown>,
    fieldResolver: (source, _args, _context, info) =>
      (source as Record<string, unknown> | null)?.[info.path.key as string],
  })
  return (result.errors ?? []).map((error) => `${error.path?.join('.')}: ${error.message}`)
}

describe('createMockApi against every operation of the contract', () => {
  it('answers each operation in the contract’s shape, or with a SPEC §8 refusal; the rest fail loudly', async () => {
    server.use(...createMockApi().handlers)
    const texts = Object.values(operationDocuments)
    expect(texts.length).toBeGreaterThan(90)
    const unanswered: string[] = []
    const broken: string[] = []
    for (const text of texts) {
      const { name, document, variables, answer } = await send(text)
      const first = answer.errors?.[0]
      if (first?.extensions?.code === MOCK_UNHANDLED_OPERATION) {
        expect(first.message).toContain(name)
        unanswered.push(name)
      } else if (first) {
        if (!/^E_\d+$/.test(first.extensions?.code ?? '')) broken.push(`${name}: ${first.message}`)
      } else if (!answer.data) {
        broken.push(`${name}: neither data nor errors`)
      } else {
        const complaints = await contractErrors(document, variables, answer.data)
        if (complaints.length > 0) broken.push(`${name}: ${complaints.join('; ')}`)
      }
    }
    expect(broken).toEqual([])
    expect(unanswered).toEqual([])
  }, 60_000)

  it('an operation the mock does not answer reaches the client as an error naming it, not E_3', async () => {
    // Only the mock's last handler, the one for operations it does not know: `cart` is one now.
    server.use(createMockApi().handlers.at(-1)!)
    const client = createStorefrontClient({ endpoint: ENDPOINT, tabSync: false })
    const refusal = await client
      .requestData(CartDocument, { regionID: 'moscowregion' })
      .catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(StorefrontError)
    expect((refusal as StorefrontError).code).toBe(MOCK_UNHANDLED_OPERATION)
    expect(messageOf(refusal)).toContain('операцию cart')
  })
})
