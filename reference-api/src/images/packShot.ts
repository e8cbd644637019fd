// Draws a product's pack shot as SVG from its name, form and brand colour, so the reference-api
// serves product images without any outside image host.

export interface PackShotInput {
  /** The product's full name; wrapped onto the pack's front. */
  name: string
  /** The product's form ('таблетки покрытые оболочкой', 'сироп', 'крем' …): picks the pack shape. */
  form: string
  brandName: string
  /** Brand colour '#rrggbb'; anything else falls back to a neutral blue. */
  color: string
  /** Width and height in pixels. Default: 600. */
  size?: number
}

type Shape = 'box' | 'bottle' | 'tube'

const fallbackColor = '#0057b8'

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

function shapeOf(form: string): Shape {
  const f = form.toLowerCase()
  if (/мазь|гель|крем|паста|бальзам/.test(f)) return 'tube'
  if (
    /сироп|суспензи|раствор|капли|спрей|шампунь|масло|молочко|вода|лосьон|тоник|ополаскиватель/.test(
      f,
    )
  )
    return 'bottle'
  return 'box'
}

function parseColor(color: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{6})$/i.exec(color.trim())
  if (match === null) return null
  const value = Number.parseInt(match[1] ?? '', 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function hex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Mixes the colour towards black (amount < 0) or white (amount > 0). */
function shade(rgb: [number, number, number], amount: number): string {
  const target = amount < 0 ? 0 : 255
  const k = Math.abs(amount)
  return hex([
    rgb[0] + (target - rgb[0]) * k,
    rgb[1] + (target - rgb[1]) * k,
    rgb[2] + (target - rgb[2]) * k,
  ])
}

function isLight([r, g, b]: [number, number, number]): boolean {
  return 0.299 * r + 0.587 * g + 0.114 * b > 170
}

/** Splits text into at most `maxLines` lines of about `width` characters, ending with '…' if cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`
    if (candidate.length <= width || line === '') {
      line = candidate.length > width ? `${candidate.slice(0, width - 1)}…` : candidate
    } else {
      lines.push(line)
      line = word.length > width ? `${word.slice(0, width - 1)}…` : word
    }
  }
  if (line !== '') lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  const last = kept[maxLines - 1] ?? ''
  kept[maxLines - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`
  return kept
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  lineHeight: number,
  attrs: string,
): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * lineHeight}" ${attrs}>${escapeXml(line)}</text>`)
    .join('')
}

/**
 * Renders a clean pack illustration: a box, bottle or tube in the brand colour with the brand
 * name on a band and the product name and form on the front.
 *
 * @example
 * renderPackShotSvg({ name: 'Нурофен таблетки 200 мг 20 шт.', form: 'таблетки', brandName: 'Нурофен', color: '#e4002b' })
 */
export function renderPackShotSvg(input: PackShotInput): string {
  const size = input.size ?? 600
  const rgb = parseColor(input.color) ?? (parseColor(fallbackColor) as [number, number, number])
  const base = hex(rgb)
  const dark = shade(rgb, -0.3)
  const light = shade(rgb, 0.88)
  const bandText = isLight(rgb) ? '#1a1a1a' : '#ffffff'
  const shape = shapeOf(input.form)
  const brand = escapeXml(wrapText(input.brandName, 18, 1)[0] ?? '')
  const font = `font-family="Arial, Helvetica, sans-serif"`
  let body: string
  if (shape === 'box') {
    // Front 150..430 × 170..520, with a top and a right side in perspective.
    body = [
      `<path d="M150 170 L200 120 L480 120 L430 170 Z" fill="${light}" stroke="${dark}" stroke-width="2"/>`,
      `<path d="M430 170 L480 120 L480 470 L430 520 Z" fill="${dark}"/>`,
      `<rect x="150" y="170" width="280" height="350" fill="#ffffff" stroke="${dark}" stroke-width="2"/>`,
      `<rect x="150" y="200" width="280" height="70" fill="${base}"/>`,
      `<text x="290" y="246" text-anchor="middle" ${font} font-size="30" font-weight="700" fill="${bandText}">${brand}</text>`,
      textLines(wrapText(input.name, 22, 4), 170, 312, 30, `${font} font-size="21" fill="#1a1a1a"`),
      `<rect x="150" y="470" width="280" height="50" fill="${light}"/>`,
      `<text x="290" y="502" text-anchor="middle" ${font} font-size="18" fill="${dark}">${escapeXml(wrapText(input.form, 28, 1)[0] ?? '')}</text>`,
    ].join('')
  } else if (shape === 'bottle') {
    body = [
      `<rect x="255" y="80" width="90" height="60" rx="8" fill="${dark}"/>`,
      `<path d="M270 140 L330 140 L330 170 C330 185 400 190 400 230 L400 500 C400 515 390 525 375 525 L225 525 C210 525 200 515 200 500 L200 230 C200 190 270 185 270 170 Z" fill="${light}" stroke="${dark}" stroke-width="2"/>`,
      `<rect x="200" y="250" width="200" height="210" fill="#ffffff" stroke="${dark}" stroke-width="1.5"/>`,
      `<rect x="200" y="250" width="200" height="56" fill="${base}"/>`,
      `<text x="300" y="287" text-anchor="middle" ${font} font-size="24" font-weight="700" fill="${bandText}">${brand}</text>`,
      textLines(wrapText(input.name, 17, 4), 212, 334, 26, `${font} font-size="17" fill="#1a1a1a"`),
      `<text x="300" y="450" text-anchor="middle" ${font} font-size="14" fill="${dark}">${escapeXml(wrapText(input.form, 24, 1)[0] ?? '')}</text>`,
    ].join('')
  } else {
    body = [
      `<path d="M110 230 L440 200 L440 400 L110 370 Z" fill="#ffffff" stroke="${dark}" stroke-width="2"/>`,
      `<path d="M80 225 L110 230 L110 370 L80 375 Z" fill="${dark}"/>`,
      `<rect x="440" y="255" width="60" height="90" rx="6" fill="${dark}"/>`,
      `<path d="M110 230 L440 200 L440 250 L110 272 Z" fill="${base}"/>`,
      `<text x="270" y="248" text-anchor="middle" ${font} font-size="26" font-weight="700" fill="${bandText}" transform="rotate(-4 270 248)">${brand}</text>`,
      textLines(
        wrapText(input.name, 26, 3),
        130,
        305,
        26,
        `${font} font-size="18" fill="#1a1a1a" transform="rotate(-2 270 320)"`,
      ),
    ].join('')
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(input.name)}">`,
    `<rect width="600" height="600" fill="#f6f7f9"/>`,
    `<ellipse cx="300" cy="545" rx="210" ry="18" fill="#000000" opacity="0.08"/>`,
    body,
    '</svg>',
  ].join('')
}
