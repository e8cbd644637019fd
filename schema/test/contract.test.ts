// The contract holds together: the SDL builds, every operation validates against it, and every
// operation and variable SPEC §7 names is there.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  assertEnumType,
  assertObjectType,
  type DocumentNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  validate,
} from 'graphql'
import { describe, expect, it } from 'vitest'
import {
  loadOperations,
  loadSchema,
  operationFiles,
  screens,
  shellOperations,
  specOperations,
} from '../src/index'

const schema = loadSchema()
const document: DocumentNode = parse(loadOperations())
const operations = document.definitions.filter(
  (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
)
const operationByName = new Map(operations.map((op) => [op.name?.value ?? '', op]))

describe('the SDL', () => {
  it('builds into one schema with query and mutation roots', () => {
    expect(schema.getQueryType()?.name).toBe('Query')
    expect(schema.getMutationType()?.name).toBe('Mutation')
  })

  it('spells the spec entities as SPEC §3 does', () => {
    const fields = (type: string) => Object.keys(assertObjectType(schema.getType(type)).getFields())
    expect(fields('ProductInstruction')).toContain('indictation')
    expect(fields('CartTotal')).toEqual(
      expect.arrayContaining(['points', 'expensePoints', 'minSum', 'button', 'hasPrescripted']),
    )
    expect(fields('Region')).toEqual(
      expect.arrayContaining(['id', 'name', 'num', 'lat', 'long', 'names', 'cityNames', 'cityId']),
    )
    expect(fields('LoyaltyHistoryItem')).toContain('available_from')
  })

  it('has enums for the closed sets of the spec', () => {
    const values = (name: string) =>
      Object.fromEntries(
        assertEnumType(schema.getType(name))
          .getValues()
          .map((v) => [v.name, v]),
      )
    expect(Object.keys(values('PriceType'))).toHaveLength(14)
    expect(Object.keys(values('ReceiveType'))).toEqual(['pickup', 'booking', 'courier'])
    expect(Object.keys(values('PaymentType'))).toEqual([
      'online',
      'card',
      'cash',
      'pharmacy',
      'yandex_bnpl',
    ])
    expect(Object.keys(values('NotificationType'))).toEqual(['toast', 'modal', 'tooltip'])
    expect(Object.keys(values('TeamPersonType'))).toEqual([
      'Doctor',
      'Author',
      'Staff',
      'Pharmacist',
    ])
    expect(Object.keys(values('CheckoutStep'))).toHaveLength(5)
    expect(Object.keys(values('LoyaltyCardFlowStep'))).toEqual([
      'STEP_1',
      'STEP_2',
      'STEP_3',
      'CARD_DETAIL',
      'CARD_IS_EXIST',
      'CARD_NUMBER',
      'CARD_STATUS',
      'OAUTH_FAILED',
    ])
  })
})

describe('the operation documents', () => {
  it('are one file per domain', () => {
    const names = operationFiles().map((file) => file.split('/').pop())
    expect(names).toEqual(
      expect.arrayContaining([
        'region.graphql',
        'catalog.graphql',
        'product.graphql',
        'search.graphql',
        'cart.graphql',
        'checkout.graphql',
        'order.graphql',
        'auth.graphql',
        'profile.graphql',
        'loyalty.graphql',
        'pharmacy.graphql',
        'prescription.graphql',
        'content.graphql',
        'marketing.graphql',
      ]),
    )
  })

  it('all validate against the schema', () => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([])
  })

  it('have unique names', () => {
    const names = operations.map((op) => op.name?.value)
    expect(new Set(names).size).toBe(names.length)
    expect(names.every(Boolean)).toBe(true)
  })

  it.each(specOperations)('$kind $name exists with the variables SPEC §7 gives it', (spec) => {
    const op = operationByName.get(spec.name)
    expect(op, `operation ${spec.name}`).toBeDefined()
    expect(op?.operation).toBe(spec.kind)
    const declared = (op?.variableDefinitions ?? []).map((v) => v.variable.name.value)
    expect(declared).toEqual(expect.arrayContaining([...spec.variables]))
    // Variables the spec does not name must be optional, so a caller following the spec works.
    for (const variable of op?.variableDefinitions ?? []) {
      if (!spec.variables.includes(variable.variable.name.value)) {
        expect(variable.type.kind, `${spec.name}.$${variable.variable.name.value}`).not.toBe(
          Kind.NON_NULL_TYPE,
        )
      }
    }
  })
})

describe('the screens of SPEC §2', () => {
  it.each(screens.filter((s) => s.operations.length > 0))(
    '$route gets its data from operations that exist',
    (screen) => {
      for (const name of screen.operations) expect(operationByName.has(name), name).toBe(true)
    },
  )

  it('every operation document serves some screen', () => {
    const used = new Set([...shellOperations, ...screens.flatMap((s) => s.operations)])
    const unused = operations.map((op) => op.name?.value ?? '').filter((name) => !used.has(name))
    expect(unused).toEqual([])
  })
})

describe('the generated sdk documents', () => {
  const generatedFile = (file: string) =>
    readFileSync(join(import.meta.dirname, '../../sdk/src/generated', file), 'utf8')
  // With their texts (the default) and as hashes only (the 'apteka-persisted' condition).
  const documentFiles = ['documents.ts', 'persistedDocuments.ts']

  it.each(documentFiles.flatMap((file) => operations.map((op) => [op.name?.value ?? '', file])))(
    '%s has a typed document in %s',
    (name, file) => {
      const exportName = `${name[0]?.toUpperCase()}${name.slice(1)}Document`
      expect(generatedFile(file)).toContain(
        `export const ${exportName} = /*#__PURE__*/ new TypedDocumentString(`,
      )
    },
  )

  it('are strings, so no GraphQL parser reaches the browser', () => {
    for (const file of ['graphql.ts', ...documentFiles])
      expect(generatedFile(file)).not.toMatch(/from ['"]graphql['"]/)
  })
})
