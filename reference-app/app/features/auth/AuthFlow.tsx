// The auth modal's controller (SPEC §4, §6): opened by useAuth().requireAuth (or the
// header's 'Войти'), it asks for the phone, sends the SMS code, signs in, and registers a
// new customer. On success the hooks close the modal and run the waiting action.
import { useAuth, usePhoneInput, useResendTimer } from '@apteka/hooks'
import { useEffect, useState } from 'react'
import {
  AuthModal,
  type AuthRegistration,
  type AuthStep,
} from '../../components/AuthModal/AuthModal'

/** Seconds of the resend countdown: the first shown is '0:59'. */
const RESEND_SECONDS = 59

/** A readable Russian message for an auth error. */
export function authErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : ''
  if (/[а-яё]/i.test(message)) return message
  return 'Не удалось выполнить вход. Повторите попытку позднее'
}

export function AuthFlow() {
  const auth = useAuth()
  const { isOpen, promoCode } = auth.authModal
  const phone = usePhoneInput()
  const timer = useResendTimer({ seconds: RESEND_SECONDS })
  const [step, setStep] = useState<AuthStep>('phone')
  const [code, setCode] = useState('')
  const [registration, setRegistration] = useState<AuthRegistration>({ name: '', surname: '' })
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  // Every opening starts from the phone step (the phone typed before is kept).
  useEffect(() => {
    if (isOpen) {
      setStep('phone')
      setCode('')
      setError(null)
    }
  }, [isOpen])

  const run = async (action: () => Promise<void>) => {
    setPending(true)
    setError(null)
    try {
      await action()
    } catch (caught) {
      setError(authErrorText(caught))
    } finally {
      setPending(false)
    }
  }

  const requestCode = () =>
    run(async () => {
      await auth.getCode(phone.normalized ?? phone.value)
      setStep('code')
      setCode('')
      timer.start()
    })

  const submitCode = () =>
    run(async () => {
      const payload = await auth.login({ phone: phone.normalized ?? phone.value, code })
      if (!payload.isRegistered) setStep('register')
    })

  const submitRegistration = () =>
    run(async () => {
      await auth.register({
        phone: phone.normalized ?? phone.value,
        code,
        name: registration.name.trim(),
        ...(registration.surname.trim() ? { surname: registration.surname.trim() } : {}),
      })
    })

  return (
    <AuthModal
      open={isOpen}
      onClose={auth.closeAuthModal}
      step={step}
      promoCode={promoCode}
      phone={phone.value}
      onPhoneChange={(value) => phone.onChange(value)}
      phoneValid={phone.isValid}
      onRequestCode={() => void requestCode()}
      code={code}
      onCodeChange={setCode}
      onSubmitCode={() => void submitCode()}
      resendSeconds={timer.remaining}
      onResend={() => void requestCode()}
      onChangePhone={() => {
        setStep('phone')
        setError(null)
      }}
      registration={registration}
      onRegistrationChange={setRegistration}
      onRegister={() => void submitRegistration()}
      error={error}
      pending={pending}
    />
  )
}
