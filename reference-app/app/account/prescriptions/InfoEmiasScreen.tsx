// /info-emias: what the EMIAS electronic prescription service is and how to use it here.
import { Link } from 'react-router'
import { PageMeta } from '../../ui/PageMeta/PageMeta'
import styles from '../accountModes.module.css'

export const INFO_EMIAS_TEXT = {
  title: 'Электронные рецепты ЕМИАС',
  description:
    'Как купить лекарства по электронному рецепту из ЕМИАС: добавьте рецепт по полису ОМС и положите лекарства в корзину.',
  lead: 'ЕМИАС — единая медицинская информационно-аналитическая система Москвы. Врач выписывает в ней электронный рецепт, и аптека видит его без бумажного бланка.',
  stepsTitle: 'Как это работает',
  steps: [
    'Войдите на сайт по номеру телефона.',
    'В разделе «Электронные рецепты» укажите номер полиса ОМС и дату рождения того, кому выписан рецепт.',
    'Мы найдём рецепты в ЕМИАС и покажем лекарства по каждому из них.',
    'Положите лекарства в корзину и оформите заказ с самовывозом из аптеки — рецепт проверят при выдаче.',
  ],
  regionTitle: 'Где доступно',
  region: 'Сервис работает только в регионе «Москва и область»: ЕМИАС — московская система.',
  validity: 'Электронный рецепт действует 60 дней со дня выписки, если врач не указал другой срок.',
  go: 'Перейти к рецептам',
} as const

export function InfoEmiasScreen() {
  return (
    <div className="container page">
      <PageMeta title={INFO_EMIAS_TEXT.title} description={INFO_EMIAS_TEXT.description} />
      <h1 className="page__title">{INFO_EMIAS_TEXT.title}</h1>
      <div className={`${styles.stack} ${styles.wide}`}>
        <p>{INFO_EMIAS_TEXT.lead}</p>
        <section>
          <h2 className={styles.title}>{INFO_EMIAS_TEXT.stepsTitle}</h2>
          <ol className={styles.products}>
            {INFO_EMIAS_TEXT.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section>
          <h2 className={styles.title}>{INFO_EMIAS_TEXT.regionTitle}</h2>
          <p>{INFO_EMIAS_TEXT.region}</p>
          <p>{INFO_EMIAS_TEXT.validity}</p>
        </section>
        <div className={styles.actions}>
          <Link className="btn btn--primary" to="/prescription">
            {INFO_EMIAS_TEXT.go}
          </Link>
        </div>
      </div>
    </div>
  )
}
