// Answers for operations the sdk's in-memory shop does not serve, built from its fixtures
// and typed by the generated result types, so a contract change breaks them at compile time.
import type {
  BrowsingHistoryQuery,
  CatalogPageQuery,
  CategoryFieldsFragment,
  FilterConfigQuery,
  GroupQuery,
  ProductInstructionsQuery,
} from '@apteka/sdk'
import { fixtures } from '@apteka/sdk/testing'

export const products = fixtures.products as unknown as BrowsingHistoryQuery['browsingHistory']

export const category: CategoryFieldsFragment = {
  id: 'c-cold',
  name: 'Простуда и грипп',
  alias: 'prostuda',
  url: '/catalog/prostuda/',
  path: '/catalog/prostuda/',
  level: 1,
  img: null,
  background: null,
  parentId: null,
}

export function catalogPage(page: number, limit: number): CatalogPageQuery['catalogPage'] {
  return {
    title: 'Простуда и грипп',
    products: {
      items: products.slice((page - 1) * limit, page * limit),
      total: products.length,
      description: null,
      pageInfo: {
        page,
        limit,
        total: products.length,
        pageCount: Math.ceil(products.length / limit),
      },
    },
    metaInformation: {
      ...fixtures.productPage.metaInformation,
      title: 'Простуда и грипп — купить',
      h1: 'Простуда и грипп',
    },
    category,
    subcategories: [
      {
        id: '12',
        name: 'Противовирусные',
        alias: 'protivovirusnye',
        url: '/catalog/protivovirusnye/',
      },
    ],
  }
}

export const filterConfig: FilterConfigQuery['filterConfig'] = {
  sorts: ['name', 'discount'],
  options: [],
  lists: [
    {
      id: 'brand',
      title: 'Бренд',
      searchPlaceholder: 'Найти бренд',
      allowsMultipleSelection: true,
      isSearchEnabled: true,
      items: [
        { id: 'nurofen', title: 'Нурофен', subtitle: null, isSelected: false, count: 3 },
        { id: 'ingavirin', title: 'Ингавирин', subtitle: null, isSelected: false, count: 1 },
      ],
      itemsTotal: 2,
    },
  ],
  ranges: [{ id: 'price', title: 'Цена', min: 100, max: 1000 }],
  tags: [],
  categories: [{ ...category, productsCount: 4 }],
  defaultSort: { side: 'asc', type: 'name' },
  toggles: [{ id: 'discount', title: 'Со скидкой' }],
}

const instruction = {
  shortDesc: 'Обезболивающее средство',
  indictation: 'Головная боль, зубная боль',
  contraIndication: 'Язвенная болезнь',
  specialInstruction: null,
  pharmAction: 'НПВС',
  dosage: 'По 1 капсуле до 3 раз в сутки',
  interaction: null,
  overDosage: null,
  sideEffect: null,
  formulation: 'Ибупрофен 200 мг',
  storingCondition: 'При температуре не выше 25 °C',
  prescription: 'Без рецепта',
  atcCode: 'M01AE01',
  startRegDate: null,
  endRegDate: null,
  reRegDate: null,
  numberReg: 'ЛП-000001',
  gtin: null,
  registeredAs: null,
  urlToRegistry: null,
  forChildren: 'С 12 лет',
  fullTradeName: 'Нурофен Экспресс',
  icd10: [{ code: 'R51', desc: 'Головная боль' }],
}

export const productInstructions = {
  instructions: instruction,
  certs: [],
} as unknown as ProductInstructionsQuery['productInstructions']

export function group(page: number, limit: number): NonNullable<GroupQuery['group']> {
  return {
    code: 'ibuprofen',
    name: 'Ибупрофен',
    photos: [],
    mnns: [{ alias: 'ibuprofen', title: 'Ибупрофен', href: '/mnn/ibuprofen' }],
    instruction,
    icd10: [{ code: 'R51', desc: 'Головная боль' }],
    certificates: [],
    forms: [
      {
        name: 'Капсулы',
        items: [
          {
            productId: '10345',
            alias: 'nurofen',
            url: '/product/nurofen',
            dosage: '200 мг',
            quantity: '12 шт.',
            price: 259,
            available: true,
          },
        ],
      },
    ],
    analogs: {
      total: products.length,
      items: products.slice((page - 1) * limit, page * limit),
      pageInfo: {
        page,
        limit,
        total: products.length,
        pageCount: Math.ceil(products.length / limit),
      },
    },
  } as unknown as NonNullable<GroupQuery['group']>
}
