// The query limits, in one place: depth, aliases, directives and tokens (GraphQL Armor) and the
// cost of list fields and search texts (graphql-query-complexity), all checked before any
// resolver runs.
import { maxAliasesPlugin, maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthPlugin, maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { maxDirectivesPlugin, maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives'
import { MaxTokensParserWLexer, maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens'
import type { DocumentNode, GraphQLField, GraphQLSchema, OperationDefinitionNode } from 'graphql'
import { type ComplexityEstimatorArgs, getComplexity } from 'graphql-query-complexity'
import type { Plugin } from 'graphql-yoga'
import { isGraphQLError, requestError } from '../errors'
import { graphql } from '../graphqlRuntime'
import { INPUT_LIMITS } from '../inputLimits'

// Yoga's schema is read with Yoga's own graphql (see graphqlRuntime.ts).
const {
  getNamedType,
  getVariableValues,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  validate,
} = graphql

/** How big a request may be. Every limit is checked before execution; a request over one is E_1. */
export interface RequestLimits {
  /** Nesting of selections, counted through fragments. Default 12. */
  depth: number
  /** Aliased fields in one operation. Default 15. */
  aliases: number
  /** Directives in one operation. Default 10. */
  directives: number
  /** Lexer tokens in one document; the parser stops at the limit. Default 3000. */
  tokens: number
  /** The cost of an operation (see `operationCost`). Default 50 000. */
  cost: number
  /** Operations in one batched (array) request; 1 turns batching off. Default 1. */
  batch: number
  /** Bytes of a request body, read no further (413 above). Default 100 KiB. */
  bodyBytes: number
}

/**
 * Defaults with room over the storefront's own operations, measured at their largest variables
 * (100 rows a page): at most depth 8 (updateCartMini), no aliases or directives, 363 tokens
 * (preOrder) and cost 30 800 (CatalogPage); the biggest bodies are a few KiB.
 * test/limits.test.ts runs every operation of schema/operations through them.
 */
export const DEFAULT_LIMITS: RequestLimits = {
  depth: 12,
  aliases: 15,
  directives: 10,
  tokens: 3000,
  cost: 50_000,
  batch: 1,
  bodyBytes: 100 * 1024,
}

/** Rows a list field is counted for when nothing in its arguments says how many. */
const LIST_ROWS_UNKNOWN = 3
/** The page size every paginated field is capped at by its resolver (PaginatorInput). */
const PAGE_CAP = 100
/** A field that reads the database by itself, before its rows are counted. */
const ROOT_FIELD_COST = 10
/**
 * Full-text and trigram searches (~30 ms each on PGlite): one costs as much as a big catalogue
 * page, so a request holds at most a handful of them whatever the alias limit.
 */
const SEARCH_COST = 8000
/**
 * A search text's price per started 16 characters: trigram and full-text work grows with the
 * text, so six aliased searches of 128 random characters (17 s on PGlite) no longer fit the
 * default cost, while the storefront's CatalogPage with a long text still does.
 */
const SEARCH_TEXT_COST_PER_16 = 1000
/** The arguments that carry a search text, at any depth of a search field's arguments. */
const SEARCH_TEXT_ARGUMENTS = new Set(['query', 'search'])

/**
 * Started 16-character units of a text: what its cost and the measured-cost cache go by. A text
 * over the search limit (INPUT_LIMITS.searchQuery) counts as one unit more than the limit: its
 * resolver refuses it with E_36 before any statement runs.
 */
const textUnits = (text: string) =>
  Math.ceil(Math.min(text.length, INPUT_LIMITS.searchQuery + 1) / 16)

/** The units of every search text in a field's arguments (`query`, `search`, nested inputs too). */
function searchTextUnits(args: unknown, key = ''): number {
  if (typeof args === 'string') return SEARCH_TEXT_ARGUMENTS.has(key) ? textUnits(args) : 0
  if (Array.isArray(args))
    return args.reduce((sum: number, item) => sum + searchTextUnits(item, key), 0)
  if (typeof args !== 'object' || args === null) return 0
  return Object.entries(args).reduce((sum, [name, value]) => sum + searchTextUnits(value, name), 0)
}
const SEARCH_FIELDS = new Set([
  'Query.searchAutocomplete',
  'Query.products',
  'Query.catalogPage',
  'Query.filterConfig',
  'Query.suggestAddress',
  'Query.suggestRegion',
  'Query.searchPharmacy',
  'Query.pharmacySearchList',
  'Query.pharmacySearchMap',
])

const bounded = (value: unknown, fallback: number, cap: number) => {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback
  return Math.min(Math.max(n, 1), cap)
}

/**
 * The page size a field's arguments ask for, by the argument the field declares: `paginator`
 * (limit, default 20), a search input with `pageCount` (default 24), `size` (default 5) or
 * `limit` (default 10) — or null for a field without one.
 */
function pageSizeOf(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>) {
  const inner = (name: string, key: string) => (args[name] as Record<string, unknown> | null)?.[key]
  const declares = (name: string) => field.args.some((arg) => arg.name === name)
  if (declares('paginator')) return bounded(inner('paginator', 'limit'), 20, PAGE_CAP)
  const search = field.args.find((arg) => arg.name === 'search')
  const searchType = search && getNamedType(search.type)
  if (isInputObjectType(searchType) && 'pageCount' in searchType.getFields())
    return bounded(inner('search', 'pageCount'), 24, PAGE_CAP)
  if (declares('size')) return bounded(args.size, 5, PAGE_CAP)
  if (declares('limit')) return bounded(args.limit, 10, PAGE_CAP)
  return null
}

/**
 * The types a paged field returns (ProductList, CatalogPage, Orders, …): the paged field already
 * counted their rows, so a list directly inside one (`items`) is counted once, not again.
 */
const pageTypesOf = (() => {
  const cache = new WeakMap<GraphQLSchema, Set<string>>()
  return (schema: GraphQLSchema) => {
    let pageTypes = cache.get(schema)
    if (!pageTypes) {
      pageTypes = new Set()
      for (const type of Object.values(schema.getTypeMap())) {
        if (!isObjectType(type)) continue
        for (const field of Object.values(type.getFields())) {
          if (pageSizeOf(field, {}) !== null) pageTypes.add(getNamedType(field.type).name)
        }
      }
      cache.set(schema, pageTypes)
    }
    return pageTypes
  }
})()

/** How many rows a field can return: its page size, or a guess for a list without one. */
function rowsOf({ type, field, args }: ComplexityEstimatorArgs, schema: GraphQLSchema): number {
  const pageSize = pageSizeOf(field, args)
  if (pageSize !== null) return pageSize
  let fieldType = field.type
  if (isNonNullType(fieldType)) fieldType = fieldType.ofType
  if (!isListType(fieldType)) return 1
  // A list of ids asks for that many.
  if (Array.isArray(args.ids)) return bounded(args.ids.length, 1, PAGE_CAP)
  if (pageTypesOf(schema).has(type.name)) return 1
  return LIST_ROWS_UNKNOWN
}

/**
 * The cost estimator: a field costs one, plus its selections once per row it can return, plus
 * a fixed price for reading the database at the root and for searches. Leaves inside a list
 * still count, so a wide selection of a big page is as expensive as it is to build.
 */
const fieldCost =
  (schema: GraphQLSchema) =>
  (options: ComplexityEstimatorArgs): number => {
    const key = `${options.type.name}.${options.field.name}`
    const own = SEARCH_FIELDS.has(key)
      ? SEARCH_COST + SEARCH_TEXT_COST_PER_16 * searchTextUnits(options.args)
      : options.type.name === 'Query' || options.type.name === 'Mutation'
        ? ROOT_FIELD_COST
        : 1
    if (isLeafType(getNamedType(options.field.type))) return own
    return own + rowsOf(options, schema) * options.childComplexity
  }

/** The fields of an input object whose numbers the cost reads (page sizes: see pageSizeOf). */
const COSTED_NUMBERS = new Set(['limit', 'pageCount', 'size'])

/**
 * What of the variables the cost can depend on: booleans, nulls, the length of lists and of
 * strings in 16-character units (a search text's cost grows with it), a variable's own numbers
 * (it may be any argument) and, inside an input object, the numbers of the fields that size a
 * page. A product alias or a region changes little else, so product pages of one document share a
 * few measures; and the catalogue's page number (`search.page`) or a list's ids do not make a new
 * shape, so distinct catalogue pages do not each walk the document again (#33).
 */
const costShape = (variables: Record<string, unknown> | undefined) => {
  const root = variables ?? {}
  return JSON.stringify(root, function (this: unknown, key, value) {
    if (typeof value === 'string') return textUnits(value)
    if (typeof value === 'number' && this !== root && !COSTED_NUMBERS.has(key)) return 0
    return value
  })
}

/** Costs measured, by document (Yoga keeps one parsed document per text) and shape. */
const measuredCosts = new WeakMap<DocumentNode, Map<string, number>>()
/** Shapes kept per document at most: a client cycling page sizes cannot grow the map. */
const SHAPES_PER_DOCUMENT = 64

/**
 * The cost of one operation of a parsed document with its variables (throws on bad variables).
 * Walking the document was 6 % of a product page's CPU, so a cost is measured once per document
 * and shape of the variables; the variables are still checked against their types each time.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): number {
  const key = `${operationName ?? ''}\u0001${costShape(variables)}`
  let costs = measuredCosts.get(document)
  const known = costs?.get(key)
  if (known !== undefined && variablesFit(schema, document, variables, operationName)) return known
  const cost = measureCost(schema, document, variables, operationName)
  if (!costs) {
    costs = new Map()
    measuredCosts.set(document, costs)
  }
  if (costs.size >= SHAPES_PER_DOCUMENT) costs.clear()
  costs.set(key, cost)
  return cost
}

/** A parsed document's operations: the named ones by name (the first of a name), and its only one. */
interface DocumentOperations {
  byName: Map<string, OperationDefinitionNode>
  only: OperationDefinitionNode | undefined
}
const documentOperations = new WeakMap<DocumentNode, DocumentOperations>()

/** The operation of a document a request names (or its only one), or undefined. */
function operationOf(document: DocumentNode, operationName: string | undefined) {
  let operations = documentOperations.get(document)
  if (!operations) {
    const found = document.definitions.filter(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION,
    )
    const byName = new Map<string, OperationDefinitionNode>()
    for (const operation of found)
      if (operation.name && !byName.has(operation.name.value))
        byName.set(operation.name.value, operation)
    operations = { byName, only: found.length === 1 ? found[0] : undefined }
    documentOperations.set(document, operations)
  }
  return operationName === undefined ? operations.only : operations.byName.get(operationName)
}

/**
 * Whether the variables fit the operation's declarations (a misfit is measured, and throws). The
 * operation is found once per document: looked up on every request, graphql's exports read through
 * their getters, it was about half of the check's time in a profile of distinct product pages.
 */
function variablesFit(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): boolean {
  const operation = operationOf(document, operationName)
  if (!operation) return false
  const { errors } = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {})
  return !errors?.length
}

function measureCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): number {
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    ...(operationName ? { operationName } : {}),
    estimators: [fieldCost(schema)],
  })
}

// Armor's messages name the limit; `toApiError` turns them into E_1 and keeps the text only in
// development. Depth counts through fragments, as the storefront's documents use them.
const depthOptions = { flattenFragments: true, exposeLimits: true }
const exposed = { exposeLimits: true }

/**
 * Yoga plugins enforcing the limits: Armor's rules at parse and validation (their results are
 * cached by document), the cost at execution start (it depends on the variables).
 */
export function requestLimitPlugins(limits: RequestLimits): Plugin[] {
  return [
    maxTokensPlugin({ n: limits.tokens, ...exposed }) as Plugin,
    maxDepthPlugin({ n: limits.depth, ...depthOptions }) as Plugin,
    maxAliasesPlugin({ n: limits.aliases, ...exposed }) as Plugin,
    maxDirectivesPlugin({ n: limits.directives, ...exposed }) as Plugin,
    {
      onExecute({ args, setResultAndStopExecution }) {
        let cost: number
        try {
          cost = operationCost(
            args.schema,
            args.document,
            (args.variableValues ?? undefined) as Record<string, unknown> | undefined,
            args.operationName ?? undefined,
          )
        } catch (error) {
          // Variables that do not fit their types (the error execution would give), or too many
          // nodes to count.
          if (!isGraphQLError(error)) throw error
          setResultAndStopExecution({ errors: [requestError(error.message)] })
          return
        }
        if (cost > limits.cost) {
          setResultAndStopExecution({
            errors: [requestError(`Query cost limit of ${limits.cost} exceeded, found ${cost}.`)],
          })
        }
      },
    },
  ]
}

/** What one document measures, in the units of `RequestLimits`. */
export type DocumentMeasure = Omit<RequestLimits, 'batch' | 'bodyBytes'>

/**
 * Measures one document with the same Armor rules and cost the plugins apply, outside a server:
 * for tests and tools (every storefront operation must stay within the limits).
 */
export function measureDocument(
  schema: GraphQLSchema,
  source: string,
  variables?: Record<string, unknown>,
): DocumentMeasure {
  const parser = new MaxTokensParserWLexer(source, { n: Number.MAX_SAFE_INTEGER })
  const document = parser.parseDocument()
  const found = { depth: 0, aliases: 0, directives: 0 }
  const measured = (key: keyof typeof found) => ({
    n: Number.MAX_SAFE_INTEGER,
    onAccept: [
      (_context: unknown, details: { n: number }) => {
        found[key] = Math.max(found[key], details.n)
      },
    ],
  })
  const errors = validate(schema, document, [
    maxDepthRule({ ...depthOptions, ...measured('depth') }),
    maxAliasesRule(measured('aliases')),
    maxDirectivesRule(measured('directives')),
  ])
  if (errors.length) throw errors[0]
  return {
    ...found,
    tokens: parser.tokenCount,
    cost: operationCost(schema, document, variables, undefined),
  }
}

/** The limits a measure is over, by name. */
export const limitsExceeded = (measure: DocumentMeasure, limits: RequestLimits): string[] =>
  (Object.keys(measure) as (keyof DocumentMeasure)[]).filter((key) => measure[key] > limits[key])
