// The Effect face's typed error for a failure of the request core: the plain failure
// (failures.ts) becomes the StorefrontError with the reason class of the same tag and fields.
import type { CallFailure, FailureReason } from './failures'
import { GraphQLResponseError } from './GraphQLResponseError'
import {
  DecodeError,
  RefreshRejectedError,
  StatusCodeError,
  StorefrontError,
  type StorefrontErrorReason,
  TransportError,
} from './StorefrontError'
import { isStorefrontError } from './storefrontErrorGuard'

/** The reason class of a plain reason (a reason that is already a class is kept). */
function reasonOf(reason: FailureReason): StorefrontErrorReason {
  if (reason instanceof Error) return reason as StorefrontErrorReason
  // The classes set their own `_tag`; the fields are the same.
  const { _tag, ...fields } = reason
  switch (reason._tag) {
    case 'TransportError':
      return new TransportError(fields as Omit<typeof reason, '_tag'>)
    case 'StatusCodeError':
      return new StatusCodeError(fields as Omit<typeof reason, '_tag'>)
    case 'DecodeError':
      return new DecodeError(fields as Omit<typeof reason, '_tag'>)
    case 'GraphQLResponseError':
      return new GraphQLResponseError(fields as Omit<typeof reason, '_tag'>)
    case 'RefreshRejectedError':
      return new RefreshRejectedError(fields as Omit<typeof reason, '_tag'>)
  }
}

/** The StorefrontError of a failed call (a failure that is already one is returned as is). */
export function storefrontErrorOf(failure: CallFailure): StorefrontError {
  if (isStorefrontError(failure)) return failure
  return new StorefrontError({ reason: reasonOf(failure.reason), traceId: failure.traceId })
}
