// Images drawn by the API itself: product pack shots under the size prefixes of SPEC §9
// ('/images/products/200_200_{alias}.svg', or without a prefix), and the pictures the seed refers
// to for categories, promotions, banners, team persons, articles, pharmacy logos, certificates
// and the loyalty points icon.
// Every picture is an SVG drawn from the database row, so an unknown name is a 404. Pack shots
// are the images module's renderPackShotSvg; the other pictures are simple captioned tiles.
import type { ServerResponse } from 'node:http'
import { escapeXml, renderPackShotSvg, wrapText } from '../images'
import { decodedSegment } from './pathSegments'
import type { HttpRouteContext } from './routeContext'

/** The size prefixes of SPEC §9, as [width, height]. */
const SIZE_PREFIXES: Record<string, readonly [number, number]> = {
  '60_60_': [60, 60],
  '120_90_': [120, 90],
  '200_200_': [200, 200],
  '340_340_': [340, 340],
  '600_600_': [600, 600],
  '1024_768_': [1024, 768],
}

/** Pictures never change for a name: browsers and proxies may keep them a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable'

interface Drawing {
  /** The picture's own proportions (viewBox). */
  width: number
  height: number
  /** SVG content inside the viewBox. */
  body: string
  /** What the picture shows, for screen readers. */
  label: string
}

const textLines = (
  lines: string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  weight = 600,
) =>
  lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.25}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('')

/** Darker or lighter shade of '#rrggbb'. */
function shade(color: string, amount: number): string {
  const value = /^#([0-9a-f]{6})$/i.exec(color)?.[1] ?? '4a7bd0'
  const channel = (i: number) => {
    const c = Number.parseInt(value.slice(i, i + 2), 16)
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(2)}${channel(4)}`
}

/** A tile with a caption (categories, promotions, articles, certificates). */
function drawTile(input: {
  title: string
  background: string
  accent: string
  width: number
  height: number
}): Drawing {
  const { width, height } = input
  const size = Math.round(Math.min(width / 16, height / 6))
  const lines = wrapText(input.title, Math.max(10, Math.round(width / size / 0.6)), 3)
  const y = height / 2 - ((lines.length - 1) * size * 1.25) / 2 + size / 3
  return {
    width,
    height,
    body: `<rect width="${width}" height="${height}" fill="${input.background}"/><circle cx="${width * 0.85}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.35}" fill="${input.accent}" opacity="0.25"/>${textLines(lines, width / 2, y, size, shade(input.accent, -0.4))}`,
    label: input.title,
  }
}

/** A round portrait with the person's initials. */
function drawPortrait(fullName: string, color: string): Drawing {
  const initials = fullName
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('')
  return {
    width: 400,
    height: 400,
    body: `<rect width="400" height="400" fill="${shade(color, 0.85)}"/><circle cx="200" cy="200" r="150" fill="${color}"/>${textLines([initials], 200, 235, 110, '#ffffff', 700)}`,
    label: fullName,
  }
}

/** A stable colour of a text (the same name always gets the same colour). */
function colourOf(text: string): string {
  let hash = 0
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  const palette = [
    '#2e7d32',
    '#1565c0',
    '#c62828',
    '#6a1b9a',
    '#ef6c00',
    '#00838f',
    '#ad1457',
    '#4e342e',
  ]
  return palette[hash % palette.length]!
}

type Lookup = (name: string, context: HttpRouteContext) => Promise<Drawing | null>

const first = async <Row>(context: HttpRouteContext, query: string, params: unknown[]) =>
  (await context.database.exec<Row>(query, params))[0] ?? null

/** How each image folder is drawn, by the file name without '.svg'. */
const FOLDERS: Record<string, Lookup> = {
  async products(alias, context) {
    const row = await first<{ name: string; form: string; brand: string; color: string }>(
      context,
      `SELECT p.name, p.form, b.name AS brand, b.color FROM products p
       JOIN brands b ON b.id = p.brand_id WHERE p.alias = $1`,
      [alias],
    )
    if (!row) return null
    const svg = renderPackShotSvg({
      name: row.name,
      form: row.form,
      brandName: row.brand,
      color: row.color,
    })
    // The pack shot is a whole <svg> drawn on a 600×600 canvas; its content becomes the body.
    const body = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')
    return { width: 600, height: 600, body, label: row.name }
  },
  async categories(alias, context) {
    const row = await first<{ name: string; background: string | null }>(
      context,
      'SELECT name, background FROM categories WHERE alias = $1',
      [alias],
    )
    if (!row) return null
    return drawTile({
      title: row.name,
      background: row.background ?? '#f3f6fa',
      accent: colourOf(row.name),
      width: 400,
      height: 300,
    })
  },
  async promotions(alias, context) {
    const row =
      alias === 'big-sale'
        ? await first<{ name: string }>(
            context,
            'SELECT name FROM big_sales ORDER BY id LIMIT 1',
            [],
          )
        : await first<{ name: string }>(context, 'SELECT name FROM promotions WHERE alias = $1', [
            alias,
          ])
    if (!row) return null
    return drawTile({
      title: row.name,
      background: '#fff4e5',
      accent: colourOf(row.name),
      width: 800,
      height: 400,
    })
  },
  async banners(alias, context) {
    const row = await first<{ name: string }>(
      context,
      'SELECT name FROM promotions WHERE alias = $1',
      [alias],
    )
    if (!row) return null
    return drawTile({
      title: row.name,
      background: '#eef7f0',
      accent: colourOf(row.name),
      width: 1200,
      height: 300,
    })
  },
  async team(code, context) {
    const row = await first<{ full_name: string }>(
      context,
      'SELECT full_name FROM team_persons WHERE code = $1',
      [code],
    )
    return row ? drawPortrait(row.full_name, colourOf(row.full_name)) : null
  },
  async articles(alias, context) {
    const row = await first<{ title: string }>(
      context,
      'SELECT title FROM articles WHERE alias = $1',
      [alias],
    )
    if (!row) return null
    return drawTile({
      title: row.title,
      background: '#f5f2fb',
      accent: colourOf(row.title),
      width: 800,
      height: 450,
    })
  },
  async pharmacies(logo, context) {
    const row = await first<{ name: string }>(
      context,
      `SELECT name FROM pharmacies WHERE logotype = $1 LIMIT 1`,
      [`/images/pharmacies/${logo}.svg`],
    )
    if (!row) return null
    return drawTile({
      title: row.name,
      background: '#ffffff',
      accent: colourOf(row.name),
      width: 240,
      height: 80,
    })
  },
  // The icon of the shop's points account (the loyalty list's MAIN_CARD icon); no row behind it.
  async loyalty(name) {
    if (name !== 'points') return null
    return {
      width: 48,
      height: 48,
      label: 'Баллы',
      body: `<circle cx="24" cy="24" r="22" fill="#ffb300"/><circle cx="24" cy="24" r="17" fill="none" stroke="#fff3c4" stroke-width="2"/>${textLines(['Б'], 24, 31, 20, '#ffffff', 700)}`,
    }
  },
  async certificates(id, context) {
    if (!/^\d+$/.test(id)) return null
    const row = await first<{ title: string; number: string }>(
      context,
      'SELECT title, number FROM certificates WHERE id = $1',
      [Number(id)],
    )
    if (!row) return null
    return drawTile({
      title: `${row.title} № ${row.number}`,
      background: '#fbfaf5',
      accent: '#8d6e63',
      width: 595,
      height: 842,
    })
  },
}

/**
 * '/images/{folder}/{prefix?}{name}.svg' → its parts; null when the path is not one (a name
 * with malformed percent-encoding included: no picture has it).
 */
export function parseImagePath(pathname: string) {
  const match = /^\/images\/([a-z]+)\/([^/]+)\.svg$/.exec(pathname)
  if (!match) return null
  const folder = match[1]!
  let name = decodedSegment(match[2]!)
  if (name === null) return null
  let size: readonly [number, number] | null = null
  const prefix = /^\d+_\d+_/.exec(name)?.[0]
  if (prefix) {
    size = SIZE_PREFIXES[prefix] ?? null
    // An unknown size (13_13_) is not served: the image server keeps only the sizes of SPEC §9.
    if (!size) return null
    name = name.slice(prefix.length)
  }
  return { folder, name, size }
}

function toSvg(drawing: Drawing, size: readonly [number, number] | null) {
  const [width, height] = size ?? [drawing.width, drawing.height]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${drawing.width} ${drawing.height}" preserveAspectRatio="xMidYMid meet" role="img" aria-label="${escapeXml(drawing.label)}">${drawing.body}</svg>`
}

export async function handleImage(
  url: URL,
  res: ServerResponse,
  context: HttpRouteContext,
): Promise<boolean> {
  const notFound = () => {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    res.end('Not found')
    return true
  }
  const parsed = parseImagePath(url.pathname)
  if (!parsed) return notFound()
  const draw = FOLDERS[parsed.folder]
  const drawing = draw ? await draw(parsed.name, context) : null
  if (!drawing) return notFound()
  const svg = toSvg(drawing, parsed.size)
  res.writeHead(200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': CACHE_FOREVER,
    'content-length': Buffer.byteLength(svg),
    'access-control-allow-origin': '*',
  })
  res.end(svg)
  return true
}
