// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, click, render } from '../../../test/renderInRouter'
import { CATEGORIES } from '../../design/storefrontFixtures'
import { Header, type HeaderProps } from './Header'

afterEach(cleanup)

function renderHeader(props: Partial<HeaderProps> = {}) {
  render(
    <Header
      regionName="Москва и область"
      onRegionClick={() => {}}
      categories={CATEGORIES}
      cartCount={0}
      search={{ query: '', onQueryChange: () => {} }}
      {...props}
    />,
  )
}

describe('Header', () => {
  it("has a search field labelled 'Поиск' in a search landmark that submits to /search?what=", () => {
    renderHeader()
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Поиск"]')
    expect(input?.type).toBe('search')
    expect(input?.name).toBe('what')
    const form = input?.closest('form')
    expect(form?.getAttribute('role')).toBe('search')
    expect(form?.getAttribute('action')).toBe('/search')
  })

  it("links to the cart with the visible text 'Корзина' and the count", () => {
    renderHeader({ cartCount: 3 })
    const cart = document.querySelector<HTMLAnchorElement>('a[href="/cart"]')
    expect(cart?.textContent).toContain('Корзина')
    expect(cart?.querySelector('[data-testid="cart-count"]')?.textContent).toBe('3')
    expect(cart?.textContent).toContain('3 товара')
  })

  it("shows 'Войти' to a visitor and the name to a logged-in shopper", () => {
    const onLoginClick = vi.fn()
    renderHeader({ onLoginClick })
    const login = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Войти')!
    click(login)
    expect(onLoginClick).toHaveBeenCalledTimes(1)
    cleanup()
    renderHeader({ userName: 'Анна' })
    expect([...document.querySelectorAll('a')].some((a) => a.textContent === 'Войти')).toBe(false)
    expect(document.querySelector('a[href="/personal"]')?.textContent).toContain('Анна')
  })

  it('shows the region and opens the region modal from it', () => {
    const onRegionClick = vi.fn()
    renderHeader({ onRegionClick })
    const region = [...document.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Москва и область'),
    )!
    click(region)
    expect(onRegionClick).toHaveBeenCalledTimes(1)
  })

  it('renders no mobile menu until the burger is pressed, then loads and opens it', async () => {
    renderHeader()
    expect(document.querySelector('dialog')).toBeNull()
    const burger = document.querySelector<HTMLButtonElement>('button[aria-label="Открыть меню"]')!
    click(burger)
    await vi.waitFor(() =>
      expect(document.querySelector('dialog')?.textContent).toContain('Весь каталог'),
    )
    expect(burger.getAttribute('aria-expanded')).toBe('true')
  })
})
