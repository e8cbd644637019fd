// Types of server/errorReports.mjs for the tests (the server itself is plain JavaScript).
import type { Router } from 'express'
import type { Logger } from 'pino'

export const ERROR_REPORT_PATH: string
export interface ErrorReportSettings {
  url: string
  sample: number
  rateLimit: { hits: number; windowSeconds: number }
}
export function errorReportSettings(env: Record<string, string | undefined>): ErrorReportSettings
export function errorReportOrigin(url: string): string | null
export function cleanReport(body: unknown): Record<string, unknown> | null
export function errorReportRoute(options: {
  logger: Logger
  rateLimit: ErrorReportSettings['rateLimit']
}): Router
