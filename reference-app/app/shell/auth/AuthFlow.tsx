// The auth modal's controller (SPEC §4, §6): opened by useAuth().requireAuth (or the
// header's 'Войти'), it asks for the phone, sends the SMS code, signs in, and registers a
// new customer. On success the hooks close the modal and run the waiting action.
// The registration's names are checked by the sdk's rules before the call; an error the
// server gives about one field is shown under that field.
import { useAuth, usePhoneInput, useResendTimer } from '@apteka/hooks'
import { validateRegistrationNames } from '@apteka/sdk'
import {
  ERROR_CODES,
  errorCode,
  errorField,
  type GraphQLErrorLike,
  messageOf,
} from '@apteka/sdk/errors'
import { useEffect, useState } from 'react'
import { forgetReferralCode, rememberedReferralCode } from '../../account/referral/referralCookie'
import {
  AuthModal,
  type AuthRegistration,
  type AuthRegistrationErrors,
  type AuthStep,
} from '../AuthModal/AuthModal'

/** A readable Russian message for an auth error (the sdk's messageOf). */
export function authErrorText(error: unknown): string {
  return messageOf(error)
}

/** The registration field a server error concerns (E_11 is the name's), if it is one of ours. */
function registrationFieldOf(error: unknown): keyof AuthRegistration | null {
  const first = (error as { errors?: readonly GraphQLErrorLike[] } | null)?.errors?.[0]
  if (!first) return null
  const field = errorField(first) ?? (errorCode(first) === ERROR_CODES.NAME_REQUIRED ? 'name' : '')
  return field === 'name' || field === 'surname' ? field : null
}

export function AuthFlow() {
  const auth = useAuth()
  const { isOpen, promoCode } = auth.authModal
  const phone = usePhoneInput()
  const timer = useResendTimer() // SPEC §4: 60 s, the first shown is '1:00'
  const [step, setStep] = useState<AuthStep>('phone')
  const [code, setCode] = useState('')
  const [registration, setRegistration] = useState<AuthRegistration>({ name: '', surname: '' })
  const [fieldErrors, setFieldErrors] = useState<AuthRegistrationErrors>({})
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  // Every opening starts from the phone step (the phone typed before is kept).
  useEffect(() => {
    if (isOpen) {
      setStep('phone')
      setCode('')
      setError(null)
      setFieldErrors({})
    }
  }, [isOpen])

  const run = async (action: () => Promise<void>) => {
    setPending(true)
    setError(null)
    try {
      await action()
    } catch (caught) {
      const field = step === 'register' ? registrationFieldOf(caught) : null
      if (field) setFieldErrors({ [field]: authErrorText(caught) })
      else setError(authErrorText(caught))
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

  const submitRegistration = () => {
    const problems = validateRegistrationNames(registration)
    setFieldErrors(problems)
    if (Object.keys(problems).length > 0) return
    // A '?REF_CODE=' link the shopper arrived by names who invited them (SPEC §9).
    const referrerCode = rememberedReferralCode()
    return run(async () => {
      await auth.register({
        phone: phone.normalized ?? phone.value,
        code,
        name: registration.name.trim(),
        ...(registration.surname.trim() ? { surname: registration.surname.trim() } : {}),
        ...(referrerCode ? { referrerCode } : {}),
      })
      if (referrerCode) forgetReferralCode()
    })
  }

  const changeRegistration = (next: AuthRegistration) => {
    // A field's message stays until that field is changed.
    setFieldErrors((current) => ({
      ...(next.name === registration.name && current.name ? { name: current.name } : {}),
      ...(next.surname === registration.surname && current.surname
        ? { surname: current.surname }
        : {}),
    }))
    setRegistration(next)
  }

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
      onRegistrationChange={changeRegistration}
      onRegister={() => void submitRegistration()}
      registrationErrors={fieldErrors}
      error={error}
      pending={pending}
    />
  )
}
