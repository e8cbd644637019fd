// The error page's title, apart from its component: the root's error boundary titles the page
// with it, and the component (with the rest of its texts) loads only when a page fails
// (ui/LazyPart).
export const ERROR_PAGE_TITLE = 'Что-то пошло не так'
