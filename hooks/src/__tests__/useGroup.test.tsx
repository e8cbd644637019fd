import { GroupDocument } from '@apteka/sdk'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { group } from '../../test/answers'
import { api, createHarness, delay, HttpResponse, startMockServer } from '../../test/harness'
import { useGroup } from '../index'

startMockServer()

const handler = api.query(GroupDocument, async ({ variables }) => {
  await delay(5)
  return HttpResponse.json({
    data: { group: group(variables.paginator?.page ?? 1, variables.paginator?.limit ?? 20) },
  })
})

describe('useGroup', () => {
  it('gives the forms and the first page of analogues', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result } = harness.render(() => useGroup({ code: 'ibuprofen', limit: 3 }))
    await waitFor(() => expect(result.current.group).toBeTruthy())
    expect(result.current.forms.map((form) => form.name)).toEqual(['Капсулы'])
    expect(result.current).toMatchObject({
      analogsTotal: 4,
      page: 1,
      pageCount: 2,
      hasNextPage: true,
    })
    expect(result.current.analogs).toHaveLength(3)
    expect(harness.calls('group')[0]?.variables).toEqual({
      regionID: 'moscowregion',
      code: 'ibuprofen',
      paginator: { page: 1, limit: 3 },
    })
  })

  it('keeps the analogues on screen while the next page loads', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result, rerender } = harness.render(
      (props: { page: number }) => useGroup({ code: 'ibuprofen', limit: 3, ...props }),
      {
        initialProps: { page: 1 },
      },
    )
    await waitFor(() => expect(result.current.analogs).toHaveLength(3))
    rerender({ page: 2 })
    expect(result.current.analogs).toHaveLength(3)
    await waitFor(() => expect(result.current.analogs).toHaveLength(1))
    expect(result.current.hasNextPage).toBe(false)
  })
})
