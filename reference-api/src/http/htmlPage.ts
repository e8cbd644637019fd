// The API's own small Russian HTML pages (the test payment page, the e-mail confirmation, the
// development OAuth stand-in's sign-in page): one
// look, no scripts, never indexed; and the url-encoded form their buttons post.
import type { IncomingMessage, ServerResponse } from 'node:http'

/** Text as HTML text. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

export function page(title: string, body: string) {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1b1f24; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #5b6470; } dd { margin: 0; font-weight: 600; }
  label { display: block; margin-bottom: .5rem; }
  input { font: inherit; padding: .5rem; width: 100%; box-sizing: border-box; margin-bottom: 1.5rem; }
  .actions { display: flex; gap: 1rem; flex-wrap: wrap; }
  button { font: inherit; padding: .75rem 1.5rem; border-radius: 8px; border: 2px solid #0a7d4f; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1b1f24; outline-offset: 2px; }
  .pay, .allow { background: #0a7d4f; color: #fff; } .decline, .deny { background: #fff; color: #0a7d4f; }
  p.note { color: #5b6470; font-size: .9rem; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

export function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(html)
}

/** An url-encoded form body, at most 16 KB. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > 16 * 1024) break
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
