// The 1200×630 PNG pictures of Open Graph (issue #30): VK, Telegram and Facebook show only raster
// og:image. The API draws its pictures as SVG; @resvg/resvg-js (a native renderer shipped in npm
// packages, nothing fetched at run time) turns them into PNG: a product's or article's picture
// centred on a white card, and for pages without a picture a card with the shop's name.
import { Resvg } from '@resvg/resvg-js'
import { OG_HEIGHT, OG_WIDTH } from './ogImagePaths'

// Text is drawn with the machine's fonts; DejaVu Sans has Cyrillic on every Debian.
const FONTS = { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' }

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The card with the shop's name on the brand's green. */
export function shopCardPng(shopName: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
<rect width="100%" height="100%" fill="#0a8754"/>
<text x="600" y="300" text-anchor="middle" font-size="96" font-weight="bold" fill="#fff">${escapeXml(shopName)}</text>
<text x="600" y="400" text-anchor="middle" font-size="40" fill="#e6f4ee">лекарства и товары для здоровья</text>
</svg>`
  return new Resvg(svg, { font: FONTS }).render().asPng()
}

/** An SVG picture centred on a white 1200×630 card, as PNG. */
export function pictureCardPng(pictureSvg: string): Buffer {
  const side = OG_HEIGHT - 60
  // The picture first as a PNG of the card's height, then placed on the card.
  const picture = new Resvg(pictureSvg, { font: FONTS, fitTo: { mode: 'height', value: side } })
    .render()
    .asPng()
  const href = `data:image/png;base64,${Buffer.from(picture).toString('base64')}`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
<rect width="100%" height="100%" fill="#fff"/>
<image x="${(OG_WIDTH - side) / 2}" y="30" width="${side}" height="${side}" href="${href}" preserveAspectRatio="xMidYMid meet"/>
</svg>`
  return new Resvg(svg, { font: FONTS }).render().asPng()
}
