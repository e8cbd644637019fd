// Images the reference-api draws itself (no outside image host).
export { escapeXml, type PackShotInput, renderPackShotSvg, wrapText } from './packShot'
