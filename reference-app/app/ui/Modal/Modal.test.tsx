// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, cleanup, click, fire, render } from '../../../test/renderInRouter'
import { Modal } from './Modal'

afterEach(cleanup)

function openModal(onClose = vi.fn()) {
  render(
    <Modal
      open
      onClose={onClose}
      title="Подтвердите действие"
      footer={<button type="button">Очистить</button>}
    >
      <input aria-label="Поле" />
    </Modal>,
  )
  return onClose
}

describe('Modal', () => {
  it('is a native modal dialog named by its title', () => {
    openModal()
    const dialog = document.querySelector('dialog')
    expect(dialog?.open).toBe(true)
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Подтвердите действие')
  })

  it("closes on Escape: the dialog's cancel, kept open until the parent closes it", () => {
    const onClose = openModal()
    // What the browser fires on Escape (jsdom has no key handling of its own for dialogs).
    const cancel = new Event('cancel', { cancelable: true })
    fire(document.querySelector('dialog')!, cancel)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(cancel.defaultPrevented).toBe(true)
  })

  it("closes with the 'Закрыть' button", () => {
    const onClose = openModal()
    click(buttonByName(document, 'Закрыть'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes on a click on the overlay, not on a click inside the dialog', () => {
    const onClose = openModal()
    fire(document.querySelector('h2')!, new MouseEvent('mousedown', { bubbles: true }))
    expect(onClose).not.toHaveBeenCalled()
    fire(
      document.querySelector('[data-testid="modal-overlay"]')!,
      new MouseEvent('mousedown', { bubbles: true }),
    )
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('moves focus to the first field, and gives it back to the opener on close', () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    act(() => opener.focus())
    const { rerender } = render(
      <Modal open onClose={() => {}} title="Подтвердите действие">
        <input aria-label="Поле" />
      </Modal>,
    )
    expect(document.activeElement).toBe(document.querySelector('input[aria-label="Поле"]'))
    rerender(<Modal open={false} onClose={() => {}} title="Подтвердите действие" />)
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })

  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Скрыто" />)
    expect(document.querySelector('dialog')).toBeNull()
  })
})
