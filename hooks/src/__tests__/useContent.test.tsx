import { ContentPageDocument, RequestCallbackDocument, TeamPersonDocument } from '@apteka/sdk'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, PHONE, startMockServer } from '../../test/harness'
import { contentKeys, useInformationPage, useRequestCallback, useTeamPerson } from '../index'

startMockServer()

const META = {
  title: 'Доставка',
  description: 'Способы получения заказа',
  h1: 'Доставка и самовывоз',
  microdata: null,
  canonical: '/dostavka',
  breadcrumbs: [],
  metadata: [],
}

describe('content hooks', () => {
  it('useInformationPage: the page of a path, and null for a path the API does not have', async () => {
    const harness = createHarness({
      handlers: [
        api.query(ContentPageDocument, ({ variables }) =>
          HttpResponse.json({
            data: {
              contentPage:
                variables.path === '/dostavka'
                  ? {
                      path: '/dostavka',
                      title: 'Доставка',
                      body: '<p>Курьером</p>',
                      metaInformation: META,
                    }
                  : null,
            },
          }),
        ),
      ],
    })
    const found = harness.render(() => useInformationPage('/dostavka'))
    await waitFor(() => expect(found.result.current.data?.title).toBe('Доставка'))
    const missing = harness.render(() => useInformationPage('/nothing'))
    await waitFor(() => expect(missing.result.current.data).toBeNull())
    expect(contentKeys.page('/dostavka')).toEqual(['apteka', 'content', 'page', '/dostavka'])
  })

  it('useTeamPerson asks for the page of posts it is given, 10 per page', async () => {
    const harness = createHarness({
      handlers: [
        api.query(TeamPersonDocument, () => HttpResponse.json({ data: { teamPerson: null } })),
      ],
    })
    const { result } = harness.render(() => useTeamPerson({ type: 'Author', id: '7', page: 2 }))
    await waitFor(() => expect(result.current.data).toBeNull())
    expect(harness.calls('TeamPerson')[0]?.variables).toEqual({
      type: 'Author',
      id: '7',
      paginator: { page: 2, limit: 10 },
    })
  })

  it('useRequestCallback sends the phone in API form and reads E_250 as code and Russian text', async () => {
    let answered = 0
    const harness = createHarness({
      handlers: [
        api.mutation(RequestCallbackDocument, () => {
          answered += 1
          return answered === 1
            ? HttpResponse.json({
                data: { requestCallback: { enableTime: '2026-11-24T12:15:00Z' } },
              })
            : HttpResponse.json({
                data: null,
                errors: [
                  {
                    message: 'Слишком много запросов, попробуйте позже',
                    path: ['requestCallback'],
                    extensions: { code: 'E_250', retryAfter: 540 },
                  },
                ],
              })
        }),
      ],
    })
    const { result } = harness.render(() => useRequestCallback())
    await act(() => result.current.request({ phone: '8 (916) 123-45-67', name: ' Ольга ' }))
    expect(harness.calls('requestCallback')[0]?.variables).toEqual({ phone: PHONE, name: 'Ольга' })
    await waitFor(() => expect(result.current.enableTime).toBe('2026-11-24T12:15:00Z'))
    await act(() =>
      result.current.request({ phone: '8 (916) 123-45-67', name: 'Ольга' }).catch(() => undefined),
    )
    await waitFor(() => expect(result.current.errorCode).toBe('E_250'))
    expect(result.current.errorMessage).toMatch(/Слишком много запросов/)
  })
})
