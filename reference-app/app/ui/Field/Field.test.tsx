// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '../../../test/renderInRouter'
import { Field } from './Field'

afterEach(cleanup)

function control(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector('input')
  if (!input) throw new Error('no input rendered')
  return input
}

describe('Field', () => {
  it('labels its control by id', () => {
    const { container } = render(<Field label="Имя">{(props) => <input {...props} />}</Field>)
    const input = control(container)
    const label = container.querySelector('label')
    expect(input.id).not.toBe('')
    expect(label?.htmlFor).toBe(input.id)
    expect(label?.textContent).toBe('Имя')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })

  it('marks the control invalid and points it at the announced error', () => {
    const { container } = render(
      <Field label="E-mail" error="Некорректный Email" hint="Для чеков">
        {(props) => <input {...props} />}
      </Field>,
    )
    const input = control(container)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const error = document.getElementById(input.getAttribute('aria-describedby') ?? '')
    expect(error?.textContent).toBe('Некорректный Email')
    expect(error?.getAttribute('role')).toBe('alert')
    // The hint gives way to the error.
    expect(container.textContent).not.toContain('Для чеков')
  })

  it('leaves the announcing to the form when told to, still describing the control', () => {
    const { container } = render(
      <Field label="Улица, дом" error="Доставка курьером недоступна" announce={false}>
        {(props) => <input {...props} />}
      </Field>,
    )
    const input = control(container)
    const error = document.getElementById(input.getAttribute('aria-describedby') ?? '')
    expect(error?.textContent).toBe('Доставка курьером недоступна')
    expect(error?.hasAttribute('role')).toBe(false)
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it('points the control at its hint while there is no error', () => {
    const { container } = render(
      <Field label="Телефон" hint="Пришлём код в SMS">
        {(props) => <input {...props} />}
      </Field>,
    )
    const input = control(container)
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe('Пришлём код в SMS')
    expect(hint?.getAttribute('role')).toBeNull()
    expect(input.hasAttribute('aria-invalid')).toBe(false)
  })

  it('shows the required marker outside the accessible name', () => {
    const { container } = render(
      <Field label="Имя" required>
        {(props) => <input {...props} required />}
      </Field>,
    )
    const marker = container.querySelector('.field__required')
    expect(marker?.getAttribute('aria-hidden')).toBe('true')
    expect(control(container).required).toBe(true)
  })

  it('gives two fields distinct ids, the same on the server as in the browser', () => {
    const form = (
      <form>
        <Field label="Имя">{(props) => <input {...props} />}</Field>
        <Field label="Фамилия" error="Заполните поле">
          {(props) => <input {...props} />}
        </Field>
      </form>
    )
    const html = renderToString(form)
    const ids = [...html.matchAll(/<input id="([^"]+)"/g)].map((match) => match[1])
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
    expect(html).toContain(`for="${ids[1]}"`)
    expect(html).toContain(`aria-describedby="${ids[1]}-error"`)
  })
})
