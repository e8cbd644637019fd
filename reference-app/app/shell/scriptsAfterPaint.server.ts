// The page's code is fetched after the first paint (issue #36). React Router's <Scripts> preloads
// every module of the page from <head> and starts them in an async module script; on a slow phone
// network those ~170 kB gzip took the bandwidth the HTML, the stylesheets and the main picture
// needed, and their evaluation ran before the first paint. This stream rewrite keeps the same
// modules and the same start-up code, but a small inline script (with the request's CSP nonce)
// adds the module preloads and the start-up module once the browser has painted the server's HTML.

import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

/** React Router's start-up module script: it imports the page's route modules and the entry. */
const START_UP_SCRIPT = /<script([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/
/** A module preload React Router rendered (React hoists them into <head>). */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g

/**
 * The loader, written out as a string because it runs inline, before any of the page's code. Once
 * the browser has painted (a frame callback runs just before the next paint, a task queued from it
 * after that paint; a hidden tab paints nothing and loads at once) it adds the module preloads,
 * evaluates the page's modules one at a time, each in a task of its own (evaluating them all at
 * once, as the start-up module's static imports do, was one long task), and then runs the
 * start-up module, which finds them evaluated and imports the entry (React DOM, hydration).
 */
const LOADER = `(function(code,preloads,modules){var nonce=document.currentScript.nonce;function start(){var script=document.createElement("script");script.type="module";script.nonce=nonce;script.textContent=code;document.body.appendChild(script)}function evaluate(index){if(index>=modules.length)return start();import(modules[index]).then(function(){setTimeout(function(){evaluate(index+1)},0)},start)}function load(){preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});evaluate(0)}if(document.visibilityState==="hidden")load();else requestAnimationFrame(function(){setTimeout(load,0)})})`

/** The entry module the start-up code imports last (it hydrates as soon as it is evaluated). */
const ENTRY_IMPORT = /import\(("[^"]+")\);?\s*$/

/** A value as JavaScript safe inside an inline <script> (no '</script>', no '<!--'). */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The HTML with React Router's module preloads removed and its start-up script replaced by the
 * loader that adds both after the first paint; null while `html` does not yet hold the start-up
 * script (it closes the shell React streams first).
 */
export function deferStartUpScripts(html: string): string | null {
  const startUp = START_UP_SCRIPT.exec(html)
  if (!startUp?.[3]?.includes('__reactRouterRouteModules')) return null
  const [tag, before = '', after = '', code = ''] = startUp
  const preloads = [...html.slice(0, startUp.index).matchAll(MODULE_PRELOAD)].map(
    (match) => match[1] ?? '',
  )
  // The nonce and any other attribute stay; 'async' meant nothing for a classic inline script.
  const attributes = `${before}${after}`.replace(/\s*\basync(="")?/, '')
  const entry = ENTRY_IMPORT.exec(code)?.[1]
  const modules = preloads.filter((href) => JSON.stringify(href) !== entry)
  const loader = `<script${attributes}>${LOADER}(${[code, preloads, modules].map(inlineJson).join(',')})</script>`
  const head = html.slice(0, startUp.index).replace(MODULE_PRELOAD, '')
  return head + loader + html.slice(startUp.index + tag.length)
}

/**
 * A pass-through for the rendered document that holds the text until the start-up script has
 * gone by (the shell, which React writes at once), rewrites it, then streams the rest as it comes.
 * A document without one (it cannot happen with <Scripts> in the root layout) passes unchanged.
 */
export function scriptsAfterPaint(): Transform {
  const decoder = new StringDecoder('utf8')
  let held = ''
  let rewritten = false
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // Decoded all along: a chunk may end inside a character.
      if (rewritten) return callback(null, decoder.write(chunk))
      held += decoder.write(chunk)
      const html = deferStartUpScripts(held)
      if (html === null) return callback()
      rewritten = true
      held = ''
      callback(null, html)
    },
    flush(callback) {
      callback(null, held + decoder.end())
    },
  })
}
