// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, cleanup, click, render } from '../../../test/renderInRouter'
import { AuthModal, type AuthModalProps, formatCountdown } from './AuthModal'

afterEach(cleanup)

function renderAuth(props: Partial<AuthModalProps>) {
  const handlers = {
    onRequestCode: vi.fn(),
    onSubmitCode: vi.fn(),
    onResend: vi.fn(),
    onRegister: vi.fn(),
  }
  render(
    <AuthModal
      open
      onClose={() => {}}
      step="phone"
      phone="+7 916 123 45 67"
      onPhoneChange={() => {}}
      phoneValid
      code=""
      onCodeChange={() => {}}
      resendSeconds={0}
      onChangePhone={() => {}}
      registration={{ name: '', surname: '' }}
      onRegistrationChange={() => {}}
      {...handlers}
      {...props}
    />,
  )
  return handlers
}

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(59)).toBe('0:59')
    expect(formatCountdown(5)).toBe('0:05')
    expect(formatCountdown(60)).toBe('1:00')
  })
})

describe('AuthModal', () => {
  it("asks for the phone with the mask as placeholder and sends it with 'Получить код'", () => {
    const { onRequestCode } = renderAuth({ step: 'phone' })
    expect(document.querySelector('input[type="tel"]')?.getAttribute('placeholder')).toBe(
      '+7 ### ### ## ##',
    )
    click(buttonByName(document, 'Получить код'))
    expect(onRequestCode).toHaveBeenCalledTimes(1)
  })

  it("keeps 'Получить код' off until the phone is valid", () => {
    renderAuth({ step: 'phone', phoneValid: false })
    expect(buttonByName(document, 'Получить код').disabled).toBe(true)
  })

  it('shows the resend countdown, then the resend button', () => {
    renderAuth({ step: 'code', code: '1234', resendSeconds: 59 })
    expect(document.body.textContent).toContain('Отправить код повторно через 0:59')
    expect(buttonByName(document, 'Войти').disabled).toBe(false)
    cleanup()
    const { onResend } = renderAuth({ step: 'code', resendSeconds: 0 })
    click(buttonByName(document, 'Отправить код повторно'))
    expect(onResend).toHaveBeenCalledTimes(1)
  })

  it('asks a new customer for the name', () => {
    renderAuth({ step: 'register', registration: { name: 'Анна', surname: '' } })
    const labels = [...document.querySelectorAll('label')].map((label) => label.textContent)
    expect(labels).toEqual(['Имя•', 'Фамилия'])
  })

  it('shows each registration message under its own field, described by it', () => {
    renderAuth({
      step: 'register',
      registration: { name: 'Ив', surname: 'Петров2' },
      registrationErrors: { name: 'Минимум 3 символа', surname: 'Недопустимые символы' },
    })
    const [name, surname] = [...document.querySelectorAll<HTMLInputElement>('form input')]
    const describedBy = (input?: HTMLInputElement) =>
      document.getElementById(input?.getAttribute('aria-describedby') ?? '')?.textContent
    expect(describedBy(name)).toBe('Минимум 3 символа')
    expect(describedBy(surname)).toBe('Недопустимые символы')
    expect(name?.getAttribute('aria-invalid')).toBe('true')
  })
})
