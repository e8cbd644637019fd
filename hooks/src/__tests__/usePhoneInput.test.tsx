import { act, renderHook } from '@testing-library/react'
import type { ChangeEvent } from 'react'
import { describe, expect, it } from 'vitest'
import { usePhoneInput } from '../index'

const change = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>

describe('usePhoneInput', () => {
  it('masks what is typed as +7 ### ### ## ##', () => {
    const { result } = renderHook(() => usePhoneInput())
    act(() => result.current.inputProps.onChange(change('8916')))
    expect(result.current.value).toBe('+7 916')
    expect(result.current.isValid).toBe(false)
    expect(result.current.normalized).toBeNull()
    act(() => result.current.onChange('89161234567'))
    expect(result.current.value).toBe('+7 916 123 45 67')
  })

  it('gives the API and display forms of a complete number', () => {
    const { result } = renderHook(() => usePhoneInput({ initialValue: '+7 (916) 123-45-67' }))
    expect(result.current).toMatchObject({
      value: '+7 916 123 45 67',
      normalized: '+79161234567',
      formatted: '+7 (916) 123-45-67',
      isValid: true,
    })
    expect(result.current.inputProps).toMatchObject({
      type: 'tel',
      placeholder: '+7 ### ### ## ##',
    })
    act(() => result.current.reset())
    expect(result.current.value).toBe('')
  })
})
