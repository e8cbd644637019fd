// The product page's Russian texts on its first screen (the tabs' own are productTabsText.ts,
// which load with the tabs) and the names of the price variants (SPEC §4 price types).
import { isExpiringPriceType, isMarketplacePriceType } from '../shop'
import { PRODUCT_CARD_TEXT } from '../ui/ProductCard/ProductCard'
import type { ProductPagePrice } from './productPageTypes'

export const PRODUCT_PAGE_TEXT = {
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
  favoriteAdd: PRODUCT_CARD_TEXT.favoriteAdd,
  favoriteRemove: PRODUCT_CARD_TEXT.favoriteRemove,
  prices: 'Варианты цены',
  bestBefore: (date: string) => `Срок годности до ${date}`,
  bookingOnlyVariant: 'только бронь',
  viewed: 'Вы смотрели',
  notFound: 'Товар не найден',
  notFoundText: 'Возможно, товар больше не продаётся. Посмотрите похожие товары в каталоге.',
  catalog: 'Перейти в каталог',
  images: 'Фотографии товара',
  showImage: (n: number) => `Показать фото ${n}`,
} as const

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
