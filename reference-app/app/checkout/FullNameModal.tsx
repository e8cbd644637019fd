// The full-name modal (SPEC §2): at checkout, when the profile has no name, the receiver
// gives a name and surname, saved to the profile.
import { type FormEvent, useState } from 'react'
import { Field } from '../ui/Field/Field'
import { FormError } from '../ui/Field/FormError'
import { Modal } from '../ui/Modal/Modal'

export const FULL_NAME_TEXT = {
  title: 'Как к вам обращаться?',
  hint: 'Имя нужно, чтобы выдать заказ',
  name: 'Имя',
  surname: 'Фамилия',
  save: 'Сохранить',
} as const

export interface FullNameModalProps {
  readonly open: boolean
  readonly onClose: () => void
  readonly onSave: (value: { name: string; surname: string }) => void
  readonly pending?: boolean
  readonly error?: string | null
}

export function FullNameModal({
  open,
  onClose,
  onSave,
  pending = false,
  error,
}: FullNameModalProps) {
  const [name, setName] = useState('')
  const [surname, setSurname] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim()) onSave({ name: name.trim(), surname: surname.trim() })
  }
  return (
    <Modal open={open} onClose={onClose} title={FULL_NAME_TEXT.title} size="sm">
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 12 }}>
        <p>{FULL_NAME_TEXT.hint}</p>
        <Field label={FULL_NAME_TEXT.name}>
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="given-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Field label={FULL_NAME_TEXT.surname}>
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="family-name"
              value={surname}
              onChange={(event) => setSurname(event.target.value)}
            />
          )}
        </Field>
        <FormError error={error} />
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={!name.trim() || pending}
        >
          {FULL_NAME_TEXT.save}
        </button>
      </form>
    </Modal>
  )
}
