import { act, renderHook } from '@testing-library/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useViewport, viewportOf } from '../index'

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  window.dispatchEvent(new Event('resize'))
}

afterEach(() => resizeTo(1024))

function Probe() {
  return createElement('span', null, useViewport({ ssrViewport: 'mobile' }).viewport)
}

describe('useViewport', () => {
  it('classes widths at 320 / 768 / 1280 / 1440', () => {
    expect([320, 767, 768, 1279, 1280, 1439, 1440, 1920].map(viewportOf)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'laptop',
      'laptop',
      'desktop',
      'desktop',
    ])
  })

  it('follows the window', () => {
    resizeTo(375)
    const { result } = renderHook(() => useViewport())
    expect(result.current).toMatchObject({ viewport: 'mobile', isMobile: true, width: 375 })
    act(() => resizeTo(1300))
    expect(result.current).toMatchObject({ viewport: 'laptop', isLaptop: true })
  })

  it('renders the SSR default on the server', () => {
    expect(renderToString(createElement(Probe))).toBe('<span>mobile</span>')
  })
})
