// The storefront's own error handler, the last Express middleware: whatever fails before React
// Router renders (a path that does not decode, a body too large, a bug in a middleware) gets a
// short Russian page with its status — never Express's default page with a stack and the
// server's paths, in any mode (issue #35).

/** What the shopper reads, by status class. */
const TEXT = {
  badRequest: { title: 'Неверный адрес', text: 'Проверьте адрес страницы.' },
  notFound: { title: 'Страница не найдена', text: 'Проверьте адрес страницы.' },
  failure: { title: 'Что-то пошло не так', text: 'Повторите попытку позднее' },
}

/** The status to answer with: the error's own 4xx, else 500. */
export function statusOf(error) {
  const status = Number(error?.status ?? error?.statusCode)
  return Number.isInteger(status) && status >= 400 && status < 500 ? status : 500
}

function page(status) {
  const { title, text } =
    status === 404 ? TEXT.notFound : status < 500 ? TEXT.badRequest : TEXT.failure
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><main><p>Ошибка ${status}</p><h1>${title}</h1><p>${text}</p><p><a href="/">На главную</a></p></main></body></html>
`
}

/** Express error middleware (four arguments, registered last). */
export function errorPage(error, req, res, next) {
  const status = statusOf(error)
  // A bad request is the client's; only the server's own failures are worth a log line.
  if (status >= 500) console.error(`${req.method} ${req.path}: ${error?.stack ?? error}`)
  if (res.headersSent) {
    // Part of a page went out already: Express's default closes the connection, nothing more.
    next(error)
    return
  }
  res.status(status).set('Cache-Control', 'no-store').type('html').send(page(status))
}
