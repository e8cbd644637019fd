// Reading and changing the pre-order. Every answer records the fingerprint of the lines, prices,
// points and total the shopper was shown (options.cartHash) and which lines those were
// (options.shownLines); saveOrder refuses with E_110 when the cart no longer matches them, and
// with E_34 when a shown line is no longer on the pharmacy's shelf. Overdue orders are expired
// first (src/order/expiry.ts), so the shelf the shopper sees has their goods back.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { normalizePhone, paymentTypesFor, validateEmail, validateName } from '@apteka/sdk/rules'
import { and, eq } from 'drizzle-orm'
import { lineKey } from '../cart/cartLines'
import { lockKey, numericId } from '../cart/carts'
import { regionZone } from '../cart/cartView'
import type { Database, DatabaseOrTransaction, PreOrderOptionsData } from '../db'
import { deliveryAddresses, pharmacies, preOrders, regions } from '../db'
import { apiError } from '../errors'
import type { PreOrderInput } from '../generated/resolvers'
import { graphql } from '../graphqlRuntime'
import { INPUT_LIMITS, limitedOptionalText, limitedText } from '../inputLimits'
import { expireOverdueOrders } from '../order/expiry'
import { type CheckoutPlan, planCheckout } from './checkoutPlan'
import { ADDRESS_NOT_FOUND, locateAddress } from './gazetteer'
import {
  type Caller,
  type CheckoutStepName,
  checkoutCart,
  ensurePreOrder,
  findPreOrder,
  type PreOrderRow,
  stepNumber,
} from './preOrders'

async function rememberHash(db: DatabaseOrTransaction, plan: CheckoutPlan) {
  const options = {
    ...(plan.row.options ?? {}),
    cartHash: plan.hash,
    shownLines: plan.included.map(lineKey),
  }
  await db.update(preOrders).set({ options }).where(eq(preOrders.id, plan.row.id))
}

/** The pre-order of the caller's cart at a step, created when missing. E_100 when nothing counts. */
export async function showPreOrder(
  db: Database,
  caller: Caller,
  regionId: string,
  step: CheckoutStepName,
  now: Date,
): Promise<CheckoutPlan> {
  await expireOverdueOrders(db, now)
  return db.transaction(async (tx) => {
    const cart = await checkoutCart(tx, caller)
    if (!cart) throw apiError(ERROR_CODES.CART_EMPTY)
    await lockKey(tx, `preorder:${cart.id}`)
    const row = await ensurePreOrder(tx, cart, regionId, caller.userId, now, stepNumber(step))
    const plan = await planCheckout(tx, cart, row, regionId, caller.userId, now)
    if (plan.counted.length === 0) throw apiError(ERROR_CODES.CART_EMPTY)
    await rememberHash(tx, plan)
    return plan
  })
}

async function addressChoice(
  tx: DatabaseOrTransaction,
  input: NonNullable<PreOrderInput['address']>,
  regionId: string,
  userId: number | null,
  now: Date,
): Promise<NonNullable<PreOrderOptionsData['delivery']>> {
  const [region] = await tx.select().from(regions).where(eq(regions.id, regionId))
  if (!region) throw apiError(ERROR_CODES.REGION_NOT_FOUND)
  if (input.id) {
    const id = numericId(input.id)
    const [saved] =
      id !== null && userId !== null
        ? await tx
            .select()
            .from(deliveryAddresses)
            .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
        : []
    if (!saved) throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'address' })
    // Coordinates are the server's own geocoding of the text, every time: a saved row may hold
    // what a client once sent.
    const located = locateAddress(region, saved.formattedAddress)
    await tx
      .update(deliveryAddresses)
      .set({ isSelected: false })
      .where(eq(deliveryAddresses.userId, saved.userId))
    await tx
      .update(deliveryAddresses)
      .set({ isSelected: true })
      .where(eq(deliveryAddresses.id, saved.id))
    return {
      address: saved.formattedAddress,
      addressId: saved.id,
      lat: located?.lat ?? null,
      long: located?.long ?? null,
      entrance: input.entrance ?? saved.entrance,
      floor: input.floor ?? saved.floor,
      office: input.office ?? saved.office,
      addressComment: input.comment ?? saved.comment,
    }
  }
  const text = input.formattedAddress?.trim()
  if (!text) throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'address' })
  const located = locateAddress(region, text)
  // An address the map cannot find is refused and not saved (#32: it was kept under 'Сохранённые
  // адреса' and preselected next time); the field says what is wrong.
  if (!located) throw addressNotFound()
  // The courier zone is decided from the server's geocoding of the text, never from the
  // client's lat/long (issue #35: a Vladivostok address with Moscow's coordinates was accepted).
  const lat = located?.lat ?? null
  const long = located?.long ?? null
  const formattedAddress = located?.address ?? text
  let addressId: number | null = null
  if (userId !== null) {
    // A customer's new address is kept for next time.
    await tx
      .update(deliveryAddresses)
      .set({ isSelected: false })
      .where(eq(deliveryAddresses.userId, userId))
    const [existing] = await tx
      .select()
      .from(deliveryAddresses)
      .where(
        and(
          eq(deliveryAddresses.userId, userId),
          eq(deliveryAddresses.regionId, regionId),
          eq(deliveryAddresses.formattedAddress, formattedAddress),
        ),
      )
    const values = {
      lat,
      long,
      entrance: input.entrance ?? null,
      office: input.office ?? null,
      floor: input.floor ?? null,
      comment: input.comment ?? null,
      isSelected: true,
    }
    if (existing) {
      await tx.update(deliveryAddresses).set(values).where(eq(deliveryAddresses.id, existing.id))
      addressId = existing.id
    } else {
      const [saved] = await tx
        .insert(deliveryAddresses)
        .values({ userId, regionId, formattedAddress, createdAt: now, ...values })
        .returning({ id: deliveryAddresses.id })
      addressId = saved?.id ?? null
    }
  }
  return {
    address: formattedAddress,
    addressId,
    lat,
    long,
    entrance: input.entrance ?? null,
    floor: input.floor ?? null,
    office: input.office ?? null,
    addressComment: input.comment ?? null,
  }
}

/**
 * E_1 (bad input) on the address field, saying what is wrong with it: E_36's template would
 * read 'Не заполнено поле' for an address that is filled in but cannot be found.
 */
function addressNotFound() {
  return new graphql.GraphQLError(ADDRESS_NOT_FOUND, {
    extensions: { code: ERROR_CODES.WRONG_REQUEST, params: { field: 'address' } },
  })
}

type AddressInput = NonNullable<PreOrderInput['address']>

/** The free-text parts of an address input, cleaned and within their limits (E_36 otherwise). */
function limitedAddress(input: AddressInput): AddressInput {
  return {
    ...input,
    formattedAddress: limitedOptionalText(input.formattedAddress, 'address', 'address'),
    entrance: limitedOptionalText(input.entrance, 'addressPart', 'address.entrance'),
    floor: limitedOptionalText(input.floor, 'addressPart', 'address.floor'),
    office: limitedOptionalText(input.office, 'addressPart', 'address.office'),
    comment: limitedOptionalText(input.comment, 'addressComment', 'address.comment'),
  }
}

/**
 * Applies a change: receive type (courier without a zone in the region: E_35), pharmacy
 * (unknown, of another region or closed: E_31), address (a saved one by id, or text located by
 * the gazetteer), day and interval (not on offer: E_1), payment (not offered for the receive
 * type: E_1), receiver (name E_36 receiver.name, phone E_10, e-mail E_5), comment, points and
 * promo code (customers only: E_12), and lines ticked for this checkout. Free texts lose their
 * control characters and are held to src/inputLimits.ts (E_36 naming the field).
 */
export async function changePreOrder(
  db: Database,
  caller: Caller,
  input: PreOrderInput,
  now: Date,
) {
  await expireOverdueOrders(db, now)
  return db.transaction(async (tx) => {
    const regionId = input.regionID
    const cart = await checkoutCart(tx, caller)
    if (!cart) throw apiError(ERROR_CODES.CART_EMPTY)
    await lockKey(tx, `preorder:${cart.id}`)
    const current = await ensurePreOrder(
      tx,
      cart,
      regionId,
      caller.userId,
      now,
      stepNumber(input.step),
    )
    const options: PreOrderOptionsData = structuredClone(current.options ?? {})
    const patch: Partial<PreOrderRow> = {}

    if (input.receiveType !== undefined) {
      patch.receiveType = input.receiveType ?? null
      if (input.receiveType === 'courier' && !(await regionZone(tx, regionId)))
        throw apiError(ERROR_CODES.COURIER_UNAVAILABLE)
    }
    if (input.pharmacyID !== undefined) {
      if (input.pharmacyID === null) patch.pharmacyId = null
      else {
        const id = numericId(input.pharmacyID)
        const [pharmacy] =
          id !== null ? await tx.select().from(pharmacies).where(eq(pharmacies.id, id)) : []
        if (!pharmacy || pharmacy.regionId !== regionId || !pharmacy.isActive)
          throw apiError(ERROR_CODES.PHARMACY_INACTIVE)
        patch.pharmacyId = pharmacy.id
      }
    }
    if (input.address) {
      options.delivery = {
        ...options.delivery,
        ...(await addressChoice(tx, limitedAddress(input.address), regionId, caller.userId, now)),
      }
    }
    if (input.dateId !== undefined)
      options.delivery = { ...options.delivery, date: input.dateId ?? null }
    if (input.intervalId !== undefined)
      options.delivery = { ...options.delivery, interval: input.intervalId ?? null }
    if (input.payment) {
      const receiveType =
        (patch.receiveType !== undefined ? patch.receiveType : current.receiveType) ?? 'pickup'
      if (
        !(paymentTypesFor(receiveType as 'pickup') as readonly string[]).includes(input.payment)
      ) {
        throw apiError(ERROR_CODES.WRONG_REQUEST)
      }
      if (receiveType === 'courier')
        options.delivery = { ...options.delivery, payment: input.payment }
      else options.pickup = { payment: input.payment }
    }
    if (input.receiver) {
      const name = limitedText(input.receiver.name, 'fullName', 'receiver.name')
      if (!name || validateName(name, { maxLength: INPUT_LIMITS.fullName }))
        throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'receiver.name' })
      const phone = normalizePhone(limitedText(input.receiver.phone, 'phone', 'receiver.phone'))
      if (!phone) throw apiError(ERROR_CODES.LOGIN_WRONG_FORMAT)
      const email = limitedOptionalText(input.receiver.email, 'email', 'receiver.email') || null
      if (email && validateEmail(email)) throw apiError(ERROR_CODES.INVALID_EMAIL)
      options.receiver = { name, phone, email }
    }
    if (input.comment !== undefined)
      options.comment = limitedOptionalText(input.comment, 'orderComment', 'comment') || null
    if (input.loyalty) {
      if (caller.userId === null) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
      const loyalty = { ...options.loyalty }
      if (input.loyalty.points !== undefined && input.loyalty.points !== null) {
        loyalty.points = Math.max(0, Math.trunc(input.loyalty.points))
      }
      if (input.loyalty.promoCode !== undefined)
        loyalty.promoCode =
          limitedOptionalText(input.loyalty.promoCode, 'promoCode', 'loyalty.promoCode') || null
      options.loyalty = loyalty
    }
    if (input.items) {
      const unchecked = new Set(options.unchecked ?? [])
      for (const item of input.items) {
        const productId = numericId(item.productID)
        if (productId === null) throw apiError(ERROR_CODES.PRODUCT_NOT_FOUND)
        const key = lineKey({ productId, priceTypeId: item.priceTypeID })
        if (item.isChecked) unchecked.delete(key)
        else unchecked.add(key)
      }
      options.unchecked = [...unchecked]
    }

    const [row] = await tx
      .update(preOrders)
      .set({ ...patch, options, updatedAt: now })
      .where(eq(preOrders.id, current.id))
      .returning()
    const plan = await planCheckout(tx, cart, row as PreOrderRow, regionId, caller.userId, now)
    if (plan.counted.length === 0) throw apiError(ERROR_CODES.CART_EMPTY)
    if (input.dateId && !plan.dates.some((date) => date.id === input.dateId))
      throw apiError(ERROR_CODES.WRONG_REQUEST)
    if (input.intervalId && !plan.slot) throw apiError(ERROR_CODES.WRONG_REQUEST)
    await rememberHash(tx, plan)
    return plan
  })
}

/** Forgets the checkout of the caller's cart (the cart stays). */
export async function clearPreOrder(db: Database, caller: Caller): Promise<boolean> {
  const cart = await checkoutCart(db, caller)
  if (!cart) return false
  const row = await findPreOrder(db, cart.id)
  if (!row) return false
  await db.delete(preOrders).where(eq(preOrders.id, row.id))
  return true
}
