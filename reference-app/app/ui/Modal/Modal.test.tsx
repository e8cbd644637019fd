// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, cleanup, click, fire, keyDown, render } from '../../../test/renderInRouter'
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
  it('is a modal dialog named by its title', () => {
    openModal()
    const dialog = document.querySelector('[role="dialog"]')
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Подтвердите действие')
  })

  it('closes on Escape', () => {
    const onClose = openModal()
    keyDown(document, 'Escape')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("closes with the 'Закрыть' button", () => {
    const onClose = openModal()
    click(buttonByName(document, 'Закрыть'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes on a click on the overlay, not on a click inside the dialog', () => {
    const onClose = openModal()
    fire(document.querySelector('[role="dialog"]')!, new MouseEvent('mousedown', { bubbles: true }))
    expect(onClose).not.toHaveBeenCalled()
    fire(
      document.querySelector('[data-testid="modal-overlay"]')!,
      new MouseEvent('mousedown', { bubbles: true }),
    )
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('moves focus in and keeps Tab inside the dialog', () => {
    openModal()
    const field = document.querySelector<HTMLInputElement>('input[aria-label="Поле"]')!
    expect(document.activeElement).toBe(field)
    const last = buttonByName(document, 'Очистить')
    act(() => last.focus())
    keyDown(last, 'Tab')
    expect(document.activeElement).toBe(buttonByName(document, 'Закрыть'))
    keyDown(document.activeElement!, 'Tab', { shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Скрыто" />)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })
})
