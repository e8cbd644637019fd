// What every plain HTTP route is handed: the database, the configuration and the clock. Apart
// from index.ts, which imports the routes, so the routes do not import it back.
import type { ApiConfig } from '../config'
import type { DatabaseHandle } from '../db'

export interface HttpRouteContext {
  database: DatabaseHandle
  config: ApiConfig
  now: () => Date
}
