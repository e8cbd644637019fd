// The product page's Russian texts, the instruction's sections in reading order and the
// names of the price variants (SPEC §4 price types).
import {
  type InstructionFieldsFragment,
  isExpiringPriceType,
  isMarketplacePriceType,
  plural,
} from '../shop'
import { PRODUCT_CARD_TEXT } from '../ui/ProductCard/ProductCard'
import type { ProductPagePrice } from './productPageTypes'

export const PRODUCT_PAGE_TEXT = {
  tabs: 'Разделы о товаре',
  buyBox: 'Цена и покупка',
  producer: 'Производитель',
  brand: 'Бренд',
  country: 'Страна',
  form: 'Форма выпуска',
  dosage: 'Дозировка',
  prescription: 'Отпускается по рецепту',
  inCart: 'В корзине',
  toCart: 'Перейти в корзину',
  pickup: 'Самовывоз из аптеки',
  delivery: 'Доставка курьером',
  bookingOnly: 'Только бронирование в аптеке',
  noDescription: 'Описание товара скоро появится.',
  noInstruction: 'Инструкция к товару скоро появится.',
  noData: 'Нет данных',
  reviewsEmpty: 'Отзывов пока нет. Будьте первым!',
  pharmaciesEmpty: 'Нет аптек с этим товаром в вашем регионе',
  inStock: (n: number) => `В наличии: ${n} шт.`,
  favoriteAdd: PRODUCT_CARD_TEXT.favoriteAdd,
  favoriteRemove: PRODUCT_CARD_TEXT.favoriteRemove,
  prices: 'Варианты цены',
  bestBefore: (date: string) => `Срок годности до ${date}`,
  bookingOnlyVariant: 'только бронь',
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
  viewed: 'Вы смотрели',
  notFound: 'Товар не найден',
  notFoundText: 'Возможно, товар больше не продаётся. Посмотрите похожие товары в каталоге.',
  catalog: 'Перейти в каталог',
  certificateUntil: (date: string) => `действует до ${date}`,
  images: 'Фотографии товара',
  showImage: (n: number) => `Показать фото ${n}`,
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

/** How a price variant is named in the buy box (SPEC §4 price types). */
export function priceVariantLabel(variant: ProductPagePrice): string {
  if (variant.isExpirating || isExpiringPriceType(variant.priceTypeID)) {
    return 'Уценка: истекает срок годности'
  }
  if (variant.priceTypeID === 8) return 'Маркетплейс: другие поставщики'
  if (isMarketplacePriceType(variant.priceTypeID)) return 'Маркетплейс'
  if (variant.priceTypeID === 1) return 'Обычная цена'
  if (variant.priceTypeID === 7) return 'Остатки в аптеках'
  return 'Цена аптеки'
}
