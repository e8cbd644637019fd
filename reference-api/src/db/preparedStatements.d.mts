// Types of preparedStatements.mjs (plain JavaScript for the PGlite worker), for the tests.
import type { PGlite, Results } from '@electric-sql/pglite'

export class PreparedStatements {
  constructor(pg: PGlite, options?: { max?: number; now?: () => number })
  readonly size: number
  afterSessionSql(sql: string): void
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> },
    inTransaction?: boolean,
  ): Promise<Results<Row>>
}
