// One codegen run regenerates every typed artefact of the contract:
// the sdk's operation types and typed documents (shipped as strings, no GraphQL parser in the
// browser), the same documents as hashes only (persisted operations: no text in a bundle),
// the same documents' texts by name in @apteka/schema (for servers), and the reference-api's
// resolver types.
import { fileURLToPath } from 'node:url'
import type { CodegenConfig } from '@graphql-codegen/cli'

// Absolute, so the config works from any working directory (the contract test runs it too).
const pureDocuments = fileURLToPath(
  new URL('./scripts/codegen-pure-documents.cjs', import.meta.url),
)
const persistedDocuments = fileURLToPath(
  new URL('./scripts/codegen-persisted-documents.cjs', import.meta.url),
)
const operationTexts = fileURLToPath(
  new URL('./scripts/codegen-operation-texts.cjs', import.meta.url),
)

const header = (file: string) =>
  `// ${file}: generated from schema/ by graphql-codegen — do not edit, run \`npm run codegen\`.\n/* eslint-disable */`

const operationTypes = "import type * as Types from './graphql';"

const scalars = {
  Date: { input: 'string', output: 'string' },
  DateTime: { input: 'string', output: 'string' },
}

/** The typed documents' config (the operations' texts depend on it). */
const documentConfig = {
  documentMode: 'string',
  useTypeImports: true,
  enumsAsTypes: true,
  futureProofEnums: false,
  dedupeOperationSuffix: true,
  dedupeFragments: true,
  scalars,
  strictScalars: true,
  skipTypename: true,
  nonOptionalTypename: false,
  avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
}

const config: CodegenConfig = {
  schema: 'schema/sdl/*.graphql',
  documents: 'schema/operations/*.graphql',
  ignoreNoDocuments: false,
  generates: {
    'sdk/src/generated/graphql.ts': {
      plugins: [
        { add: { content: header('sdk/src/generated/graphql.ts') } },
        // typescript-operations 6 emits the enums and inputs the operations use by itself;
        // entity shapes come from the fragments (ProductSummaryFragment, …).
        'typescript-operations',
      ],
      config: documentConfig,
    },
    // The documents apart from the types, twice: with their texts (the default) and as hashes
    // only. The sdk imports them as `#documents` and its package.json picks one by condition.
    'sdk/src/generated/documents.ts': {
      plugins: [
        { add: { content: header('sdk/src/generated/documents.ts') } },
        { add: { content: operationTypes } },
        pureDocuments,
      ],
      config: { ...documentConfig, importOperationTypesFrom: 'Types' },
    },
    'sdk/src/generated/persistedDocuments.ts': {
      plugins: [
        { add: { content: header('sdk/src/generated/persistedDocuments.ts') } },
        { add: { content: operationTypes } },
        persistedDocuments,
      ],
      config: { ...documentConfig, importOperationTypesFrom: 'Types' },
    },
    'schema/src/generated/operationDocuments.ts': {
      plugins: [
        { add: { content: header('schema/src/generated/operationDocuments.ts') } },
        operationTexts,
      ],
      // The same config as the sdk's documents: the texts must be the ones the sdk sends.
      config: documentConfig,
    },
    'reference-api/src/generated/resolvers.ts': {
      plugins: [
        { add: { content: header('reference-api/src/generated/resolvers.ts') } },
        'typescript',
        'typescript-resolvers',
      ],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        strictScalars: true,
        contextType: '../context#ApiContext',
        mappers: {
          Product: '../models#ProductModel',
          Category: '../models#CategoryModel',
          Region: '../models#RegionModel',
          Pharmacy: '../models#PharmacyModel',
          Order: '../models#OrderModel',
          Profile: '../models#ProfileModel',
          Group: '../models#GroupModel',
          Promotion: '../models#PromotionModel',
          TeamPerson: '../models#TeamPersonModel',
          Article: '../models#ArticleModel',
          CatalogPage: '../catalog/catalogPage#CatalogPageResult',
          FilterList: '../catalog/filters#FilterListModel',
        },
        useIndexSignature: false,
        optionalResolveType: true,
        resolverTypeWrapperSignature: 'Promise<T> | T',
        avoidOptionals: false,
      },
    },
  },
}

export default config
