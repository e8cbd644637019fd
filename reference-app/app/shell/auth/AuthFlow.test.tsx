// @vitest-environment jsdom
import { StorefrontProvider, useAuth } from '@apteka/hooks'
import { createStorefrontClient, memoryCookies, memoryStorage } from '@apteka/sdk'
import { createMockApi, MOCK_SMS_CODE } from '@apteka/sdk/testing'
import { QueryClient } from '@tanstack/react-query'
import { setupServer } from 'msw/node'
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buttonByName, cleanup, click, render } from '../../../test/renderInRouter'
import { AuthFlow } from './AuthFlow'

const ENDPOINT = 'http://localhost/graphql'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())

let ran = 0

function Opener() {
  const { requireAuth } = useAuth()
  return (
    <button type="button" onClick={() => void requireAuth(() => (ran += 1))}>
      Оформить
    </button>
  )
}

function mount() {
  const api = createMockApi({ endpoint: ENDPOINT })
  server.use(...api.handlers)
  const client = createStorefrontClient({
    endpoint: ENDPOINT,
    cookies: memoryCookies(),
    storage: memoryStorage(),
  })
  render(
    <StorefrontProvider client={client} queryClient={new QueryClient()}>
      <Opener />
      <AuthFlow />
    </StorefrontProvider>,
  )
}

/** Sets an input's value the way React listens to it. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  act(() => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  expect(check()).toBe(true)
}

describe('AuthFlow', () => {
  it('signs in by SMS code from requireAuth and runs the waiting action', async () => {
    mount()
    expect(document.querySelector('dialog[open]')).toBeNull()
    click(buttonByName(document, 'Оформить'))
    const phone = document.querySelector<HTMLInputElement>('dialog[open] input[type="tel"]')
    expect(phone?.placeholder).toBe('+7 ### ### ## ##')
    type(phone as HTMLInputElement, '9161234567')
    expect(phone?.value).toBe('+7 916 123 45 67')
    click(buttonByName(document, 'Получить код'))
    // The code step's first countdown is the whole minute (SPEC §4), not a second less.
    await until(() => document.querySelector('dialog[open] input[inputmode="numeric"]') !== null)
    expect(document.body.textContent).toContain('Отправить код повторно через 1:00')
    const code = document.querySelector<HTMLInputElement>('dialog[open] input[inputmode="numeric"]')
    type(code as HTMLInputElement, MOCK_SMS_CODE)
    click(buttonByName(document, 'Войти'))
    await until(() => document.querySelector('dialog[open]') === null)
    expect(ran).toBe(1)
  })

  it('shows the API’s error in Russian for a wrong code', async () => {
    mount()
    click(buttonByName(document, 'Оформить'))
    type(
      document.querySelector<HTMLInputElement>(
        'dialog[open] input[type="tel"]',
      ) as HTMLInputElement,
      '9161234567',
    )
    click(buttonByName(document, 'Получить код'))
    await until(() => document.querySelector('dialog[open] input[inputmode="numeric"]') !== null)
    type(
      document.querySelector<HTMLInputElement>(
        'dialog[open] input[inputmode="numeric"]',
      ) as HTMLInputElement,
      '0000',
    )
    click(buttonByName(document, 'Войти'))
    await until(() => document.querySelector('[role="alert"]') !== null)
    expect(document.querySelector('[role="alert"]')?.textContent).toMatch(/[а-яё]/i)
  })
})
