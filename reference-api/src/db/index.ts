// The database layer of the reference-api: schema, relations and the connection.

export type {
  Database,
  DatabaseHandle,
  DatabaseKind,
  DatabaseOrTransaction,
  OpenDatabaseOptions,
  Schema,
  Transaction,
} from './client'
export {
  defaultDataDir,
  inMemory,
  migrationsFolder,
  openDatabase,
  schema,
} from './client'
export * from './schema'
