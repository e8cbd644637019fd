import { CreateReviewDocument, ProductReviewsDocument } from '@apteka/sdk'
import { errorAnswer } from '@apteka/sdk/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  api,
  createHarness,
  HttpResponse,
  MOCK_SMS_CODE,
  PHONE,
  startMockServer,
} from '../../test/harness'
import { useAuth, useReview } from '../index'

startMockServer()

const existing = {
  id: 'r-1',
  rating: 5,
  message: 'Помогает быстро',
  authorName: 'Ирина',
  createdAt: '2026-01-02T10:00:00+03:00',
}
const handlers = [
  api.query(ProductReviewsDocument, () =>
    HttpResponse.json({
      data: {
        productPage: {
          product: { id: '10345', reviews: { total: 1, averageRating: 5, items: [existing] } },
        },
      },
    }),
  ),
  api.mutation(CreateReviewDocument, ({ variables }) =>
    variables.message.length < 3
      ? errorAnswer('E_21', ['createReview'])
      : HttpResponse.json({
          data: {
            createReview: {
              id: 'r-2',
              rating: variables.rating,
              message: variables.message,
              authorName: 'Анна',
              createdAt: '2026-02-01T10:00:00+03:00',
            },
          },
        }),
  ),
]

describe('useReview', () => {
  it('lists the reviews and puts a new one at the top', async () => {
    const harness = createHarness({ handlers })
    await harness.signIn()
    const { result } = harness.render(() => useReview({ productID: '10345', alias: 'nurofen' }))
    await waitFor(() => expect(result.current.reviews).toHaveLength(1))
    await act(() => result.current.submit({ rating: 4.6, message: '  Хорошее средство ' }))
    expect(harness.calls('createReview')[0]?.variables).toEqual({
      productID: '10345',
      rating: 5,
      message: 'Хорошее средство',
    })
    await waitFor(() =>
      expect(result.current.reviews.map((review) => review.id)).toEqual(['r-2', 'r-1']),
    )
    expect(result.current.total).toBe(2)
  })

  it('asks a signed-out shopper to log in and sends the review after login', async () => {
    const harness = createHarness({ handlers })
    const { result } = harness.render(() => ({
      review: useReview({ productID: '10345' }),
      auth: useAuth(),
    }))
    let pending!: Promise<unknown>
    act(() => {
      pending = result.current.review.submit({ rating: 5, message: 'Отлично' })
    })
    expect(result.current.auth.authModal.isOpen).toBe(true)
    expect(harness.calls('createReview')).toHaveLength(0)
    await act(() => result.current.auth.login({ phone: PHONE, code: MOCK_SMS_CODE }))
    await act(async () => {
      await expect(pending).resolves.toMatchObject({ id: 'r-2', message: 'Отлично' })
    })
  })

  it('keeps the refusal (E_21 message too short)', async () => {
    const harness = createHarness({ handlers })
    await harness.signIn()
    const { result } = harness.render(() => useReview({ productID: '10345' }))
    await act(() => result.current.submit({ rating: 3, message: 'Ок' }).catch(() => undefined))
    await waitFor(() =>
      expect((result.current.error as { code?: string } | null)?.code).toBe('E_21'),
    )
  })
})
