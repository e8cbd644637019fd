// The server's error codes (SPEC §8) with the text a shopper reads for each. Messages
// may carry %name% placeholders, filled from the error's parameters.
import { AUTH_ERROR_MESSAGE, DEFAULT_ERROR_MESSAGE } from '../internal/errorCodes'

export { AUTH_ERROR_CODE, DEFAULT_ERROR_CODE, DEFAULT_ERROR_MESSAGE } from '../internal/errorCodes'

/** Every code of the catalogue, by what it means. */
export const ERROR_CODES = {
  WRONG_REQUEST: 'E_1',
  METHOD_NOT_FOUND: 'E_2',
  GENERIC: 'E_3',
  PHONE_TAKEN: 'E_4',
  INVALID_EMAIL: 'E_5',
  LOGIN_AND_PASSWORD_EMPTY: 'E_6',
  USER_NOT_FOUND: 'E_7',
  EMAIL_TAKEN: 'E_8',
  RULES_NOT_ACCEPTED: 'E_9',
  LOGIN_WRONG_FORMAT: 'E_10',
  NAME_REQUIRED: 'E_11',
  AUTH_KEY_EXPIRED: 'E_12',
  INVALID_EMAIL_FORMAT: 'E_13',
  REGION_NOT_SELECTED: 'E_14',
  REGION_NOT_FOUND: 'E_15',
  PASSWORDS_DO_NOT_MATCH: 'E_16',
  TOO_MANY_RESULTS: 'E_17',
  QUERY_TOO_SHORT: 'E_18',
  NOTHING_FOUND: 'E_19',
  PRODUCT_NOT_FOUND: 'E_20',
  MESSAGE_TOO_SHORT: 'E_21',
  REVIEW_NOT_ADDED: 'E_22',
  PHARMACY_ID_MISSING: 'E_23',
  REASON_EMPTY: 'E_24',
  FORM_NOT_FOUND: 'E_25',
  FORM_NOT_SENT: 'E_26',
  VISIT_ALREADY_COUNTED: 'E_27',
  WRONG_DEVICE_TYPE: 'E_28',
  ORDER_BELOW_MIN_SUM: 'E_29',
  WRONG_PASSWORD: 'E_30',
  PHARMACY_INACTIVE: 'E_31',
  OLD_PASSWORD_WRONG: 'E_32',
  ORDER_NOT_FOUND: 'E_33',
  OUT_OF_STOCK: 'E_34',
  COURIER_UNAVAILABLE: 'E_35',
  FIELD_NOT_FILLED: 'E_36',
  PHONE_CHANGE_UNAVAILABLE: 'E_37',
  ORDER_NOT_CANCELLED: 'E_38',
  ORDER_ALREADY_ASSEMBLED: 'E_39',
  NO_ONLINE_PAYMENT: 'E_40',
  CARD_NOT_FOUND: 'E_41',
  RECAPTCHA_FAILED: 'E_70',
  CART_EMPTY: 'E_100',
  CART_CHANGED: 'E_110',
  NO_RECEIVE_TYPES: 'E_120',
  ORDER_NOT_SAVED: 'E_130',
  RATE_LIMITED: 'E_250',
  CHECKOUT_UNAVAILABLE: 'E_251',
  CODE_ATTEMPTS_EXHAUSTED: 'E_258',
  WRONG_CODE: 'E_259',
  SMS_RESEND_UNAVAILABLE: 'E_260',
  PLACEHOLDER: 'E_261',
  CATEGORY_NOT_FOUND: 'E_270',
} as const

/** A code of the catalogue. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]

/** The shopper-facing message of every code. */
export const ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  E_1: 'Некорректный запрос',
  E_2: 'Метод не найден',
  E_3: DEFAULT_ERROR_MESSAGE,
  E_4: 'Этот номер телефона уже зарегистрирован',
  E_5: 'Некорректный адрес электронной почты',
  E_6: 'Введите логин и пароль',
  E_7: 'Пользователь не найден',
  E_8: 'Этот адрес электронной почты уже занят',
  E_9: 'Примите правила сервиса, чтобы продолжить',
  E_10: 'Логин указан в неверном формате',
  E_11: 'Заполните поле «Имя»',
  E_12: AUTH_ERROR_MESSAGE,
  E_13: 'Адрес электронной почты указан неверно',
  E_14: 'Регион не выбран',
  E_15: 'Регион не найден',
  E_16: 'Новые пароли не совпадают',
  E_17: 'Найдено более %count% товаров, уточните запрос',
  E_18: 'Слишком короткий запрос, введите ещё несколько символов',
  E_19: 'По вашему запросу ничего не найдено',
  E_20: 'Товар не найден',
  E_21: 'Сообщение слишком короткое',
  E_22: 'Не удалось добавить отзыв, попробуйте позже',
  E_23: 'Не указана аптека',
  E_24: 'Укажите причину',
  E_25: 'Форма не найдена',
  E_26: 'Не удалось отправить форму, попробуйте позже',
  E_27: 'Посещение с этого устройства уже учтено',
  E_28: 'Неподходящий тип устройства',
  E_29: 'Минимальная сумма заказа %min_sum% руб., добавьте ещё товаров в корзину',
  E_30: 'Неверный пароль',
  E_31: 'Аптека сейчас не работает, выберите другую',
  E_32: 'Старый пароль указан неверно',
  E_33: 'Заказ не найден',
  E_34: 'Некоторых товаров нет в наличии',
  E_35: 'Доставка курьером недоступна',
  E_36: 'Не заполнено поле %field%',
  E_37: 'Сменить номер телефона сейчас нельзя',
  E_38: 'Не удалось отменить заказ',
  E_39: 'Не удалось отменить заказ: он уже собран или отправлен',
  E_40: 'По заказу не было онлайн-оплаты',
  E_41: 'Карта не найдена',
  E_70: 'Не удалось пройти проверку reCAPTCHA, попробуйте ещё раз',
  E_100: 'Корзина пуста',
  E_110: 'Корзина изменилась, проверьте товары',
  E_120: 'Нет доступных способов получения заказа',
  E_130: 'Не удалось оформить заказ, попробуйте позже',
  E_250: 'Слишком много запросов, попробуйте позже',
  E_251: 'Оформление заказа сейчас недоступно, повторите попытку через 24 часа',
  E_258: 'Попытки ввода кода закончились, запросите новый код по SMS',
  E_259: 'Неверный код',
  E_260: 'Повторно отправить SMS пока нельзя, подождите немного',
  E_261: 'Что-то пошло не так, попробуйте ещё раз',
  E_270: 'Категория не найдена',
}

/**
 * Whether a string is a code of the catalogue.
 *
 * @example
 * isErrorCode('E_29') // true
 * isErrorCode('E_42') // false
 */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, code)
}

/**
 * The catalogue message of a code with its placeholders (%count%, %min_sum%, %field%,
 * any %name%) filled from `params`; a placeholder without a value stays as written.
 * An unknown or missing code reads 'Ошибка запроса'.
 *
 * @example
 * errorMessage('E_29', { min_sum: 1000 })
 * // 'Минимальная сумма заказа 1000 руб., добавьте ещё товаров в корзину'
 * errorMessage(undefined) // 'Ошибка запроса'
 */
export function errorMessage(
  code: string | undefined,
  params: Readonly<Record<string, string | number>> = {},
): string {
  if (code === undefined || !isErrorCode(code)) return DEFAULT_ERROR_MESSAGE
  return ERROR_MESSAGES[code].replace(/%(\w+)%/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  )
}
