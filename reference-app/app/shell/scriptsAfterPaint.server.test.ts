// The page's code after the first paint (issue #36): React Router's preloads leave <head>, its
// start-up module runs from a loader that keeps the CSP nonce, and the stream is unchanged otherwise.
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { deferStartUpScripts, scriptsAfterPaint } from './scriptsAfterPaint.server'

const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3Q='
const START_UP = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/product-B.js";
  window.__reactRouterRouteModules = {"root":route0,"product":route1};

import("/assets/entry.client-C.js");`
/** A document as React renders it with React Router's <Scripts> (preloads hoisted into <head>). */
const DOCUMENT = [
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>',
  `<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/shell-D.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/root-A.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/product-B.js" nonce="${NONCE}"/>`,
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/shell-E.css"/></head>`,
  '<body><h1>Парацетамол</h1>',
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">${START_UP}</script>`,
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script>`,
  '</body></html>',
].join('')

/** The loader's arguments: the start-up code, the preloads, the modules evaluated one by one. */
function loaderArguments(html: string): [string, string[], string[]] {
  const loader =
    /<script nonce="[^"]+">\(function\(code,preloads,modules\)[\s\S]*?\}\)\(([\s\S]*?)\)<\/script>/.exec(
      html,
    )
  if (!loader?.[1]) throw new Error('no loader in the document')
  return JSON.parse(`[${loader[1]}]`)
}

describe('deferStartUpScripts', () => {
  it('moves the preloads and the start-up module into a loader that carries the nonce', () => {
    const html = deferStartUpScripts(DOCUMENT)
    expect(html).not.toBeNull()
    expect(html).not.toMatch(/<link rel="modulepreload"/)
    expect(html).not.toMatch(/<script[^>]*type="module"/)
    const [code, preloads, modules] = loaderArguments(html ?? '')
    expect(code).toBe(START_UP)
    expect(preloads).toEqual([
      '/assets/entry.client-C.js',
      '/assets/shell-D.js',
      '/assets/root-A.js',
      '/assets/product-B.js',
    ])
    // The entry hydrates once evaluated: only the start-up code imports it, last.
    expect(modules).toEqual(['/assets/shell-D.js', '/assets/root-A.js', '/assets/product-B.js'])
    // Every executable script still carries the request's nonce, the stylesheet stays in <head>.
    for (const [tag] of (html ?? '').matchAll(/<script\b[^>]*>/g)) {
      expect(tag).toContain(`nonce="${NONCE}"`)
    }
    expect(html).toContain(
      `<link nonce="${NONCE}" rel="stylesheet" href="/assets/shell-E.css"/></head>`,
    )
    expect(html).toContain('<body><h1>Парацетамол</h1>')
  })

  it('writes the start-up code so that nothing in it can end the loader early', () => {
    // '<!--<script' inside a script's text changes where the HTML parser ends it.
    const code = START_UP.replace('"root":route0', '"<!--<script>":route0')
    const html = deferStartUpScripts(DOCUMENT.replace(START_UP, code)) ?? ''
    const loader = /<script nonce="[^"]+">(\(function[\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(loader).not.toContain('<')
    expect(loaderArguments(html)[0]).toBe(code)
  })

  it('waits while the start-up script has not arrived', () => {
    expect(
      deferStartUpScripts(DOCUMENT.slice(0, DOCUMENT.indexOf('type="module"') + 30)),
    ).toBeNull()
  })
})

describe('scriptsAfterPaint', () => {
  it('gives the same document from chunks cut anywhere, a character included', async () => {
    const bytes = Buffer.from(DOCUMENT)
    // Cut inside "Парацетамол" (two bytes a letter) and inside the start-up script.
    const cuts = [0, 200, bytes.indexOf(Buffer.from('Парацетамол')) + 3, bytes.length - 120]
    const chunks = cuts.map((cut, index) => bytes.subarray(cut, cuts[index + 1] ?? bytes.length))
    const streamed = await text(Readable.from(chunks).pipe(scriptsAfterPaint()))
    expect(streamed).toBe(deferStartUpScripts(DOCUMENT))
  })

  it('passes a document without React Router’s scripts unchanged', async () => {
    const page = '<!DOCTYPE html><html><body><p>Сервис недоступен</p></body></html>'
    expect(await text(Readable.from([Buffer.from(page)]).pipe(scriptsAfterPaint()))).toBe(page)
  })
})
