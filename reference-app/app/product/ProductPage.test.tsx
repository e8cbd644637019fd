// @vitest-environment jsdom
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buttonByName, click } from '../../test/renderInRouter'
import { PRODUCT_PAGE, productFixture } from '../design/storefrontFixtures'
import type { ProductActions } from '../ui/ProductCard/productActions'
import {
  type PharmacySearch,
  ProductPage,
  type ProductPagePrice,
  type ProductPageProduct,
  type ProductPageProps,
  type ProductPharmacies,
} from './ProductPage'

// The page's metadata reads the root route's data, so it renders inside a data router.
const mounted: { root: Root; container: HTMLElement }[] = []

function render(ui: ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  const mount = (node: ReactNode) =>
    act(() =>
      root.render(
        <RouterProvider router={createMemoryRouter([{ id: 'root', path: '*', element: node }])} />,
      ),
    )
  mount(ui)
  mounted.push({ root, container })
  return { container, rerender: mount }
}

function cleanup() {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount())
    container.remove()
  }
}

afterEach(cleanup)

/** 22 November 2026, the day the fixtures' dates are read from. */
const TODAY = new Date(2026, 10, 22, 12, 0)

const basePrice: ProductPagePrice = {
  price: 289,
  priceOld: null,
  priceTypeID: 1,
  priceType: 'BASE',
  discount: null,
  maxQuantity: 10,
  dateExpired: null,
  dateExpiredOpened: null,
  expirationDate: '2028-01-31',
  isExpirating: false,
  availableForBooking: true,
  availableForOrder: true,
  expirationType: null,
  hasPrefix: false,
}
const expiringPrice: ProductPagePrice = {
  ...basePrice,
  price: 199,
  priceOld: 289,
  discount: 31,
  priceTypeID: 4,
  priceType: 'EXPIRING',
  dateExpired: '2026-12-25',
  expirationDate: '2026-12-25',
  isExpirating: true,
  expirationType: 'date',
}

const product: ProductPageProduct = {
  ...PRODUCT_PAGE.product,
  price: 289,
  priceOld: null,
  discount: null,
  priceTypeID: 1,
  pickupDate: '2026-11-22',
  deliveryDate: '2026-11-23',
  prices: [basePrice],
}

const pharmacy = (id: string, address: string) => ({
  id,
  name: 'Аптека Здоровье',
  address,
  lat: 55.75,
  long: 37.62,
  addressComment: null,
  categories: [],
  isFavorite: false,
  isApteka: true,
  isFromLastOrder: false,
  isDoublePoints: false,
  paymentTypes: [],
  logotype: null,
  regionId: 'moscowregion',
  timeZone: 'Europe/Moscow',
  phoneDetails: null,
  metro: [{ name: 'Арбатская', color: null }],
  term: { pickupDays: 1, bookingDays: 0 },
  mapsComments: [],
  workingHours: [],
  humanWorkingHours: [{ days: 'Пн-Вс', time: '08:00-22:00' }],
})

const pharmacies: ProductPharmacies = {
  total: 12,
  items: [
    {
      pharmacy: pharmacy('7', 'г. Москва, ул. Арбат, д. 17'),
      quantity: 4,
      price: 289,
      pickupDate: '2026-11-22',
    },
    {
      pharmacy: pharmacy('8', 'г. Москва, ул. Тверская, д. 7'),
      quantity: 1,
      price: 289,
      pickupDate: '2026-11-25',
    },
  ],
}

function renderPage(props: Partial<ProductPageProps> = {}, actions: Partial<ProductActions> = {}) {
  return render(
    <ProductPage
      product={product}
      meta={PRODUCT_PAGE.metaInformation}
      prices={product.prices}
      today={TODAY}
      actions={{ cartQuantities: {}, ...actions }}
      {...props}
    />,
  )
}

const panel = (name: RegExp) => {
  const tab = [...document.querySelectorAll('[role="tab"]')].find((el) =>
    name.test(el.textContent ?? ''),
  )
  if (!tab) throw new Error(`no tab ${name}`)
  click(tab)
  const found = document.getElementById(tab.getAttribute('aria-controls') ?? '')
  if (!found || found.hidden) throw new Error(`the panel of ${name} is not open`)
  return found
}

/** Types into a controlled input the way React listens for it. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  act(() => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ')

describe('ProductPage', () => {
  // The tabs are a part that loads after the page (ui/LazyPart): load it once, as the browser
  // does, so every test renders the whole page at once.
  beforeAll(async () => {
    renderPage()
    await act(async () => {
      await import('./productTabs')
    })
    await vi.waitFor(() => expect(document.querySelector('[role="tab"]')).not.toBeNull())
    cleanup()
  })

  it("the heart is pressed for a favourite and says 'В избранном'", () => {
    const onToggleFavorite = vi.fn()
    const favourites = new Set<string>()
    const actions = { onToggleFavorite, isFavorite: (id: string) => favourites.has(id) }
    const page = renderPage({}, actions)
    const heart = buttonByName(document, 'В избранное')
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    click(heart)
    expect(onToggleFavorite).toHaveBeenCalledWith(product)
    favourites.add(product.id)
    page.rerender(
      <ProductPage
        product={product}
        prices={product.prices}
        today={TODAY}
        actions={{ cartQuantities: {}, ...actions }}
      />,
    )
    expect(buttonByName(document, 'В избранном').getAttribute('aria-pressed')).toBe('true')
    // The favourites decide, not the flag the product was loaded with.
    expect(product.isFavorite).toBe(false)
  })

  it('asks for the main picture first (the LCP element) and leaves the thumbnails lazy', () => {
    renderPage({ product: { ...product, images: ['/images/a.png', '/images/b.png'] } })
    const main = document.querySelector<HTMLImageElement>(`img[alt="${product.name}"]`)
    expect(main?.getAttribute('fetchpriority')).toBe('high')
    expect(main?.getAttribute('loading')).not.toBe('lazy')
    const thumbs = [...document.querySelectorAll<HTMLImageElement>('img[alt=""]')]
    expect(thumbs.length).toBe(2)
    for (const thumb of thumbs) expect(thumb.getAttribute('loading')).toBe('lazy')
  })

  it('shows one price without a choice, with the prefix when the product has it', () => {
    renderPage({ product: { ...product, hasPricePrefix: true } })
    expect(document.querySelector('fieldset')).toBeNull()
    const buy = document.querySelector('[data-testid="buy-box"]')
    expect(text(buy)).toMatch(/от 289 ₽/)
  })

  it('lists the variants an employee sees and puts the chosen one into the cart', () => {
    const onAddToCart = vi.fn()
    renderPage({ prices: [basePrice, expiringPrice] }, { onAddToCart })
    const group = document.querySelector('fieldset')
    expect(text(group?.querySelector('legend'))).toBe('Варианты цены')
    const options = [...(group?.querySelectorAll('label') ?? [])].map(text)
    expect(options[0]).toMatch(/Обычная цена.*289 ₽/)
    expect(options[1]).toMatch(/истекает срок годности.*Срок годности до 25 декабря 2026.*199 ₽/)
    const radios = group?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []
    expect([...radios].map((radio) => radio.checked)).toEqual([true, false])
    click(radios[1]!)
    expect(text(document.querySelector('[data-testid="buy-box"] [class*="priceBlock"]'))).toMatch(
      /^199 ₽/,
    )
    click(buttonByName(document, 'В корзину'))
    expect(onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ id: product.id, priceTypeID: 4, price: 199 }),
    )
  })

  it('says pickup and delivery days in Russian', () => {
    renderPage()
    const receive = text(document.querySelector('[data-testid="buy-box"] ul'))
    expect(receive).toContain('Забрать сегодня')
    expect(receive).toContain('Доставим завтра')
    cleanup()
    renderPage({ product: { ...product, deliveryDate: '2026-11-27' } })
    expect(text(document.querySelector('[data-testid="buy-box"] ul'))).toContain(
      'Доставим 27 ноября',
    )
  })

  it('the pharmacies tab lists address, hours, price, stock and pickup day, and searches', () => {
    const search: PharmacySearch = {
      value: '',
      onChange: vi.fn(),
      hasMore: true,
      onShowMore: vi.fn(),
    }
    renderPage({ pharmacies, pharmacySearch: search })
    const tab = panel(/Наличие в аптеках/)
    expect(text(document.querySelector('[role="tab"][aria-selected="true"]'))).toContain('12')
    const rows = [...tab.querySelectorAll('li')].map(text)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatch(/ул\. Арбат, д\. 17.*Метро: Арбатская.*Пн-Вс: 08:00-22:00/)
    expect(rows[0]).toMatch(/289 ₽.*В наличии: 4 шт\..*Забрать сегодня/)
    expect(rows[1]).toContain('Забрать 25 ноября')
    expect(text(tab)).toContain('Найдено 12 аптек')
    const input = tab.querySelector<HTMLInputElement>('input[type="search"]')!
    expect(text(tab.querySelector(`label[for="${input.id}"]`))).toBe('Найти аптеку')
    type(input, 'Арбат')
    expect(search.onChange).toHaveBeenCalledWith('Арбат')
    click(buttonByName(tab, 'Показать ещё'))
    expect(search.onShowMore).toHaveBeenCalled()
  })

  it('says when the search finds no pharmacy', () => {
    renderPage({
      pharmacies: { items: [], total: 0 },
      pharmacySearch: { value: 'Марс', answered: 'Марс', onChange: () => {} },
    })
    expect(text(panel(/Наличие в аптеках/))).toContain('Аптек по запросу «Марс» не нашлось')
  })

  it('the analogues tab is a carousel with a link to all analogues', () => {
    const analogues = [productFixture({ id: '2001' }), productFixture({ id: '2002' })]
    renderPage({ analogues, analoguesTotal: 7 })
    const tab = panel(/Аналоги/)
    expect(tab.querySelectorAll('[data-testid="product-card"]')).toHaveLength(2)
    const all = [...tab.querySelectorAll('a')].find((a) => a.textContent?.includes('Все аналоги'))
    expect(all?.getAttribute('href')).toBe(`/analogs/${product.alias}`)
    expect(text(all)).toContain('7')
    expect(
      text(document.querySelector('[role="tab"][aria-selected="true"] [class*="count"]')),
    ).toBe('7')
  })

  it('the forms tab links to the other forms and marks this one', () => {
    renderPage()
    const tab = panel(/Формы выпуска/)
    const links = [...tab.querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/product/product-1001.html',
      '/product/product-1011.html',
      '/product/product-1012.html',
    ])
    expect(links[0]?.getAttribute('aria-current')).toBe('page')
    expect(links[1]?.getAttribute('aria-current')).toBeNull()
    expect(text(links[1])).toMatch(/400 мг, 12 шт\..*342 ₽/)
  })

  it('reads certificate and review dates in Russian', () => {
    renderPage({
      reviews: {
        total: 1,
        averageRating: 5,
        items: [
          {
            id: 'r1',
            rating: 5,
            message: 'Помогает быстро',
            authorName: 'Анна',
            createdAt: '2026-03-08T10:00:00.000Z',
          },
        ],
      },
    })
    expect(text(panel(/Сертификаты/))).toContain('действует до 12 мая 2029')
    expect(text(panel(/Отзывы/)?.querySelector('time'))).toBe('8 марта 2026')
  })

  it("shows 'Вы смотрели' only with viewed products", () => {
    renderPage({ viewed: [] })
    expect(document.querySelector('[data-testid="viewed-products"]')).toBeNull()
    cleanup()
    renderPage({ viewed: [productFixture({ id: '3001', name: 'Аспирин' })] })
    const shelf = document.querySelector('[data-testid="viewed-products"]')
    expect(text(shelf?.querySelector('h2'))).toBe('Вы смотрели')
    expect(text(shelf)).toContain('Аспирин')
  })
})
