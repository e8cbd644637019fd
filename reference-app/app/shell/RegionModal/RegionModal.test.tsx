// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, cleanup, click, render } from '../../../test/renderInRouter'
import { RegionModal, type RegionModalProps } from './RegionModal'

afterEach(cleanup)

const NOT_FOUND =
  'По вашему запросу ничего не найдено. Проверьте корректность ввода или введите другой регион'

function renderModal(props: Partial<RegionModalProps> = {}) {
  const onConfirm = vi.fn()
  const onSelect = vi.fn()
  render(
    <RegionModal
      open
      onClose={() => {}}
      query=""
      onQueryChange={() => {}}
      regions={[]}
      selectedId={null}
      onSelect={onSelect}
      onConfirm={onConfirm}
      {...props}
    />,
  )
  return { onConfirm, onSelect }
}

describe('RegionModal', () => {
  it('carries the title, the search placeholder and the confirm button of the spec', () => {
    renderModal()
    expect(document.querySelector('h2')?.textContent).toBe('Выберите ваш регион')
    expect(document.querySelector('input[type="search"]')?.getAttribute('placeholder')).toBe(
      'Название региона',
    )
    expect(buttonByName(document, 'Подтвердить')).toBeTruthy()
  })

  it('shows the not-found text when nothing matches the query', () => {
    renderModal({ query: 'Атлантида', regions: [] })
    expect(document.body.textContent).toContain(NOT_FOUND)
  })

  it('does not show the not-found text before anything is typed or while loading', () => {
    renderModal({ query: '', regions: [] })
    expect(document.body.textContent).not.toContain(NOT_FOUND)
    cleanup()
    renderModal({ query: 'Каз', regions: [], loading: true })
    expect(document.body.textContent).not.toContain(NOT_FOUND)
  })

  it('lists the regions and confirms the chosen one', () => {
    const { onSelect, onConfirm } = renderModal({
      query: 'Ка',
      regions: [
        { id: 'kazan', name: 'Казань' },
        { id: 'kaluga', name: 'Калуга' },
      ],
      selectedId: 'kazan',
    })
    const radios = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Казань', 'Калуга'])
    click(radios[1]!)
    expect(onSelect).toHaveBeenCalledWith('kaluga')
    click(buttonByName(document, 'Подтвердить'))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('tells a region from a city of the same name', () => {
    renderModal({
      query: 'Санкт',
      regions: [
        { id: 'spb', name: 'Санкт-Петербург', type: '1' },
        { id: 'c78', name: 'Санкт-Петербург', type: '2' },
      ],
    })
    const labels = [...document.querySelectorAll('label')].map((label) => label.textContent)
    expect(labels).toEqual(['Санкт-Петербург, регион', 'Санкт-Петербург, город'])
  })
})

describe('RegionModal opened for a detected region', () => {
  it('names the detected region and keeps it with one answer', () => {
    const onConfirmDetected = vi.fn()
    renderModal({ detectedRegion: { name: 'Санкт-Петербург' }, onConfirmDetected })
    expect(document.body.textContent).toContain('Ваш регион — Санкт-Петербург?')
    click(buttonByName(document, 'Да, верно'))
    expect(onConfirmDetected).toHaveBeenCalledTimes(1)
  })

  it('asks no question when no region was detected', () => {
    renderModal()
    expect(document.body.textContent).not.toContain('Ваш регион —')
  })
})
