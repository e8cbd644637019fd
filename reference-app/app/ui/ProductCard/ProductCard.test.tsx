// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, cleanup, click, render } from '../../../test/renderInRouter'
import { productFixture } from '../../design/storefrontFixtures'
import { ProductCard } from './ProductCard'

afterEach(cleanup)

const priceText = (container: HTMLElement) =>
  container.querySelector('[class*="price"]')?.textContent ?? ''

describe('ProductCard', () => {
  it("offers 'В корзину' and adds the product with it", () => {
    const product = productFixture()
    const onAddToCart = vi.fn()
    render(<ProductCard product={product} onAddToCart={onAddToCart} />)
    click(buttonByName(document, 'В корзину'))
    expect(onAddToCart).toHaveBeenCalledWith(product)
  })

  it("shows the 'от' prefix only when the product has several prices", () => {
    const withPrefix = render(
      <ProductCard product={productFixture({ hasPricePrefix: true, price: 512 })} />,
    )
    expect(priceText(withPrefix.container)).toMatch(/^от\s512\s₽/)
    const without = render(
      <ProductCard product={productFixture({ hasPricePrefix: false, price: 512 })} />,
    )
    expect(priceText(without.container)).not.toContain('от')
  })

  it('shows the old price only with a discount', () => {
    const discounted = render(
      <ProductCard product={productFixture({ price: 1234, priceOld: 1490, discount: 17 })} />,
    )
    expect(discounted.container.querySelector('s')?.textContent).toMatch(/1\s490\s₽/)
    expect(discounted.container.textContent).toContain('−17%')
    const noDiscount = render(
      <ProductCard product={productFixture({ price: 1234, priceOld: 1490, discount: null })} />,
    )
    expect(noDiscount.container.querySelector('s')).toBeNull()
  })

  it('becomes a quantity stepper once the product is in the cart', () => {
    const onQuantityChange = vi.fn()
    const product = productFixture()
    render(<ProductCard product={product} quantityInCart={2} onQuantityChange={onQuantityChange} />)
    expect(() => buttonByName(document, 'В корзину')).toThrow()
    click(buttonByName(document, 'Увеличить количество'))
    expect(onQuantityChange).toHaveBeenCalledWith(product, 3)
  })

  it('says the product is not available and offers no cart button', () => {
    render(
      <ProductCard
        product={productFixture({ availableForOrder: false, availableForBooking: false })}
      />,
    )
    expect(document.body.textContent).toContain('Нет в наличии')
    expect(() => buttonByName(document, 'В корзину')).toThrow()
  })

  it("the heart of a favourite is pressed and says 'В избранном'", () => {
    const onToggleFavorite = vi.fn()
    render(
      <ProductCard
        product={productFixture({ isFavorite: true })}
        onToggleFavorite={onToggleFavorite}
      />,
    )
    const heart = buttonByName(document, 'В избранном')
    expect(heart.getAttribute('aria-pressed')).toBe('true')
    click(heart)
    expect(onToggleFavorite).toHaveBeenCalledTimes(1)
  })

  it('takes the heart state from the favourites when given', () => {
    const product = productFixture({ id: '77', isFavorite: false })
    const view = render(
      <ProductCard
        product={product}
        onToggleFavorite={() => {}}
        isFavorite={(id) => id === '77'}
      />,
    )
    expect(buttonByName(document, 'В избранном').getAttribute('aria-pressed')).toBe('true')
    view.rerender(
      <ProductCard
        product={{ ...product, isFavorite: true }}
        onToggleFavorite={() => {}}
        isFavorite={() => false}
      />,
    )
    expect(buttonByName(document, 'В избранное').getAttribute('aria-pressed')).toBe('false')
  })
})
