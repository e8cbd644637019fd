// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, cleanup, click, render } from '../../../test/renderInRouter'
import { fitView, PickupMap, type PickupMapPoint, placePoints } from './PickupMap'

afterEach(cleanup)

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

describe('PickupMap', () => {
  it('fits every point inside the box and merges close ones into a cluster', () => {
    const view = fitView(POINTS)
    const placed = placePoints(POINTS, view)
    for (const place of placed) {
      expect(place.x).toBeGreaterThanOrEqual(0)
      expect(place.x).toBeLessThanOrEqual(1000)
      expect(place.y).toBeGreaterThanOrEqual(0)
      expect(place.y).toBeLessThanOrEqual(500)
    }
    expect(placed.map((p) => p.points.length).sort()).toEqual([1, 1, 2])
  })

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
    expect(buttonByName(document, '2 аптек рядом, приблизить')).toBeTruthy()
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

  it('zooms into a cluster', () => {
    render(<PickupMap points={POINTS} selectedId={null} onSelect={() => {}} />)
    click(buttonByName(document, '2 аптек рядом, приблизить'))
    expect(buttonByName(document, 'Показать все')).toBeTruthy()
  })
})
