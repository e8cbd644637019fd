// The Russian names of the form fields the API names in its errors (`field` of E_36 and the
// like), so that 'Не заполнено поле %field%' reads 'Не заполнено поле «Имя»', never 'name'.

/** A field's name as a shopper reads it, by the name the API gives it in E_36 (%field%). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Имя',
  surname: 'Фамилия',
  patronymic: 'Отчество',
  phone: 'Телефон',
  email: 'Email',
  birthday: 'Дата рождения',
  gender: 'Пол',
  address: 'Адрес доставки',
  date: 'Дата и время доставки',
  payment: 'Способ оплаты',
  'receiver.name': 'Имя получателя',
  'receiver.phone': 'Телефон получателя',
  policyNumber: 'Номер полиса',
}

/**
 * The Russian label of a field the API names, or null for a field the shop does not know
 * (a message then leaves the name out rather than show it in English).
 *
 * @example
 * fieldLabel('receiver.name') // 'Имя получателя'
 * fieldLabel('surname') // 'Фамилия'
 * fieldLabel('x_internal') // null
 */
export function fieldLabel(field: string): string | null {
  return Object.hasOwn(FIELD_LABELS, field) ? (FIELD_LABELS[field] ?? null) : null
}
