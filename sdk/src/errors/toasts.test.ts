// The error toast texts and status constants as the spec spells them.
import { describe, expect, it } from 'vitest'
import { regionResolveError, STATUS_CODES, TOASTS } from './index'

describe('error toasts', () => {
  it('are spelled as the spec has them', () => {
    expect(TOASTS).toEqual({
      regionsFetchFailed: 'Ошибка при получении регионов',
      regionFetchFailed: 'Ошибка при получении региона',
      cartFetchFailed: 'Ошибка при получении данных корзины',
      cartUpdateFailed: 'Ошибка при обновлении корзины',
      requestFailed: 'Ошибка запроса',
      tryLater: 'Попробуйте позже',
      error: 'Ошибка',
      retryLater: 'Повторите попытку позднее',
    })
  })

  it('name the region that could not be resolved, with its code in brackets', () => {
    expect(regionResolveError('Казань', 'kazan')).toBe(
      'Не удалось получить данные о регионе для Казань(kazan)',
    )
  })

  it('define the statuses 523 and 409', () => {
    expect(STATUS_CODES).toEqual({ ORIGIN_UNREACHABLE: 523, CONFLICT: 409 })
  })
})
