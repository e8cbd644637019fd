// The customer's side on the real server: profile changes checked by the sdk's field rules,
// favourites, call-backs, drug notifications, joining the loyalty programme and prescriptions.
import {
  AddPrescriptionDocument,
  AddPromotedEmailDocument,
  ApplyLoyaltyProgramDocument,
  FavoriteProductsDocument,
  GetCodeDocument,
  GetProfileDocument,
  LoyaltiesDocument,
  PrescriptionDocument,
  PrescriptionsDocument,
  RegisterClientDocument,
  RequestCallbackDocument,
  SetDrugNotifyDocument,
  UpdateFavoriteProductsDocument,
  UpdateProfileDocument,
  ValidateMindboxCardDocument,
} from '@apteka/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { luhnValid } from '../src/loyalty/accounts'
import { callbackTime } from '../src/profile/resolvers'
import { startTestApi, type TestApi } from './harness'
import { backends, codes, lastCode, shopper, suiteDatabaseUrl, testClock } from './shopper'

const REGION = 'moscowregion'
const CUSTOMER = '+79990000001'
const EMPLOYEE = '+79990000002'

describe('callbackTime', () => {
  it('is 15 minutes ahead during the call-centre’s hours, else 09:00 Moscow time', () => {
    expect(callbackTime(new Date('2026-03-10T10:00:00+03:00')).toISOString()).toBe(
      '2026-03-10T07:15:00.000Z',
    )
    expect(callbackTime(new Date('2026-03-10T20:50:00+03:00')).toISOString()).toBe(
      '2026-03-11T06:00:00.000Z',
    )
    expect(callbackTime(new Date('2026-03-10T03:00:00+03:00')).toISOString()).toBe(
      '2026-03-10T06:00:00.000Z',
    )
  })
})

describe.each(backends)('profile, loyalty and prescriptions (%s)', (_backend, databaseUrl) => {
  let api: TestApi
  const clock = testClock()

  beforeAll(async () => {
    api = await startTestApi({
      databaseUrl: await suiteDatabaseUrl(databaseUrl, 'profile'),
      catalogSize: 120,
      now: clock.now,
    })
  })
  afterAll(() => api?.close())

  it('a guest has no profile, and changing one needs a sign-in (E_12)', async () => {
    const guest = shopper(api)
    expect((await guest.gql(GetProfileDocument)).data?.profile).toBeNull()
    expect(codes(await guest.gql(UpdateProfileDocument, { update: { name: 'Анна' } }))).toEqual([
      'E_12',
    ])
    expect((await guest.gql(LoyaltiesDocument)).data?.loyalties).toBeNull()
  })

  it('updates the profile and refuses what the storefront’s rules refuse', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    expect(codes(await anna.gql(UpdateProfileDocument, { update: { email: 'anna@' } }))).toEqual([
      'E_5',
    ])
    expect(
      codes(
        await anna.gql(UpdateProfileDocument, { update: { email: 'sergey.petrov@example.com' } }),
      ),
    ).toEqual(['E_8'])
    const badName = await anna.gql(UpdateProfileDocument, { update: { surname: 'Иванова2' } })
    expect(codes(badName)).toEqual(['E_36'])
    expect(badName.errors[0]?.extensions).toMatchObject({ params: { field: 'surname' } })
    const young = await anna.gql(UpdateProfileDocument, { update: { birthday: '2020-01-01' } })
    expect(young.errors[0]?.extensions).toMatchObject({
      code: 'E_36',
      params: { field: 'birthday' },
    })
    const updated = await anna.gql(UpdateProfileDocument, {
      update: {
        name: 'Анна-Мария',
        email: 'anna.new@example.com',
        birthday: '1991-06-15',
        notifications: { personalOffers: { email: false, sms: true, push: false } },
      },
    })
    expect(updated.errors).toEqual([])
    expect(updated.data?.updateProfile).toMatchObject({
      name: 'Анна-Мария',
      email: 'anna.new@example.com',
      emailVerified: false,
      birthday: '1991-06-15',
      notifications: { personalOffers: { email: false, sms: true, push: false } },
      isEmployee: false,
      isEmployeeModeEnable: false,
    })
    // Not an employee: the mode stays off.
    const mode = await anna.gql(UpdateProfileDocument, { update: { isEmployeeModeEnable: true } })
    expect(mode.data?.updateProfile.isEmployeeModeEnable).toBe(false)
  })

  it('favourites: added and removed by id, listed in the profile and as products', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const [product] = await api.database.exec<{ id: number }>(
      'SELECT id FROM products ORDER BY id DESC LIMIT 1',
    )
    const id = String(product?.id)
    expect(
      codes(
        await shopper(api).gql(UpdateFavoriteProductsDocument, {
          mode: 'update',
          productID: id,
          regionID: REGION,
        }),
      ),
    ).toEqual(['E_12'])
    expect(
      codes(
        await anna.gql(UpdateFavoriteProductsDocument, {
          mode: 'update',
          productID: '999999',
          regionID: REGION,
        }),
      ),
    ).toEqual(['E_20'])
    const added = await anna.gql(UpdateFavoriteProductsDocument, {
      mode: 'update',
      productID: id,
      regionID: REGION,
    })
    expect(added.data?.updateFavoriteProducts.items.map((item) => item.id)).toContain(id)
    const profile = await anna.gql(GetProfileDocument)
    expect(profile.data?.profile?.favoriteProducts.items).toContain(id)
    expect(profile.data?.profile?.favoriteProducts.total).toBe(
      added.data?.updateFavoriteProducts.total,
    )
    const listed = await anna.gql(FavoriteProductsDocument, { regionID: REGION })
    expect(listed.data?.favoriteProducts.items[0]?.id).toBe(id)
    // A card says so to its customer; a guest's cards are never favourites.
    type Cards = { products: { items: { id: string; isFavorite: boolean }[] } }
    const cards = `query($search: ProductSearchInput!) { products(search: $search) { items { id isFavorite } } }`
    const search = { search: { regionID: REGION, ids: [id, String(Number(id) + 1)] } }
    const own = await anna.gql<Cards, typeof search>(cards, search)
    expect(own.data?.products.items.find((item) => item.id === id)?.isFavorite).toBe(true)
    expect(own.data?.products.items.some((item) => item.id !== id && item.isFavorite)).toBe(false)
    const guests = await shopper(api).gql<Cards, typeof search>(cards, search)
    expect(guests.data?.products.items.find((item) => item.id === id)?.isFavorite).toBe(false)
    const removed = await anna.gql(UpdateFavoriteProductsDocument, {
      mode: 'delete',
      productID: id,
      regionID: REGION,
    })
    expect(removed.data?.updateFavoriteProducts.items.map((item) => item.id)).not.toContain(id)
  })

  it('call-backs, marketing e-mails and drug notifications', async () => {
    const guest = shopper(api)
    const callback = await guest.gql(RequestCallbackDocument, {
      phone: '8 (999) 111-22-33',
      name: 'Ольга',
    })
    // Sent to the second, in the shop's zone with its offset: the form shows that wall time.
    const enableTime = callback.data?.requestCallback.enableTime ?? ''
    expect(enableTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/)
    const expected = Math.floor(callbackTime(clock.now()).getTime() / 1000) * 1000
    expect(Date.parse(enableTime)).toBe(expected)
    expect(
      codes(await guest.gql(RequestCallbackDocument, { phone: '123', name: 'Ольга' })),
    ).toEqual(['E_10'])
    expect(
      (await guest.gql(AddPromotedEmailDocument, { input: { email: 'news@example.com' } })).data
        ?.addPromotedEmail.success,
    ).toBe(true)
    expect(codes(await guest.gql(AddPromotedEmailDocument, { input: { email: 'news@' } }))).toEqual(
      ['E_5'],
    )
    const [product] = await api.database.exec<{ id: number }>('SELECT id FROM products LIMIT 1')
    const notify = await guest.gql(SetDrugNotifyDocument, {
      params: { productID: String(product?.id), regionID: REGION, email: 'wait@example.com' },
    })
    expect(notify.data?.setDrugNotify.success).toBe(true)
    const rows = await api.database.exec<{ email: string }>(
      'SELECT email FROM drug_notifications WHERE product_id = $1',
      [product?.id],
    )
    expect(rows.map((row) => row.email)).toContain('wait@example.com')
    expect(
      codes(
        await guest.gql(SetDrugNotifyDocument, {
          params: { productID: String(product?.id), regionID: REGION },
        }),
      ),
    ).toEqual(['E_36'])
  })

  it('joining the loyalty programme issues a Luhn-valid main card with welcome points', async () => {
    const phone = '+79997770001'
    const guest = shopper(api)
    clock.advance(61)
    await guest.gql(GetCodeDocument, { phone })
    const registered = await guest.gql(RegisterClientDocument, {
      data: { phone, code: lastCode(api, phone), name: 'Виктор' },
    })
    guest.accessToken = registered.data?.registerClient.session?.user?.accessToken ?? null
    expect((await guest.gql(LoyaltiesDocument)).data?.loyalties).toMatchObject({
      points: 0,
      cards: [],
    })
    const joined = await guest.gql(ApplyLoyaltyProgramDocument, {
      regionID: REGION,
      loyalty: { type: 'main' },
    })
    expect(joined.errors).toEqual([])
    const card = joined.data?.applyLoyaltyProgram.cards[0]
    expect(card).toMatchObject({ isMain: true, status: 'active' })
    expect(luhnValid(card?.number as string)).toBe(true)
    expect(joined.data?.applyLoyaltyProgram.points).toBe(100)
    const check = await guest.gql(ValidateMindboxCardDocument, { number: card?.number as string })
    expect(check.data?.validateMindboxCard).toEqual({
      isValid: true,
      status: 'active',
      nextStep: 'CARD_IS_EXIST',
    })
    // Joining again changes nothing; someone else's or an unknown card is not found.
    expect(
      (
        await guest.gql(ApplyLoyaltyProgramDocument, {
          regionID: REGION,
          loyalty: { type: 'main' },
        })
      ).data?.applyLoyaltyProgram.points,
    ).toBe(100)
    expect(
      codes(
        await guest.gql(ApplyLoyaltyProgramDocument, {
          regionID: REGION,
          loyalty: { type: 'main', cardNumber: '2770000000017' },
        }),
      ),
    ).toEqual(['E_41'])
    expect(
      (await guest.gql(ValidateMindboxCardDocument, { number: '2770000000017' })).data
        ?.validateMindboxCard,
    ).toMatchObject({
      status: 'issued_to_other',
      nextStep: 'CARD_STATUS',
    })
    expect(
      (await guest.gql(ValidateMindboxCardDocument, { number: '2770000000018' })).data
        ?.validateMindboxCard,
    ).toMatchObject({
      isValid: false,
    })
  })

  it('a plastic card the loyalty system does not know is not linked: E_41, its Russian message', async () => {
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    const before = (await anna.gql(LoyaltiesDocument)).data?.loyalties
    // Luhn-valid, so the card check lets the shopper try to link it; no one ever issued it.
    const unknown = '6000 0012 3456 0'
    expect(luhnValid(unknown.replace(/ /g, ''))).toBe(true)
    const check = await anna.gql(ValidateMindboxCardDocument, { number: unknown })
    expect(check.data?.validateMindboxCard.status).toBe('not_found')
    const linked = await anna.gql(ApplyLoyaltyProgramDocument, {
      regionID: REGION,
      loyalty: { type: 'main', cardNumber: unknown },
    })
    expect(codes(linked)).toEqual(['E_41'])
    expect(linked.errors[0]?.message).toBe('Карта не найдена')
    expect(linked.data).toBeNull()
    // Nothing changed: her cards and points are as they were.
    expect((await anna.gql(LoyaltiesDocument)).data?.loyalties).toEqual(before)
  })

  it('prescriptions: none outside Moscow, found for the owner after adding a policy, private to them', async () => {
    const sergey = shopper(api, clock)
    await sergey.signIn(EMPLOYEE)
    expect(
      (await sergey.gql(PrescriptionsDocument, { regionID: REGION })).data?.prescriptions,
    ).toEqual([])
    expect(
      codes(
        await sergey.gql(AddPrescriptionDocument, {
          prescriptionOwner: { policyNumber: '123', birthday: '1980-01-01' },
        }),
      ),
    ).toEqual(['E_36'])
    const added = await sergey.gql(AddPrescriptionDocument, {
      prescriptionOwner: { policyNumber: '7700 1234 5678 9012', birthday: '1980-01-01' },
    })
    expect(added.data?.addPrescription.hash).toMatch(/^[0-9a-f]{32}$/)
    const list = await sergey.gql(PrescriptionsDocument, { regionID: REGION })
    const prescriptions = list.data?.prescriptions ?? []
    expect(prescriptions.length).toBeGreaterThan(0)
    expect(prescriptions[0]?.products.length).toBeGreaterThan(0)
    expect(
      (await sergey.gql(PrescriptionsDocument, { regionID: 'spb' })).data?.prescriptions,
    ).toEqual([])
    const id = prescriptions[0]?.id as string
    expect((await sergey.gql(PrescriptionDocument, { id })).data?.prescription?.number).toBe(
      prescriptions[0]?.number,
    )
    const anna = shopper(api, clock)
    await anna.signIn(CUSTOMER)
    expect((await anna.gql(PrescriptionDocument, { id })).data?.prescription).toBeNull()
    // The same owner again adds nothing new.
    await sergey.gql(AddPrescriptionDocument, {
      prescriptionOwner: { policyNumber: '7700123456789012', birthday: '1980-01-01' },
    })
    expect(
      (await sergey.gql(PrescriptionsDocument, { regionID: REGION })).data?.prescriptions,
    ).toHaveLength(prescriptions.length)
  })
})
