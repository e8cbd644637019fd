// The 404 page as a part of its own (ui/LazyPart), for every place that shows it: the
// root's error boundary and the screens that find nothing at their address (an unknown category,
// a missing article). Its code loads when a page is not found, not with the pages that might be;
// its stylesheet loads with every page (root.tsx), since the server renders it before the code.
import { lazyPart } from '../../ui/LazyPart/lazyPart'

export const NotFound = lazyPart(() => import('./NotFound'), 'NotFound')
