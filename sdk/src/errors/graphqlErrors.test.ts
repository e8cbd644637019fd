// Behaviour of the helpers that read GraphQL errors lists.
import { describe, expect, it } from 'vitest'
import {
  errorCode,
  errorField,
  errorParams,
  errorsByPath,
  errorText,
  fieldMessage,
  filterErrors,
  findError,
  type GraphQLErrorLike,
  hasError,
  isAuthError,
  isErrorAt,
  messageOf,
} from './index'

const minSum: GraphQLErrorLike = {
  message: 'Минимальная сумма заказа 1000 руб., добавьте ещё товаров в корзину',
  path: ['saveOrder'],
  extensions: { code: 'E_29', min_sum: 1000 },
}
const emailTaken: GraphQLErrorLike = {
  message: 'Этот адрес электронной почты уже занят',
  path: ['updateProfile', 'email'],
  extensions: { code: 'E_8' },
}
const nameMissing: GraphQLErrorLike = {
  message: '',
  path: ['updateProfile'],
  extensions: { code: 'E_36', field: 'name' },
}
const stock: GraphQLErrorLike = {
  message: 'Некоторых товаров нет в наличии',
  path: ['updateCart', 'items', 1],
  extensions: { code: 'E_34' },
}
const errors = [minSum, emailTaken, nameMissing, stock]

describe('errorCode', () => {
  it('reads extensions.code', () => {
    expect(errorCode(minSum)).toBe('E_29')
  })

  it('falls back to E_3 for anything without a code', () => {
    expect(errorCode({ message: 'x' })).toBe('E_3')
    expect(errorCode({ message: 'x', extensions: {} })).toBe('E_3')
    expect(errorCode({ message: 'x', extensions: { code: 12 } })).toBe('E_3')
    expect(errorCode({ message: 'x', extensions: { code: '' } })).toBe('E_3')
    expect(errorCode({ extensions: null })).toBe('E_3')
    expect(errorCode(new Error('offline'))).toBe('E_3')
    expect(errorCode(null)).toBe('E_3')
    expect(errorCode('E_29')).toBe('E_3')
  })

  it('recognises the auth error', () => {
    expect(isAuthError({ message: '', extensions: { code: 'E_12' } })).toBe(true)
    expect(isAuthError(minSum)).toBe(false)
  })
})

describe('finding errors', () => {
  it('finds by code', () => {
    expect(findError(errors, 'E_8')).toBe(emailTaken)
    expect(findError(errors, 'E_1')).toBeUndefined()
  })

  it('finds by code and path, the path matching itself and what lies inside it', () => {
    expect(findError(errors, 'E_8', 'updateProfile')).toBe(emailTaken)
    expect(findError(errors, 'E_8', 'updateProfile.email')).toBe(emailTaken)
    expect(findError(errors, 'E_8', ['updateProfile', 'email'])).toBe(emailTaken)
    expect(findError(errors, 'E_8', 'saveOrder')).toBeUndefined()
    expect(findError(errors, 'E_8', 'updateProfile.phone')).toBeUndefined()
  })

  it('matches numeric path segments', () => {
    expect(isErrorAt(stock, ['updateCart', 'items', 1])).toBe(true)
    expect(isErrorAt(stock, 'updateCart.items.1')).toBe(true)
    expect(isErrorAt(stock, 'updateCart.items.0')).toBe(false)
  })

  it('does not match a longer path than the error has', () => {
    expect(isErrorAt(minSum, 'saveOrder.total')).toBe(false)
  })

  it('tests for an error', () => {
    expect(hasError(errors, 'E_29')).toBe(true)
    expect(hasError(errors, 'E_29', 'updateCart')).toBe(false)
    expect(hasError(undefined, 'E_29')).toBe(false)
    expect(hasError(errors, ['E_1', 'E_34'])).toBe(true)
  })

  it('filters by one code or several', () => {
    expect(filterErrors(errors, 'E_34')).toEqual([stock])
    expect(filterErrors(errors, ['E_29', 'E_34'])).toEqual([minSum, stock])
    expect(filterErrors(null, 'E_34')).toEqual([])
  })

  it('filters errors without a code as E_3', () => {
    expect(filterErrors([{ message: 'x' }], 'E_3')).toHaveLength(1)
  })

  it('selects the errors at a path', () => {
    expect(errorsByPath(errors, 'updateProfile')).toEqual([emailTaken, nameMissing])
    expect(errorsByPath(errors, 'updateCart.items')).toEqual([stock])
  })
})

describe('messages of errors', () => {
  it('prefers the server message', () => {
    expect(errorText(emailTaken)).toBe('Этот адрес электронной почты уже занят')
  })

  it('builds the catalogue message when the server sent none', () => {
    expect(errorText({ message: '', extensions: { code: 'E_17', count: 500 } })).toBe(
      'Найдено более 500 товаров, уточните запрос',
    )
    expect(errorText({ message: ' ' })).toBe('Ошибка запроса')
  })

  it('maps a field named by the last path segment to its message', () => {
    expect(fieldMessage(errors, 'email')).toBe('Этот адрес электронной почты уже занят')
  })

  it('maps a field named by extensions.field, filling %field% with its Russian name', () => {
    expect(fieldMessage(errors, 'name')).toBe('Не заполнено поле «Имя»')
  })

  it('maps a field named in extensions.params, as the reference API sends it', () => {
    const surname: GraphQLErrorLike = {
      message: 'Не заполнено поле surname',
      path: ['registerClient'],
      extensions: { code: 'E_36', params: { field: 'surname' } },
    }
    expect(fieldMessage([surname], 'surname')).toBe('Не заполнено поле «Фамилия»')
    expect(fieldMessage([surname], 'name')).toBeNull()
  })

  it('gives null for a field without errors', () => {
    expect(fieldMessage(errors, 'phone')).toBeNull()
    expect(fieldMessage(undefined, 'email')).toBeNull()
  })
})

describe('errorParams and errorField', () => {
  it('read parameters from extensions and from extensions.params, the top level winning', () => {
    expect(
      errorParams({
        message: '',
        extensions: { code: 'E_29', params: { min_sum: 1000, field: 'x' }, field: 'date' },
      }),
    ).toEqual({ code: 'E_29', min_sum: 1000, field: 'date' })
  })

  it('name the field by its parameter, else by the last path segment', () => {
    expect(errorField({ message: '', extensions: { params: { field: 'receiver.name' } } })).toBe(
      'receiver.name',
    )
    expect(errorField({ message: '', path: ['updateProfile', 'email'] })).toBe('email')
    expect(errorField({ message: '', path: ['updateCart', 'items', 0] })).toBeUndefined()
  })
})

describe('messageOf', () => {
  const apiError = (code: string, params?: Record<string, string | number>, message = '') => ({
    message,
    extensions: { code, ...(params ? { params } : {}) },
  })

  it('fills %field% with the Russian name of the field, never the raw placeholder', () => {
    // The reference API's own text names the field in English; the catalogue's wins.
    expect(messageOf(apiError('E_36', { field: 'name' }, 'Не заполнено поле name'))).toBe(
      'Не заполнено поле «Имя»',
    )
    expect(messageOf(apiError('E_36', { field: 'date' }))).toBe(
      'Не заполнено поле «Дата и время доставки»',
    )
    expect(messageOf(apiError('E_36', { field: 'receiver.phone' }))).toBe(
      'Не заполнено поле «Телефон получателя»',
    )
  })

  it('leaves out a field the shop has no Russian name for', () => {
    expect(
      messageOf(apiError('E_36', { field: 'x_internal' }, 'Не заполнено поле x_internal')),
    ).toBe('Не заполнено поле')
    expect(messageOf(apiError('E_36'))).toBe('Не заполнено поле')
  })

  it('fills %count% and %min_sum% from extensions or extensions.params', () => {
    expect(messageOf(apiError('E_29', { min_sum: 1500 }))).toBe(
      'Минимальная сумма заказа 1500 руб., добавьте ещё товаров в корзину',
    )
    expect(messageOf({ message: '', extensions: { code: 'E_17', count: 500 } })).toBe(
      'Найдено более 500 товаров, уточните запрос',
    )
  })

  it('takes a filled server message when the error lacks the parameter', () => {
    const server = 'Минимальная сумма заказа 900 руб., добавьте ещё товаров в корзину'
    expect(messageOf(apiError('E_29', undefined, server))).toBe(server)
    expect(messageOf(apiError('E_29', undefined, 'Минимальная сумма заказа %min_sum% руб.'))).toBe(
      'Минимальная сумма заказа руб., добавьте ещё товаров в корзину',
    )
  })

  it("prefers the server's Russian message for a code without placeholders", () => {
    expect(messageOf(apiError('E_3', undefined, 'Сервис временно недоступен'))).toBe(
      'Сервис временно недоступен',
    )
    expect(messageOf(apiError('E_1', undefined, 'Date must be YYYY-MM-DD'))).toBe(
      'Некорректный запрос',
    )
    expect(messageOf(apiError('E_999', undefined, 'boom'))).toBe('Ошибка запроса')
  })

  it('reads the first error of a StorefrontError', () => {
    const failure = Object.assign(new Error('ignored'), {
      errors: [apiError('E_36', { field: 'phone' }), apiError('E_4')],
    })
    expect(messageOf(failure)).toBe('Не заполнено поле «Телефон»')
  })

  it('shows a Russian Error message, and the retry text for anything else', () => {
    expect(messageOf(new Error('Заказ не найден'))).toBe('Заказ не найден')
    expect(messageOf(new TypeError('Failed to fetch'))).toBe('Повторите попытку позднее')
    expect(messageOf(null)).toBe('Повторите попытку позднее')
  })
})
