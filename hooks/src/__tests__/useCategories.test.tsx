import { CategoriesDocument } from '@apteka/sdk'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, delay, HttpResponse, startMockServer } from '../../test/harness'
import { categoriesQueryOptions, storefrontKeys, useCategories } from '../index'

startMockServer()

const category = (id: string, name: string, parentId: string | null, level: number) => ({
  id,
  name,
  alias: `c-${id}`,
  url: `/catalog/c-${id}/`,
  path: `c-${id}`,
  level,
  img: null,
  background: null,
  parentId,
})

const TREE = [
  {
    ...category('1', 'Лекарственные средства', null, 1),
    children: [
      {
        ...category('11', 'Обезболивающие', '1', 2),
        children: [category('111', 'При головной боли', '11', 3)],
      },
    ],
  },
  { ...category('2', 'Витамины и БАД', null, 2), children: [] },
]

const categoriesHandler = api.query(CategoriesDocument, async () => {
  await delay(5)
  return HttpResponse.json({ data: { categories: TREE } })
})

describe('useCategories', () => {
  it('gives the tree with its levels, empty while loading', async () => {
    const harness = createHarness({ handlers: [categoriesHandler] })
    const { result } = harness.render(() => useCategories())
    expect(result.current.categories).toEqual([])
    expect(result.current.isLoading).toBe(true)
    await waitFor(() => expect(result.current.categories).toHaveLength(2))
    expect(result.current.categories[0]?.children[0]?.children[0]?.name).toBe('При головной боли')
    expect(result.current.isLoading).toBe(false)
  })

  it('asks once however many components read it', async () => {
    const harness = createHarness({ handlers: [categoriesHandler] })
    const { result } = harness.render(() => [useCategories(), useCategories()])
    await waitFor(() => expect(result.current[1]?.categories).toHaveLength(2))
    expect(harness.calls('Categories')).toHaveLength(1)
  })

  it('is served from a prefetched cache without a request', async () => {
    const harness = createHarness({ handlers: [categoriesHandler] })
    await harness.queryClient.prefetchQuery(categoriesQueryOptions(harness.client))
    expect(harness.calls('Categories')).toHaveLength(1)
    const { result } = harness.render(() => useCategories())
    expect(result.current.categories.map((c) => c.name)).toEqual([
      'Лекарственные средства',
      'Витамины и БАД',
    ])
    expect(harness.calls('Categories')).toHaveLength(1)
    expect(harness.queryClient.getQueryData(storefrontKeys.categories())).toHaveLength(2)
  })

  it('reports an API error', async () => {
    const failing = api.query(CategoriesDocument, () =>
      HttpResponse.json({ errors: [{ message: 'Ошибка', extensions: { code: 'E_3' } }] }),
    )
    const harness = createHarness({ handlers: [failing] })
    harness.queryClient.setDefaultOptions({ queries: { retry: false } })
    const { result } = harness.render(() => useCategories())
    await waitFor(() => expect(result.current.error).not.toBeNull())
    expect(result.current.categories).toEqual([])
  })
})
