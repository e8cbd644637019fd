// The 404 page's texts, apart from its component: the root's error boundary titles the page with
// them, and the component's code loads only when a page is not found (ui/LazyPart, onDemand).
export const NOT_FOUND_TEXT = {
  code: '404',
  title: 'Страница не найдена',
  text: 'Возможно, она была удалена или вы ошиблись в адресе. Попробуйте найти нужный товар через поиск или каталог.',
  searchLabel: 'Поиск по сайту',
  searchPlaceholder: 'Название лекарства или товара',
  search: 'Найти',
  home: 'На главную',
  catalog: 'Перейти в каталог',
} as const
