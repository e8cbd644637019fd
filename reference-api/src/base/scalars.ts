// The Date ('YYYY-MM-DD') and DateTime (ISO 8601) scalars. A DateTime a resolver writes with its
// place's offset ('2026-11-27T02:30:00+03:00') is answered so: its wall time is that place's.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql'
import type { Resolvers } from '../generated/resolvers'

const datePattern = /^\d{4}-\d{2}-\d{2}$/

const toDate = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'string' && datePattern.test(value)) return value
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value.slice(0, 10)
  throw new GraphQLError(`Date must be YYYY-MM-DD, got ${String(value)}`)
}

/** ISO 8601 with an explicit offset: kept as written, so a moment keeps its place's wall time. */
const zonedPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/

const toDateTime = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString()
  throw new GraphQLError(`DateTime must be ISO 8601, got ${String(value)}`)
}

/** An answer's moment: one written with its offset stays so; anything else is read as UTC. */
const serializeDateTime = (value: unknown): string =>
  typeof value === 'string' && zonedPattern.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : toDateTime(value)

export const scalarResolvers: Resolvers = {
  Date: new GraphQLScalarType({
    name: 'Date',
    serialize: toDate,
    parseValue: (value) => {
      if (typeof value !== 'string' || !datePattern.test(value))
        throw new GraphQLError('Date must be YYYY-MM-DD', {
          extensions: { code: ERROR_CODES.WRONG_REQUEST },
        })
      return value
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING || !datePattern.test(ast.value))
        throw new GraphQLError('Date must be YYYY-MM-DD', {
          extensions: { code: ERROR_CODES.WRONG_REQUEST },
        })
      return ast.value
    },
  }),
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: serializeDateTime,
    parseValue: toDateTime,
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string')
      return toDateTime(ast.value)
    },
  }),
}
