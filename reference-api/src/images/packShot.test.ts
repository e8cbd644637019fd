import { describe, expect, it } from 'vitest'
import { escapeXml, renderPackShotSvg, wrapText } from './packShot'

const nurofen = {
  name: 'Нурофен таблетки покрытые оболочкой 200 мг 20 шт.',
  form: 'таблетки покрытые оболочкой',
  brandName: 'Нурофен',
  color: '#e4002b',
}

describe('renderPackShotSvg', () => {
  it('draws an svg of the requested size with the brand name and colour', () => {
    const svg = renderPackShotSvg({ ...nurofen, size: 340 })
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="340" height="340"')).toBe(
      true,
    )
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).toContain('>Нурофен<')
    expect(svg).toContain('fill="#e4002b"')
  })

  it('escapes markup in the product name, brand and form', () => {
    const svg = renderPackShotSvg({
      name: 'Крем <script>alert("x")</script> & Co',
      form: 'крем "A&B"',
      brandName: 'Dr. <Brand>',
      color: '#00843d',
    })
    expect(svg).not.toContain('<script>')
    expect(svg).not.toContain('<Brand>')
    expect(svg).toContain('&lt;script&gt;')
    expect(svg).toContain('Dr. &lt;Brand&gt;')
    expect(svg).toContain('&amp; Co')
  })

  it('falls back to a neutral colour when the colour is not #rrggbb', () => {
    const svg = renderPackShotSvg({ ...nurofen, color: 'red" onload="x' })
    expect(svg).toContain('fill="#0057b8"')
    expect(svg).not.toContain('onload')
  })

  it('picks the pack shape from the form', () => {
    const box = renderPackShotSvg(nurofen)
    const bottle = renderPackShotSvg({ ...nurofen, form: 'сироп' })
    const tube = renderPackShotSvg({ ...nurofen, form: 'гель для наружного применения' })
    expect(box).toContain('<rect x="150" y="170"')
    expect(bottle).toContain('C330 185 400 190 400 230')
    expect(tube).toContain('M110 230 L440 200')
  })

  it('puts dark text on a light brand colour', () => {
    const svg = renderPackShotSvg({ ...nurofen, color: '#ffe600' })
    expect(svg).toMatch(/font-weight="700" fill="#1a1a1a">Нурофен</)
  })
})

describe('wrapText', () => {
  it('wraps by words and marks a cut with an ellipsis', () => {
    expect(wrapText('один два три четыре', 9, 5)).toEqual(['один два', 'три', 'четыре'])
    expect(wrapText('один два три четыре', 9, 2)).toEqual(['один два', 'три…'])
  })

  it('cuts a single word longer than a line', () => {
    expect(wrapText('Ацетилсалициловая', 8, 1)).toEqual(['Ацетилс…'])
  })
})

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    )
  })
})
