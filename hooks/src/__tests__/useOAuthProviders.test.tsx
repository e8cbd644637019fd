import { OauthProvidersDocument } from '@apteka/sdk'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, createHarness, HttpResponse, startMockServer } from '../../test/harness'
import { type OAuthProviderOffer, oauthStartUrl, useOAuthProviders } from '../index'

startMockServer()

const offers: [OAuthProviderOffer, OAuthProviderOffer] = [
  { provider: 'vk', name: 'VK ID', authorizeUrl: '/oauth/stand-in/authorize?provider=vk' },
  {
    provider: 'yandex',
    name: 'Яндекс ID',
    authorizeUrl: 'https://oauth.yandex.ru/authorize?response_type=token&client_id=app',
  },
]

describe('useOAuthProviders', () => {
  it('lists the providers the API offers', async () => {
    const harness = createHarness({
      handlers: [
        api.query(OauthProvidersDocument, () =>
          HttpResponse.json({ data: { oauthProviders: offers } }),
        ),
      ],
    })
    const { result } = harness.render(() => useOAuthProviders())
    expect(result.current.providers).toEqual([])
    await waitFor(() => expect(result.current.providers).toEqual(offers))
    expect(result.current.isLoading).toBe(false)
  })

  it('starts a provider at its start address with the page to come back to, leaving the state to the API', () => {
    expect(oauthStartUrl(offers[0], '/vypusk-karty-loyalnosti')).toBe(
      '/oauth/stand-in/authorize?provider=vk&redirect_uri=%2Fvypusk-karty-loyalnosti',
    )
    expect(
      oauthStartUrl({ ...offers[1], authorizeUrl: 'https://id.example/auth' }, 'https://shop/x'),
    ).toBe('https://id.example/auth?redirect_uri=https%3A%2F%2Fshop%2Fx')
  })
})
