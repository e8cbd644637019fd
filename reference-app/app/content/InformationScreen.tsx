// The information and legal pages of SPEC §2 (/about, /garantii, /aptekaplus …): their texts
// are content the API serves (contentPage), not JSX; the legal pages (/public_offer, /licenses,
// /dostavka …) are templates filled from the shop's identity. The phone-order page adds the
// call-back form.
import { useInformationPage } from '@apteka/hooks'
import { NotFound } from '../shell/NotFound/lazyNotFound'
import { SHOP_IDENTITY as identity } from '../shell/shopIdentity'
import { CallbackForm } from './CallbackForm'
import { ContentFrame, HtmlBody, schemaOrg } from './ContentFrame'
import styles from './content.module.css'
import { type LegalPage, legalPageOf } from './legal/legalPages'

/** The page the call-back form is on. */
export const PHONE_ORDER_PATH = '/zakazat-lekarstva-po-telefonu'

/** An address as the page's key: region segments and the trailing slash dropped. */
export function informationPathOf(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment && !/^r_[\w-]+$/.test(segment))
  return `/${segments.join('/')}`
}

export function InformationScreen({ path }: { path: string }) {
  const legal = legalPageOf(path)
  return legal ? <LegalScreen path={path} page={legal} /> : <ApiInformationScreen path={path} />
}

/** A legal page: the storefront's template, filled from the shop's identity. */
function LegalScreen({ path, page }: { path: string; page: LegalPage }) {
  return (
    <ContentFrame
      title={page.title}
      description={page.description(identity)}
      crumbs={[{ title: page.title, link: path }]}
      canonical={path}
      microdata={schemaOrg('WebPage', { name: page.title, url: path })}
    >
      <div className={styles.prose}>{page.body(identity)}</div>
    </ContentFrame>
  )
}

/** An information page whose text the API serves. */
function ApiInformationScreen({ path }: { path: string }) {
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
