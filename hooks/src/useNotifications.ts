// Toasts, modals and tooltips (SPEC §3 "Notification"): what the hooks and the skin raise,
// for the skin to draw. An unknown type raises an error (SPEC §5).

import type { NotificationInput, NotificationType, StorefrontNotification } from '@apteka/sdk'
import { closeNotification, showNotification } from '@apteka/sdk'
import { useCallback } from 'react'
import { useStorefrontRuntime, useStoreValue } from './provider/context'

/** What {@link useNotifications} returns. */
export interface UseNotificationsResult {
  /** Everything shown, oldest first. */
  notifications: readonly StorefrontNotification[]
  toasts: readonly StorefrontNotification[]
  modals: readonly StorefrontNotification[]
  tooltips: readonly StorefrontNotification[]
  /** Shows a notification; throws for a type other than toast, modal or tooltip. */
  show: (notification: NotificationInput) => StorefrontNotification
  /** Shows a toast of a component with its props. */
  toast: (component: string, props?: Record<string, unknown>) => StorefrontNotification
  /** Shows a modal of a component with its props. */
  modal: (component: string, props?: Record<string, unknown>) => StorefrontNotification
  /** Shows a tooltip of a component with its props. */
  tooltip: (component: string, props?: Record<string, unknown>) => StorefrontNotification
  /** Closes one notification. */
  close: (id: string) => void
  /** Closes every notification, or every one of a type. */
  closeAll: (type?: NotificationType) => void
}

/**
 * The notification centre.
 *
 * @example
 * const { toasts, close } = useNotifications()
 * toasts.map((toast) => <Toast key={toast.id} {...toast.props} onClose={() => close(toast.id)} />)
 */
export function useNotifications(): UseNotificationsResult {
  const runtime = useStorefrontRuntime()
  const notifications = useStoreValue(runtime.notifications)
  const show = useCallback(
    (notification: NotificationInput) => showNotification(runtime, notification),
    [runtime],
  )
  const of = (type: NotificationType) =>
    notifications.filter((notification) => notification.type === type)
  return {
    notifications,
    toasts: of('toast'),
    modals: of('modal'),
    tooltips: of('tooltip'),
    show,
    toast: useCallback(
      (component, props) => show({ type: 'toast', component, props: props ?? {} }),
      [show],
    ),
    modal: useCallback(
      (component, props) => show({ type: 'modal', component, props: props ?? {} }),
      [show],
    ),
    tooltip: useCallback(
      (component, props) => show({ type: 'tooltip', component, props: props ?? {} }),
      [show],
    ),
    close: useCallback((id: string) => closeNotification(runtime, id), [runtime]),
    closeAll: useCallback(
      (type?: NotificationType) => {
        for (const notification of runtime.notifications.getSnapshot()) {
          if (type === undefined || notification.type === type)
            closeNotification(runtime, notification.id)
        }
      },
      [runtime],
    ),
  }
}
