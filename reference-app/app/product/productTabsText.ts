// The product tabs' Russian texts (description, instruction, forms, analogues, certificates,
// reviews, pharmacies) and the instruction's sections in reading order: they load with the tabs'
// code, after the page, not with the product page's first screen (#36).
import { type InstructionFieldsFragment, plural } from '../shop'

export const PRODUCT_TABS_TEXT = {
  tabs: 'Разделы о товаре',
  noDescription: 'Описание товара скоро появится.',
  noInstruction: 'Инструкция к товару скоро появится.',
  noData: 'Нет данных',
  reviewsEmpty: 'Отзывов пока нет. Будьте первым!',
  pharmaciesEmpty: 'Нет аптек с этим товаром в вашем регионе',
  inStock: (n: number) => `В наличии: ${n} шт.`,
  pharmacySearch: 'Найти аптеку',
  pharmacySearchPlaceholder: 'Адрес, метро или название аптеки',
  pharmaciesFound: (n: number) =>
    `${plural(n, ['Найдена', 'Найдено', 'Найдено'])} ${n} ${plural(n, ['аптека', 'аптеки', 'аптек'])}`,
  pharmaciesNotFound: (text: string) => `Аптек по запросу «${text}» не нашлось`,
  pharmaciesLoading: 'Загружаем аптеки…',
  showMore: 'Показать ещё',
  pharmacyMetro: 'Метро',
  allAnalogues: 'Все аналоги',
  analoguesList: 'Аналоги',
  analoguesEmpty: 'Аналогов с тем же действующим веществом в вашем регионе нет',
  formsList: (form: string) => `Форма выпуска: ${form}`,
  currentForm: 'Вы смотрите',
  noOtherForms: 'Других форм выпуска и дозировок у этого товара нет.',
  certificateUntil: (date: string) => `действует до ${date}`,
} as const

/** Instruction sections in reading order, with their headings. */
export const INSTRUCTION_SECTIONS: ReadonlyArray<[keyof InstructionFieldsFragment, string]> = [
  ['shortDesc', 'Краткое описание'],
  ['formulation', 'Состав'],
  ['indictation', 'Показания к применению'],
  ['contraIndication', 'Противопоказания'],
  ['dosage', 'Способ применения и дозы'],
  ['sideEffect', 'Побочные действия'],
  ['specialInstruction', 'Особые указания'],
  ['interaction', 'Взаимодействие'],
  ['overDosage', 'Передозировка'],
  ['pharmAction', 'Фармакологическое действие'],
  ['storingCondition', 'Условия хранения'],
  ['prescription', 'Условия отпуска'],
]
