// The notification centre of a storefront: toasts, modals and tooltips the core raises
// (cart errors, "added to cart") and the skin draws.

/** The kinds of notification the shop has (SPEC §3). */
export const NOTIFICATION_TYPES = ['toast', 'modal', 'tooltip'] as const

/** A kind of notification. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** A notification as the skin draws it. */
export interface StorefrontNotification {
  readonly id: string
  readonly type: NotificationType
  /** Which component of the skin draws it: 'error', 'added-to-cart', or the skin's own. */
  readonly component: string
  readonly props: Readonly<Record<string, unknown>>
}

/** What to show; the id is made when missing. */
export interface NotificationInput {
  readonly id?: string
  readonly type: NotificationType
  readonly component: string
  readonly props?: Readonly<Record<string, unknown>>
}

/** Raised for a notification type the shop does not know (SPEC §5). */
export class UnknownNotificationTypeError extends Error {
  override readonly name = 'UnknownNotificationTypeError'
  constructor(readonly type: string) {
    super(`Unknown notification type: ${type}`)
  }
}

/**
 * Whether a string is one of the notification types SPEC §5 knows.
 * @example
 * if (isNotificationType(input.type)) showNotification(state, { ...input, type: input.type })
 */
export function isNotificationType(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type)
}

let sequence = 0

/**
 * A notification checked and given an id; throws for an unknown type.
 * @example
 * const toast = toNotification({ type: 'toast', component: 'ADDED_TO_CART', props: { productId: '10345' } })
 */
export function toNotification(input: NotificationInput): StorefrontNotification {
  if (!isNotificationType(input.type)) throw new UnknownNotificationTypeError(String(input.type))
  sequence += 1
  return {
    id: input.id ?? `notification-${sequence}`,
    type: input.type,
    component: input.component,
    props: input.props ?? {},
  }
}

/** The notification component of the "added to cart" toast. */
export const ADDED_TO_CART_TOAST = 'added-to-cart'

/** The notification component of an error toast ({ title, message }). */
export const ERROR_TOAST = 'error'
