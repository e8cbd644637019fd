// The information and legal pages of SPEC §2 (/about, /dostavka, /public_offer, /aptekaplus …):
// their texts are content the API serves (contentPage), not JSX. The phone-order page adds the
// call-back form.
import { useInformationPage } from '@apteka/hooks'
import { NotFound } from '../shell/NotFound/NotFound'
import { CallbackForm } from './CallbackForm'
import { ContentFrame, HtmlBody, schemaOrg } from './ContentFrame'

/** The page the call-back form is on. */
export const PHONE_ORDER_PATH = '/zakazat-lekarstva-po-telefonu'

/** An address as the page's key: region segments and the trailing slash dropped. */
export function informationPathOf(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment && !/^r_[\w-]+$/.test(segment))
  return `/${segments.join('/')}`
}

export function InformationScreen({ path }: { path: string }) {
  const { data: page } = useInformationPage(path)
  if (page === null) return <NotFound />
  const title = page?.title ?? ''
  return (
    <ContentFrame
      title={title}
      description={page?.metaInformation.description ?? ''}
      meta={page?.metaInformation ?? null}
      crumbs={[{ title, link: path }]}
      canonical={path}
      microdata={schemaOrg('WebPage', { name: title, url: path })}
    >
      {page ? <HtmlBody html={page.body} /> : null}
      {path === PHONE_ORDER_PATH ? <CallbackForm /> : null}
    </ContentFrame>
  )
}
