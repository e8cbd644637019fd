// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, cleanup, click, render } from '../../../test/renderInRouter'
import { type MapConfig, mapConfigFromEnv } from './mapConfig'
import { PickupMap, type PickupMapPoint } from './PickupMap'
import { createYmapsStandIn } from './ymapsStandIn'

afterEach(() => {
  cleanup()
  for (const script of document.querySelectorAll('script')) script.remove()
  delete (window as { ymaps?: unknown }).ymaps
  vi.restoreAllMocks()
})

const point = (id: string, lat: number, long: number, available = true): PickupMapPoint => ({
  id,
  name: `Аптека ${id}`,
  address: `ул. Тверская, д. ${id}`,
  lat,
  long,
  availableCount: available ? 3 : 0,
  totalCount: 3,
  available,
})

const POINTS = [
  point('1', 55.75, 37.6),
  point('2', 55.7501, 37.6001),
  point('3', 55.9, 37.3),
  point('4', 55.6, 37.9, false),
]

const mapBox = () => document.querySelector('section') as HTMLElement

describe('PickupMap', () => {
  it('draws pins and clusters without any tile server and opens a card on a pin', () => {
    const onSelect = vi.fn()
    const onChoose = vi.fn()
    const { rerender } = render(
      <PickupMap
        points={POINTS}
        selectedId={null}
        onSelect={onSelect}
        onChoose={onChoose}
        chooseLabel="Выбрать"
      />,
    )
    expect(document.querySelector('img')).toBeNull()
    expect(mapBox().dataset.mapProvider).toBe('none')
    expect(buttonByName(document, '2 аптеки рядом, приблизить')).toBeTruthy()
    click(buttonByName(document, 'Аптека 3, ул. Тверская, д. 3'))
    expect(onSelect).toHaveBeenCalledWith('3')
    rerender(
      <PickupMap
        points={POINTS}
        selectedId="3"
        onSelect={onSelect}
        onChoose={onChoose}
        chooseLabel="Выбрать"
      />,
    )
    expect(document.body.textContent).toContain('3 из 3 товаров')
    click(buttonByName(document, 'Выбрать'))
    expect(onChoose).toHaveBeenCalledWith('3')
  })

  it('zooms into a cluster and back out', () => {
    const { rerender } = render(<PickupMap points={POINTS} selectedId={null} onSelect={() => {}} />)
    // Pharmacies 1 and 2 stand 11 m apart: each click zooms one level deeper (16, 17, 18),
    // and at the deepest zoom every pharmacy has its own pin.
    for (let clicks = 0; clicks < 3; clicks += 1)
      click(buttonByName(document, '2 аптеки рядом, приблизить'))
    expect(buttonByName(document, 'Аптека 1, ул. Тверская, д. 1')).toBeTruthy()
    expect(buttonByName(document, 'Аптека 2, ул. Тверская, д. 2')).toBeTruthy()
    // A pharmacy chosen in the list outside the zoomed-in part shows every point again.
    rerender(<PickupMap points={POINTS} selectedId="3" onSelect={() => {}} />)
    expect(() => buttonByName(document, 'Показать все')).toThrow()
    click(buttonByName(document, '2 аптеки рядом, приблизить'))
    click(buttonByName(document, 'Показать все'))
    expect(buttonByName(document, '2 аптеки рядом, приблизить')).toBeTruthy()
  })

  it('draws tiles from the template under the same pins and hides a tile that fails', () => {
    const config = mapConfigFromEnv({
      MAP_PROVIDER: 'tiles',
      MAP_TILE_URL: 'https://{s}.tiles.test/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap',
    })
    const onSelect = vi.fn()
    render(<PickupMap points={POINTS} selectedId={null} onSelect={onSelect} config={config} />)
    const tiles = [...document.querySelectorAll('img')]
    expect(tiles.length).toBeGreaterThan(0)
    for (const tile of tiles)
      expect(tile.getAttribute('src')).toMatch(/^https:\/\/[abc]\.tiles\.test\/\d+\/\d+\/\d+\.png$/)
    expect(document.body.textContent).toContain('© OpenStreetMap')
    act(() => {
      tiles[0]?.dispatchEvent(new Event('error'))
    })
    expect(tiles[0]?.style.visibility).toBe('hidden')
    click(buttonByName(document, 'Аптека 3, ул. Тверская, д. 3'))
    expect(onSelect).toHaveBeenCalledWith('3')
  })

  describe('with Yandex Maps', () => {
    const yandex = (url: string): MapConfig =>
      mapConfigFromEnv({ MAP_PROVIDER: 'yandex', YANDEX_MAPS_URL: url })
    const script = (url: string) =>
      vi.waitFor(() => {
        const found = document.head.querySelector(`script[src="${url}"]`)
        if (!found) throw new Error('no script yet')
        return found
      })

    it('shows the plain pins while the script loads, then draws on the Yandex map', async () => {
      const url = 'https://maps.test/2.1/?component-ok'
      const onSelect = vi.fn()
      const { rerender } = render(
        <PickupMap points={POINTS} selectedId={null} onSelect={onSelect} config={yandex(url)} />,
      )
      expect(mapBox().dataset.mapState).toBe('loading')
      expect(buttonByName(document, 'Аптека 3, ул. Тверская, д. 3')).toBeTruthy()
      const loaded = await script(url)
      const { ymaps, made } = createYmapsStandIn()
      ;(window as { ymaps?: unknown }).ymaps = ymaps
      await act(async () => {
        loaded.dispatchEvent(new Event('load'))
      })
      await vi.waitFor(() => expect(mapBox().dataset.mapState).toBe('ready'))
      expect(made.maps).toHaveLength(1)
      expect(made.placemarks).toHaveLength(POINTS.length)
      expect(document.querySelector('button[aria-pressed]')).toBeNull()
      // A placemark click selects; the selection comes back as the card and the marker.
      const third = made.placemarks.find((p) => p.geometry[0] === 55.9)
      act(() => third?.events.fire('click'))
      expect(onSelect).toHaveBeenCalledWith('3')
      rerender(
        <PickupMap points={POINTS} selectedId="3" onSelect={onSelect} config={yandex(url)} />,
      )
      expect(document.body.textContent).toContain('3 из 3 товаров')
      expect(third?.options.get('preset')).toBe('islands#darkOrangeDotIcon')
      cleanup()
      expect(made.maps[0]?.destroyed).toBe(true)
    })

    it('keeps the plain map when the script fails to load', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const url = 'https://maps.test/2.1/?component-fails'
      const onSelect = vi.fn()
      render(
        <PickupMap points={POINTS} selectedId={null} onSelect={onSelect} config={yandex(url)} />,
      )
      const failing = await script(url)
      await act(async () => {
        failing.dispatchEvent(new Event('error'))
      })
      await vi.waitFor(() => expect(mapBox().dataset.mapState).toBe('fallback'))
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Yandex Maps unavailable'))
      click(buttonByName(document, 'Аптека 3, ул. Тверская, д. 3'))
      expect(onSelect).toHaveBeenCalledWith('3')
    })

    it('keeps the plain map when the script times out', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const url = 'https://maps.test/2.1/?component-slow'
      render(
        <PickupMap
          points={POINTS}
          selectedId={null}
          onSelect={() => {}}
          config={yandex(url)}
          yandexTimeoutMs={50}
        />,
      )
      await script(url)
      // Nothing answers: the 50 ms run out.
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
      expect(mapBox().dataset.mapState).toBe('fallback')
      expect(buttonByName(document, 'Аптека 3, ул. Тверская, д. 3')).toBeTruthy()
    })
  })
})
