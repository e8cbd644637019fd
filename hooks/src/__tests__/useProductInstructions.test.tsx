import { ProductInstructionsDocument } from '@apteka/sdk'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { productInstructions } from '../../test/answers'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { useProductInstructions } from '../index'

startMockServer()

const handler = api.query(ProductInstructionsDocument, () =>
  HttpResponse.json({ data: { productInstructions } }),
)

describe('useProductInstructions', () => {
  it('loads the instruction of the product in the region', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { result } = harness.render(() => useProductInstructions({ slug: 'nurofen' }))
    await waitFor(() =>
      expect(result.current.instructions?.indictation).toBe('Головная боль, зубная боль'),
    )
    expect(harness.calls('productInstructions')[0]?.variables).toEqual({
      slug: 'nurofen',
      regionID: 'moscowregion',
    })
  })

  it('waits until its tab is opened', async () => {
    const harness = createHarness({ handlers: [handler] })
    const { rerender, result } = harness.render(
      (props: { open: boolean }) =>
        useProductInstructions({ slug: 'nurofen', enabled: props.open }),
      {
        initialProps: { open: false },
      },
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(harness.calls('productInstructions')).toHaveLength(0)
    rerender({ open: true })
    await waitFor(() => expect(result.current.instructions).not.toBeNull())
  })
})
