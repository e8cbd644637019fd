// The 404 page's title, apart from its component: the root's error boundary and the not-found
// route title the page with it, and the component (with the rest of its texts) loads only when a
// page is not found (ui/LazyPart).
export const NOT_FOUND_TITLE = 'Страница не найдена'
