// A seeded generator of requests to /graphql, built from the schema: the storefront's own
// operations with random (often wrong) variables, random selections walked through the schema,
// documents over the limits, and malformed HTTP. Used by scripts/fuzz.ts and test/fuzz.test.ts.
import { loadOperations, loadSchema } from '@apteka/schema'
import {
  type DefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  typeFromAST,
  visit,
} from 'graphql'
import { createRandom, type Random } from '../src/seed/random'

/** One storefront operation as the standalone document a client sends (with its fragments). */
export interface OperationDocument {
  name: string
  kind: 'query' | 'mutation'
  source: string
  definition: OperationDefinitionNode
}

/** Every operation of schema/operations, each with the fragments it uses. */
export function operationDocuments(): OperationDocument[] {
  const all = parse(loadOperations())
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const node of all.definitions) {
    if (node.kind === Kind.FRAGMENT_DEFINITION) fragments.set(node.name.value, node)
  }
  const documents: OperationDocument[] = []
  for (const node of all.definitions) {
    if (node.kind !== Kind.OPERATION_DEFINITION || node.operation === 'subscription') continue
    const used = new Set<string>()
    const collect = (definition: DefinitionNode) =>
      visit(definition, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value)
          if (fragment && !used.has(spread.name.value)) {
            used.add(spread.name.value)
            collect(fragment)
          }
        },
      })
    collect(node)
    const parts = [node, ...[...used].flatMap((name) => fragments.get(name) ?? [])]
    documents.push({
      name: node.name?.value ?? '(anonymous)',
      kind: node.operation,
      source: parts.map((part) => print(part)).join('\n\n'),
      definition: node,
    })
  }
  return documents
}

/** How values are made: `random` mostly valid with some wrong ones, `largest` valid and maximal. */
export type ValueMode = { kind: 'random'; random: Random; wrong: number } | { kind: 'largest' }

/** Region ids: mostly real ones, so requests get past the region check. */
const REGIONS = ['moscowregion', 'moscowregion', 'spb', 'sevastopol', 'nowhere']
const isRegionName = (name: string) => name === 'regionID' || name === 'regionId'

const STRINGS = [
  'парацетамол',
  'нурофен',
  'аспирин',
  'парацитамол',
  'moscowregion',
  'spb',
  '77',
  '+79990000001',
  '89990000002',
  'анна@example.ru',
  'Москва, ул. Тверская, д. 1',
  'ZDOROVYE10',
  'test:+79990000001',
  'a',
  '',
  '   ',
  "'; DROP TABLE products; --",
  '%_\\',
  '<script>alert(1)</script>',
  'ёЁйЙ 💊 ∑',
  '../../etc/passwd',
  '1e309',
]
/** Strings no input should accept quietly. */
const WRONG_STRINGS = ['a\u0000b', '\u0000', 'x'.repeat(20_000), '\uD800', '\t\n\r']
const DATES = ['2026-11-22', '2000-01-01', '1900-02-30', '2026-13-45', 'вчера', '']
const INTS = [0, 1, 2, 3, 5, 10, 20, 24, 100, 1000, -1, -100, 2_147_483_647]
const WRONG_INTS: unknown[] = [1.5, 2 ** 31, -(2 ** 31) - 1, 1e300, '12', true, []]
const FLOATS = [0, 1, 55.753206, 37.622509, -90, 180, 1e-9, 1e308, -1e308]

function scalarValue(name: string, mode: ValueMode): unknown {
  if (mode.kind === 'largest') {
    if (name === 'Int') return 100
    if (name === 'Float') return 55.75
    if (name === 'Boolean') return true
    if (name === 'Date') return '2026-11-22'
    if (name === 'DateTime') return '2026-11-22T10:15:00+03:00'
    return 'moscowregion'
  }
  const { random } = mode
  const wrong = random.chance(mode.wrong)
  switch (name) {
    case 'Int':
      return wrong ? random.pick(WRONG_INTS) : random.pick(INTS)
    case 'Float':
      return wrong ? random.pick(['x', true, [1]]) : random.pick(FLOATS)
    case 'Boolean':
      return wrong ? random.pick(['yes', 1, {}]) : random.chance(0.5)
    case 'ID':
      return wrong
        ? random.pick([1.5, true, ...WRONG_STRINGS])
        : random.pick([
            '1',
            '2',
            '7',
            '77',
            '100',
            '999999',
            'moscowregion',
            String(random.int(1, 400)),
          ])
    case 'Date':
      return random.pick(DATES)
    case 'DateTime':
      return random.pick(['2026-11-22T10:15:00+03:00', '2026-11-22', 'никогда', 0])
    default:
      return wrong ? random.pick([...WRONG_STRINGS, 12, false]) : random.pick(STRINGS)
  }
}

/** A value for an input type: a JSON value as a variable would carry it. */
export function valueFor(type: GraphQLInputType, mode: ValueMode): unknown {
  const random = mode.kind === 'random' ? mode.random : null
  const wrong = mode.kind === 'random' ? mode.wrong : 0
  if (isNonNullType(type)) {
    if (random?.chance(wrong / 4)) return null
    return valueFor(type.ofType, mode)
  }
  if (random?.chance(0.08)) return null
  if (isListType(type)) {
    const count = random ? random.int(0, 3) : 10
    // A single value where a list is expected is legal input coercion, worth exercising too.
    if (random?.chance(0.05)) return valueFor(type.ofType, mode)
    return Array.from({ length: count }, () => valueFor(type.ofType, mode))
  }
  if (isEnumType(type)) {
    const values = type.getValues().map((value) => value.name)
    if (!random) return values[0]
    return random.chance(wrong) ? random.pick(['zzz', '', 'OTHER', 1]) : random.pick(values)
  }
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {}
    for (const field of Object.values(type.getFields())) {
      const required = isNonNullType(field.type) && field.defaultValue === undefined
      if (!required && random && !random.chance(0.5)) continue
      value[field.name] =
        isRegionName(field.name) && random && !random.chance(wrong)
          ? random.pick(REGIONS)
          : valueFor(field.type, mode)
    }
    if (random?.chance(wrong / 2)) value.zzz = 1
    return value
  }
  if (isScalarType(type)) return scalarValue(type.name, mode)
  return null
}

/** Variables for an operation's variable definitions. */
export function variablesFor(
  schema: GraphQLSchema,
  definition: OperationDefinitionNode,
  mode: ValueMode,
): Record<string, unknown> {
  const variables: Record<string, unknown> = {}
  for (const variable of definition.variableDefinitions ?? []) {
    const type = typeFromAST(schema, variable.type as never) as GraphQLInputType | undefined
    if (!type) continue
    const optional = !isNonNullType(type) || variable.defaultValue !== undefined
    if (mode.kind === 'random' && optional && mode.random.chance(0.3)) continue
    const name = variable.variable.name.value
    variables[name] =
      isRegionName(name) && mode.kind === 'random' && !mode.random.chance(mode.wrong)
        ? mode.random.pick(REGIONS)
        : valueFor(type, mode)
  }
  return variables
}

/** One request to send. */
export interface FuzzRequest {
  /** What the generator meant to try, for the report. */
  kind: string
  method: string
  headers: Record<string, string>
  /** The search part of a GET, without '?'. */
  search?: string
  body?: string
}

const JSON_HEADERS = { 'content-type': 'application/json', 'x-platform': 'web' }

/** Picks a selection set for a composite type, up to `depth` levels, as GraphQL text. */
function selectionFor(
  type: GraphQLNamedType,
  depth: number,
  random: Random,
  args: (field: GraphQLField<unknown, unknown>) => string,
): string {
  if (isUnionType(type) || isInterfaceType(type)) {
    const members = isUnionType(type) ? type.getTypes() : []
    const fragments = random
      .sample(members, random.int(1, 2))
      .map((member) => `... on ${member.name} { ${selectionFor(member, depth, random, args)} }`)
    return `__typename ${fragments.join(' ')}`
  }
  if (!isObjectType(type)) return '__typename'
  const fields = Object.values((type as GraphQLObjectType).getFields())
  const chosen = random.sample(fields, random.int(1, 4))
  const parts = chosen.map((field) => {
    const named = getNamedType(field.type)
    const alias = random.chance(0.1) ? `a${random.int(0, 99)}: ` : ''
    const directive = random.chance(0.05) ? ` @include(if: ${random.chance(0.5)})` : ''
    if (isLeafType(named)) return `${alias}${field.name}${args(field)}${directive}`
    if (depth <= 0) return `${alias}${field.name}${args(field)}${directive} { __typename }`
    return `${alias}${field.name}${args(field)}${directive} { ${selectionFor(named, depth - 1, random, args)} }`
  })
  if (random.chance(0.2)) parts.push('__typename')
  return parts.join(' ')
}

/** A random operation walked through the schema, every argument passed as a variable. */
function schemaWalk(schema: GraphQLSchema, random: Random, wrong: number) {
  const root = random.chance(0.8) ? schema.getQueryType() : schema.getMutationType()
  if (!root) throw new Error('schema without roots')
  const kind = root === schema.getQueryType() ? 'query' : 'mutation'
  const declarations: string[] = []
  const variables: Record<string, unknown> = {}
  const mode: ValueMode = { kind: 'random', random, wrong }
  const args = (field: GraphQLField<unknown, unknown>) => {
    const passed = field.args.filter(
      (arg) => (isNonNullType(arg.type) && arg.defaultValue === undefined) || random.chance(0.5),
    )
    if (!passed.length) return ''
    const list = passed.map((arg) => {
      const name = `v${declarations.length}`
      declarations.push(`$${name}: ${String(arg.type)}`)
      const value =
        isRegionName(arg.name) && !random.chance(wrong)
          ? random.pick(REGIONS)
          : valueFor(arg.type, mode)
      if (value !== undefined) variables[name] = value
      return `${arg.name}: $${name}`
    })
    return `(${list.join(', ')})`
  }
  const body = selectionFor(root, random.int(1, 4), random, args)
  const header = declarations.length ? `(${declarations.join(', ')})` : ''
  return { query: `${kind} Fuzz${header} { ${body} }`, variables }
}

/** The category tree `levels` deep: valid GraphQL, as deep as one likes. */
const deepTree = (levels: number) =>
  `{ categories { ${'children { '.repeat(levels)}id${' }'.repeat(levels)} } }`

/** Documents built to break a limit or the parser, and malformed HTTP. */
function hostileRequest(random: Random, documents: OperationDocument[]): FuzzRequest {
  const post = (kind: string, body: unknown, headers = JSON_HEADERS): FuzzRequest => ({
    kind,
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const valid = random.pick(documents).source
  switch (random.int(0, 19)) {
    case 0:
      return post('depth', { query: deepTree(random.int(10, 90)) })
    case 1:
      return post('aliases', {
        query: `{ ${Array.from({ length: random.int(16, 1000) }, (_, i) => `a${i}: health`).join(' ')} }`,
      })
    case 2:
      return post('aliased searches', {
        query: `{ ${Array.from(
          { length: random.int(5, 100) },
          (_, i) =>
            `s${i}: searchAutocomplete(regionID: "moscowregion", query: "парацетамол ${i}") { sts { st } }`,
        ).join(' ')} }`,
      })
    case 3:
      return post('tokens', { query: `{ ${'__typename '.repeat(random.int(5000, 100_000))}}` })
    case 4:
      return post('directives', { query: `{ health ${'@include(if: true) '.repeat(50)}}` })
    case 5:
      return post('truncated', { query: valid.slice(0, random.int(0, valid.length - 1)) })
    case 6:
      return post('garbage', {
        query: Array.from({ length: random.int(1, 200) }, () =>
          String.fromCharCode(random.int(0, 0x7ff)),
        ).join(''),
      })
    case 7:
      return post(
        'body shape',
        random.pick([
          '[]',
          'null',
          '"{ health }"',
          '5',
          '{',
          '',
          '{"query": 5}',
          '{"query": "{ health }", "variables": []}',
          '{"query": "{ health }", "variables": "x"}',
          '{"query": "{ health }", "extensions": 5}',
          '{"query": "{ health }", "operationName": "Nope"}',
          '{"query": "query A { health } query B { health }"}',
          '{"query": "{ health }", "zzz": 1}',
          '[{"query": "{ health }"}, {"query": "{ health }"}]',
          '{"query": "subscription { health }"}',
        ]),
      )
    case 8:
      return post('content type', JSON.stringify({ query: '{ health }' }), {
        ...JSON_HEADERS,
        'content-type': random.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/graphql',
          'application/json; charset=latin1',
          'application/xml',
        ]),
      })
    case 9:
      return {
        kind: 'method',
        method: random.pick(['PUT', 'DELETE', 'PATCH']),
        headers: JSON_HEADERS,
      }
    case 10:
      return {
        kind: 'get',
        method: 'GET',
        headers: random.chance(0.7) ? { 'x-platform': 'web' } : {},
        search: new URLSearchParams({
          query: random.pick(['{ health }', 'mutation { ping }', valid, '{']),
          ...(random.chance(0.5)
            ? { variables: random.pick(['{', '[]', '{"a":1}', 'null', '5']) }
            : {}),
        }).toString(),
      }
    case 11:
      return post('no csrf header', { query: 'mutation { logout { success } }' }, {
        'content-type': 'text/plain',
      } as typeof JSON_HEADERS)
    case 12:
      return post('fragment cycle', {
        query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A health }',
      })
    case 13:
      return post('unknown field', {
        query: `{ ${random.pick(['helth', 'products', 'cart { zzz }'])} }`,
      })
    case 14:
      return post('wide page', {
        query: `query($p: PaginatorInput) { posts(paginator: $p) { items { id title } } }`,
        variables: { p: { limit: random.pick([100, 101, 10_000, -5, 0]) } },
      })
    default:
      return post('introspection', {
        query: random.pick([
          '{ __schema { types { name fields { name } } } }',
          '{ __type(name: "Product") { name } }',
        ]),
      })
  }
}

/** A seeded stream of requests. */
export function createFuzzer(seed: number, schema: GraphQLSchema = loadSchema()) {
  const random = createRandom(seed)
  const documents = operationDocuments()
  return {
    next(): FuzzRequest {
      const roll = random.next()
      if (roll < 0.5) {
        const document = random.pick(documents)
        const variables = variablesFor(schema, document.definition, {
          kind: 'random',
          random,
          wrong: 0.08,
        })
        return {
          kind: `operation ${document.name}`,
          method: 'POST',
          headers: JSON_HEADERS,
          body: JSON.stringify({ operationName: document.name, query: document.source, variables }),
        }
      }
      if (roll < 0.85) {
        const walked = schemaWalk(schema, random, 0.1)
        return {
          kind: 'schema walk',
          method: 'POST',
          headers: JSON_HEADERS,
          body: JSON.stringify(walked),
        }
      }
      return hostileRequest(random, documents)
    },
  }
}

/** What one answer showed. */
export interface FuzzOutcome {
  status: number
  /** The §8 codes of its errors ('none' for an error without one). */
  codes: string[]
  /** Why the answer is not acceptable, when it is not. */
  problem: string | null
}

/**
 * Judges one answer: no 5xx, a JSON body, and every error a §8 code of `catalogue`; in
 * production mode also no detail, stack trace or suggestion.
 */
export function judge(
  status: number,
  text: string,
  isCode: (code: string) => boolean,
  production: boolean,
): FuzzOutcome {
  if (status >= 500) return { status, codes: [], problem: `status ${status}` }
  let body: { data?: unknown; errors?: { message?: unknown; extensions?: { code?: unknown } }[] }
  try {
    body = JSON.parse(text)
  } catch {
    return { status, codes: [], problem: `not JSON: ${text.slice(0, 80)}` }
  }
  const errors = Array.isArray(body)
    ? body.flatMap((item) => item.errors ?? [])
    : (body.errors ?? [])
  const codes = errors.map((error) =>
    typeof error.extensions?.code === 'string' && isCode(error.extensions.code)
      ? error.extensions.code
      : 'none',
  )
  if (status >= 400 && codes.length === 0) return { status, codes, problem: 'a 4xx without errors' }
  if (codes.includes('none'))
    return { status, codes, problem: `an error without a §8 code: ${text.slice(0, 200)}` }
  if (errors.some((error) => typeof error.message !== 'string' || !error.message))
    return { status, codes, problem: 'an error without a message' }
  if (production && /Did you mean|"detail"|"stack"|\bat \w+ \(/.test(text))
    return { status, codes, problem: `internals in production: ${text.slice(0, 200)}` }
  return { status, codes, problem: null }
}

/** The figures of one run. */
export interface FuzzReport {
  seed: number
  requests: number
  seconds: number
  /** Answers by HTTP status. */
  statuses: Record<string, number>
  /** Errors by §8 code. */
  codes: Record<string, number>
  /** Requests by what the generator meant to try. */
  kinds: Record<string, number>
  /** Unacceptable answers (5xx, no §8 code, internals in production), the first few in full. */
  problems: { request: FuzzRequest; outcome: FuzzOutcome }[]
  problemCount: number
  /** E_3 answers: a resolver failed on some input (a §8 code, but worth a look). */
  internalErrors: { request: FuzzRequest; status: number }[]
  internalErrorCount: number
  /** The slowest answers, slowest first. */
  slowest: { ms: number; status: number; request: FuzzRequest }[]
}

export interface FuzzOptions {
  /** The API's base URL, e.g. 'http://127.0.0.1:4000'. */
  url: string
  seed: number
  /** Stop after this many seconds… */
  seconds?: number
  /** …or after this many requests, whichever comes first. */
  requests?: number
  /** Requests in flight at once. Default 4. */
  concurrency?: number
  /** Judge as production mode (no detail, stack or suggestion). */
  production: boolean
  isCode: (code: string) => boolean
  /** Per-request timeout. Default 30 s: a request that hangs is a problem too. */
  timeoutMs?: number
}

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1
}

/** Sends generated requests to a running API and judges every answer. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const fuzzer = createFuzzer(options.seed)
  const started = performance.now()
  const deadline = started + (options.seconds ?? Number.POSITIVE_INFINITY) * 1000
  const budget = options.requests ?? Number.POSITIVE_INFINITY
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    seconds: 0,
    statuses: {},
    codes: {},
    kinds: {},
    problems: [],
    problemCount: 0,
    internalErrors: [],
    internalErrorCount: 0,
    slowest: [],
  }
  let issued = 0
  const worker = async () => {
    while (performance.now() < deadline && issued < budget) {
      issued++
      const request = fuzzer.next()
      bump(report.kinds, request.kind.startsWith('operation ') ? 'operation' : request.kind)
      let status = 0
      let text = ''
      const sent = performance.now()
      try {
        const response = await fetch(
          `${options.url}/graphql${request.search ? `?${request.search}` : ''}`,
          {
            method: request.method,
            headers: request.headers,
            ...(request.body !== undefined ? { body: request.body } : {}),
            signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
          },
        )
        status = response.status
        text = await response.text()
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause
        text = `no answer: ${error instanceof Error ? error.message : String(error)}${
          cause ? ` (${cause.code ?? cause.message})` : ''
        }`
      }
      const outcome =
        status === 0
          ? { status, codes: [], problem: text }
          : judge(status, text, options.isCode, options.production)
      report.requests++
      const ms = performance.now() - sent
      report.slowest.push({ ms, status, request })
      report.slowest.sort((a, b) => b.ms - a.ms)
      report.slowest.length = Math.min(report.slowest.length, 5)
      bump(report.statuses, String(status))
      for (const code of outcome.codes) bump(report.codes, code)
      if (outcome.problem) {
        report.problemCount++
        if (report.problems.length < 20) report.problems.push({ request, outcome })
      }
      if (outcome.codes.includes('E_3')) {
        report.internalErrorCount++
        if (report.internalErrors.length < 20) report.internalErrors.push({ request, status })
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker))
  report.seconds = (performance.now() - started) / 1000
  return report
}
