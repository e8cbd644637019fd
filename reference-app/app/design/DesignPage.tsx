// The design gallery (/__design): every component with fixture data, for screenshots at
// each breakpoint and the axe check. '?open=…' opens a modal from the start:
// modal | full | region | region-empty | auth-phone | auth-code | auth-register.
import { type ReactNode, useState } from 'react'
import { useSearchParams } from 'react-router'
import { CartLine } from '../cart/CartLine/CartLine'
import { CartSummary } from '../cart/CartSummary/CartSummary'
import {
  FiltersPanel,
  type FilterValues,
  filterValuesFromConfig,
} from '../catalog/FiltersPanel/FiltersPanel'
import { SortSelect, type SortValue } from '../catalog/SortSelect/SortSelect'
import { AuthModal, type AuthStep } from '../shell/AuthModal/AuthModal'
import { ErrorPage } from '../shell/ErrorPage/ErrorPage'
import { Header } from '../shell/Header/Header'
import { NotFound } from '../shell/NotFound/NotFound'
import { RegionModal } from '../shell/RegionModal/RegionModal'
import { SaleBanner } from '../shell/SaleBanner/SaleBanner'
import { Toasts } from '../shell/Toasts/Toasts'
import { TripwireBanner } from '../shell/TripwireBanner/TripwireBanner'
import { addedToCartToast, applyPhoneMask, CART_PATH, filterRegions } from '../shop'
import { Breadcrumbs } from '../ui/Breadcrumbs/Breadcrumbs'
import { EmptyState } from '../ui/EmptyState/EmptyState'
import { Field } from '../ui/Field/Field'
import { Modal } from '../ui/Modal/Modal'
import { PageMeta } from '../ui/PageMeta/PageMeta'
import { Pagination } from '../ui/Pagination/Pagination'
import { Price } from '../ui/Price/Price'
import { ProductCard } from '../ui/ProductCard/ProductCard'
import { ProductGrid } from '../ui/ProductGrid/ProductGrid'
import { QuantityStepper } from '../ui/QuantityStepper/QuantityStepper'
import { Rating } from '../ui/Rating/Rating'
import { type ProductTabId, Tabs } from '../ui/Tabs/Tabs'
import { Tooltip } from '../ui/Tooltip/Tooltip'
import styles from './DesignPage.module.css'
import {
  AUTOCOMPLETE,
  CART,
  CART_BELOW_MINIMUM,
  CATEGORIES,
  FILTER_CONFIG,
  PRODUCTS,
  packShot,
  REGIONS,
} from './storefrontFixtures'

const SWATCHES = [
  ['--color-brand', 'Бренд'],
  ['--color-brand-hover', 'Бренд, наведение'],
  ['--color-brand-soft', 'Бренд, фон'],
  ['--color-text', 'Текст'],
  ['--color-text-muted', 'Вторичный текст'],
  ['--color-sale', 'Скидка'],
  ['--color-warning', 'Предупреждение'],
  ['--color-info', 'Информация'],
  ['--color-bg-subtle', 'Фон секций'],
  ['--color-border', 'Границы'],
] as const

type Open = 'modal' | 'full' | 'region' | 'region-empty' | `auth-${AuthStep}` | null

export function DesignPage() {
  const [params] = useSearchParams()
  const catalogOpen = params.get('catalog') === '1'
  const [open, setOpen] = useState<Open>((params.get('open') as Open) ?? null)
  const [query, setQuery] = useState('нуро')
  const [regionQuery, setRegionQuery] = useState(open === 'region-empty' ? 'Атлантида' : '')
  const [regionId, setRegionId] = useState<string | null>('moscowregion')
  const [filters, setFilters] = useState<FilterValues>(filterValuesFromConfig(FILTER_CONFIG))
  const [sort, setSort] = useState<SortValue>('popular')
  const [quantity, setQuantity] = useState(2)
  const [tab, setTab] = useState<ProductTabId>('main')
  const close = () => setOpen(null)
  const authStep: AuthStep = open?.startsWith('auth-') ? (open.slice(5) as AuthStep) : 'phone'

  return (
    <div className={`container page ${styles.gallery}`}>
      <PageMeta title="Дизайн-система" robots="noindex" />
      <h1 className="page__title">Дизайн-система</h1>

      <Section title="Цвета и типографика">
        <ul className={styles.swatches}>
          {SWATCHES.map(([token, label]) => (
            <li key={token} className={styles.swatch}>
              <span className={styles.swatchColor} style={{ background: `var(${token})` }} />
              <span className={styles.swatchLabel}>{label}</span>
              <code className={styles.swatchToken}>{token}</code>
            </li>
          ))}
        </ul>
        <div className={styles.type}>
          <p className={styles.typeH1}>Заголовок страницы</p>
          <p className={styles.typeH2}>Заголовок раздела</p>
          <p>Основной текст: лекарства и товары для здоровья по ценам вашего региона.</p>
          <p className={styles.muted}>Вторичный текст: производитель, страна, условия хранения.</p>
        </div>
      </Section>

      <Section title="Кнопки и поля">
        <div className={styles.row}>
          <button type="button" className="btn btn--primary">
            В корзину
          </button>
          <button type="button" className="btn btn--secondary">
            Подробнее
          </button>
          <button type="button" className="btn btn--ghost">
            Отмена
          </button>
          <button type="button" className="btn btn--primary" disabled>
            Недоступно
          </button>
          <Tooltip
            content="Баллы начисляются после получения заказа"
            defaultOpen
            placement="bottom"
          >
            {(trigger) => (
              <button type="button" className="btn btn--ghost btn--small" {...trigger}>
                Подсказка
              </button>
            )}
          </Tooltip>
        </div>
        <div className={styles.fieldRow}>
          <Field label="Имя" required>
            {(control) => <input {...control} className="input" required defaultValue="Анна" />}
          </Field>
          <Field label="Электронная почта" error="Некорректный Email">
            {(control) => <input {...control} className="input" defaultValue="anna@" />}
          </Field>
        </div>
      </Section>

      <Section title="Шапка">
        <div className={styles.frame}>
          <Header
            regionName="Москва и область"
            onRegionClick={() => setOpen('region')}
            categories={CATEGORIES}
            cartCount={3}
            userName="Анна"
            search={{
              query,
              onQueryChange: setQuery,
              autocomplete: AUTOCOMPLETE,
              defaultOpen: !catalogOpen,
            }}
            catalogOpen={catalogOpen}
          />
          <div className={styles.frameSpace} />
        </div>
      </Section>

      <Section title="Баннеры">
        <div className={styles.stack}>
          <TripwireBanner
            banner={{
              text: 'Скидка 10% на первый заказ по промокоду ЗДОРОВЬЕ',
              backgroundColor: '#07553a',
              textColor: '#ffffff',
              url: '/promo',
            }}
          />
          <SaleBanner
            bigSale={{
              url: '/promo/big-sale',
              sale: {
                name: 'Большая распродажа витаминов: скидки до 30%',
                image: packShot('#f2a900', 'ВИТАМИНЫ', 'bottle'),
                background: '',
              },
            }}
          />
        </div>
      </Section>

      <Section title="Карточки товаров">
        <ul className={styles.cards}>
          <li>
            <ProductCard
              product={PRODUCTS[0]!}
              onAddToCart={() => {}}
              onToggleFavorite={() => {}}
            />
          </li>
          <li>
            <ProductCard
              product={{ ...PRODUCTS[1]!, isFavorite: true }}
              quantityInCart={quantity}
              onQuantityChange={(_, next) => setQuantity(next)}
              onToggleFavorite={() => {}}
            />
          </li>
          <li>
            <ProductCard
              product={PRODUCTS[2]!}
              onAddToCart={() => {}}
              onToggleFavorite={() => {}}
            />
          </li>
          <li>
            <ProductCard
              product={PRODUCTS[3]!}
              onAddToCart={() => {}}
              onToggleFavorite={() => {}}
            />
          </li>
          <li>
            <ProductCard product={PRODUCTS[4]!} onNotify={() => {}} onToggleFavorite={() => {}} />
          </li>
        </ul>
      </Section>

      <Section title="Цены, количество, рейтинг">
        <div className={styles.row}>
          <Price value={1234} />
          <Price value={1234} old={1490} />
          <Price value={512} prefix />
          <Price value={99.9} size="lg" />
          <QuantityStepper value={quantity} onChange={setQuantity} max={10} label="Нурофен" />
          <Rating value={4.7} reviewsCount={128} />
          <Rating value={0} reviewsCount={0} />
        </div>
      </Section>

      <Section title="Навигация">
        <Breadcrumbs
          items={[
            { title: 'Главная', link: '/' },
            { title: 'Каталог', link: '/catalog' },
            { title: 'Лекарства и БАДы', link: '/catalog/lekarstva/' },
            { title: 'Обезболивающие', link: '/catalog/lekarstva/obezbolivayushchie/' },
          ]}
        />
        <Pagination
          page={4}
          pageCount={12}
          pathname="/catalog/lekarstva/"
          search="?f_brand=nurofen"
        />
        <div className={styles.row}>
          <SortSelect value={sort} onChange={setSort} />
        </div>
      </Section>

      <Section title="Вкладки товара">
        <Tabs<ProductTabId>
          label="Разделы о товаре"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'main', content: <p>Нурофен — обезболивающее и жаропонижающее средство.</p> },
            { id: 'pharmacies', count: 214, content: <p>Наличие в 214 аптеках.</p> },
            { id: 'instruction', content: <p>Инструкция по применению.</p> },
            { id: 'forms', content: <p>Таблетки 200 мг и 400 мг.</p> },
            { id: 'analogues', count: 12, content: <p>12 аналогов.</p> },
            { id: 'certificates', content: <p>Сертификаты соответствия.</p> },
            { id: 'reviews', count: 128, content: <p>128 отзывов.</p> },
            { id: 'properties', content: <p>Основные характеристики.</p> },
            { id: 'allProperties', content: <p>Все характеристики.</p> },
          ]}
        />
      </Section>

      <Section title="Фильтры и список">
        <div className={styles.listing}>
          <FiltersPanel
            config={FILTER_CONFIG}
            value={filters}
            onChange={setFilters}
            onReset={() => setFilters({ lists: {}, ranges: {}, toggles: [] })}
          />
          <ProductGrid products={PRODUCTS.slice(0, 4)} columns={4} cartQuantities={{ '1002': 1 }} />
        </div>
      </Section>

      <Section title="Пустой результат">
        <EmptyState />
      </Section>

      <Section title="Корзина">
        <div className={styles.cart}>
          <div>
            {CART.groups[0]!.items.map((item) => (
              <CartLine
                key={item.product.id}
                item={item}
                onQuantityChange={() => {}}
                onToggleChecked={() => {}}
                onRemove={() => {}}
              />
            ))}
          </div>
          <div className={styles.stack}>
            <CartSummary total={CART.total} onCheckout={() => {}} />
            <CartSummary total={CART_BELOW_MINIMUM} onCheckout={() => {}} />
          </div>
        </div>
      </Section>

      <Section title="Модальные окна">
        <div className={styles.row}>
          <button type="button" className="btn btn--ghost" onClick={() => setOpen('modal')}>
            Модальное окно
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setOpen('full')}>
            На весь экран
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setOpen('region')}>
            Выбор региона
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setOpen('auth-phone')}>
            Вход
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setOpen('auth-code')}>
            Код из SMS
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setOpen('auth-register')}>
            Регистрация
          </button>
        </div>
      </Section>

      <Section title="Страница 404">
        <div className={styles.frame}>
          <NotFound />
        </div>
      </Section>

      <Section title="Страница ошибки">
        <div className={styles.frame}>
          <ErrorPage status={500} />
        </div>
      </Section>

      <Toasts
        toasts={[
          {
            id: 't1',
            title: addedToCartToast('Нурофен таблетки 200 мг'),
            tone: 'success',
            link: { href: CART_PATH, label: 'Перейти в корзину' },
          },
          {
            id: 't2',
            title: 'Ошибка при обновлении корзины',
            text: 'Повторите попытку позднее',
            tone: 'error',
          },
        ]}
        onDismiss={() => {}}
      />

      <Modal
        open={open === 'modal' || open === 'full'}
        onClose={close}
        title="Подтвердите действие"
        fullScreen={open === 'full'}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={close}>
              Отмена
            </button>
            <button type="button" className="btn btn--primary" onClick={close}>
              Очистить корзину
            </button>
          </>
        }
      >
        <p>Удалить все товары из корзины? Это действие нельзя отменить.</p>
      </Modal>
      <RegionModal
        open={open === 'region' || open === 'region-empty'}
        onClose={close}
        query={regionQuery}
        onQueryChange={setRegionQuery}
        regions={filterRegions(REGIONS, regionQuery)}
        selectedId={regionId}
        onSelect={setRegionId}
        onConfirm={close}
      />
      <AuthModal
        open={open?.startsWith('auth-') ?? false}
        onClose={close}
        step={authStep}
        phone={applyPhoneMask('9161234567')}
        onPhoneChange={() => {}}
        phoneValid
        onRequestCode={() => setOpen('auth-code')}
        code="12"
        onCodeChange={() => {}}
        onSubmitCode={close}
        resendSeconds={60}
        onResend={() => {}}
        onChangePhone={() => setOpen('auth-phone')}
        registration={{ name: 'Анна', surname: '' }}
        onRegistrationChange={() => {}}
        onRegister={close}
      />
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `design-${title.replace(/\s+/g, '-')}`
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}
