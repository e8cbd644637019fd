// The error page's texts (SPEC §2), apart from its component: the root's error boundary titles the
// page with them, and the component's code loads only when a page fails (ui/LazyPart, onDemand).
export const ERROR_PAGE_TEXT = {
  title: 'Что-то пошло не так',
  text: 'Повторите попытку позднее',
  status: (status: number) => `Ошибка ${status}`,
  reload: 'Обновить страницу',
  home: 'На главную',
} as const
