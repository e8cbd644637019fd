import { act } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createHarness } from '../../test/harness'
import { type NotificationType, UnknownNotificationTypeError, useNotifications } from '../index'

describe('useNotifications', () => {
  it('shows toasts, modals and tooltips for the skin to draw', () => {
    const onNotificationShow = vi.fn()
    const harness = createHarness({ config: { onNotificationShow } })
    const { result } = harness.render(() => useNotifications())
    act(() => {
      result.current.toast('info', { title: 'Сохранено' })
      result.current.modal('full-name', { fullScreen: true })
      result.current.tooltip('hint', { text: 'Подсказка' })
    })
    expect(result.current.toasts.map((n) => n.component)).toEqual(['info'])
    expect(result.current.modals.map((n) => n.props)).toEqual([{ fullScreen: true }])
    expect(result.current.tooltips).toHaveLength(1)
    expect(onNotificationShow).toHaveBeenCalledTimes(3)
  })

  it('raises an error for an unknown type', () => {
    const harness = createHarness()
    const { result } = harness.render(() => useNotifications())
    expect(() =>
      result.current.show({ type: 'banner' as NotificationType, component: 'x' }),
    ).toThrow(UnknownNotificationTypeError)
    expect(result.current.notifications).toEqual([])
  })

  it('closes one, or all of a type', () => {
    const onNotificationClose = vi.fn()
    const harness = createHarness({ config: { onNotificationClose } })
    const { result } = harness.render(() => useNotifications())
    let id = ''
    act(() => {
      id = result.current.toast('a').id
      result.current.toast('b')
      result.current.modal('c')
    })
    act(() => result.current.close(id))
    expect(result.current.toasts.map((n) => n.component)).toEqual(['b'])
    act(() => result.current.closeAll('toast'))
    expect(result.current.notifications.map((n) => n.component)).toEqual(['c'])
    act(() => result.current.closeAll())
    expect(result.current.notifications).toEqual([])
    expect(onNotificationClose).toHaveBeenCalledTimes(3)
  })

  it('showing a notification with the same id replaces it', () => {
    const harness = createHarness()
    const { result } = harness.render(() => useNotifications())
    act(() => {
      result.current.show({ id: 'one', type: 'toast', component: 'a' })
      result.current.show({ id: 'one', type: 'toast', component: 'b' })
    })
    expect(result.current.toasts.map((n) => n.component)).toEqual(['b'])
  })
})
