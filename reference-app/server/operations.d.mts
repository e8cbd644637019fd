// Types of server/operations.mjs for the tests (the server itself is plain JavaScript).

import type { Server } from 'node:http'
import type { BasicTracerProvider, SpanExporter } from '@opentelemetry/sdk-trace-base'
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'
import type { Registry } from 'prom-client'

export function pageKind(path: string): string
export function storefrontOperations(options: {
  apiUrl: string
  env?: Record<string, string | undefined>
  exporter?: SpanExporter
  destination?: { write(line: string): void }
}): {
  logger: Logger
  observe: RequestHandler
  routes: RequestHandler
  listenMetrics(host: string): Server | undefined
  drain(server: Server, done: () => void): void
  tracerProvider: BasicTracerProvider
  registry: Registry
}
