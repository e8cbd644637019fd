import { createMemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { quietRouteDiscovery } from './quietRouteDiscovery'

const routes = () => [{ id: 'root', path: '/', children: [{ id: 'home', index: true }] }]

describe('quietRouteDiscovery', () => {
  it('tells no subscriber of added routes, and tells them of the next navigation, which uses them', async () => {
    const router = createMemoryRouter(routes(), { initialEntries: ['/'] })
    quietRouteDiscovery(router)
    const told = vi.fn()
    router.subscribe(told)
    router.patchRoutes('root', [{ id: 'product', path: 'product/:alias' }])
    expect(told).not.toHaveBeenCalled()
    await router.navigate('/product/aspirin')
    expect(told).toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/product/aspirin')
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'product'])
    router.dispose()
  })

  it('without it, React Router tells its subscribers of the same state on every addition', () => {
    const router = createMemoryRouter(routes(), { initialEntries: ['/'] })
    const told = vi.fn()
    router.subscribe(told)
    router.patchRoutes('root', [{ id: 'product', path: 'product/:alias' }])
    expect(told).toHaveBeenCalledTimes(1)
    router.dispose()
  })

  it('wraps a router once', () => {
    const router = createMemoryRouter(routes(), { initialEntries: ['/'] })
    quietRouteDiscovery(router)
    const subscribe = router.subscribe
    quietRouteDiscovery(router)
    expect(router.subscribe).toBe(subscribe)
    router.dispose()
  })
})
