// Resolvers of the profile domain (schema/sdl/profile.graphql): the customer, favourites,
// marketing e-mails, call-back requests and drug notifications, and the Profile type.
// Profile changes are checked with the storefront's own field rules from the sdk.
import { ERROR_CODES } from '@apteka/sdk/errors'
import { normalizePhone, validateEmail, validateName } from '@apteka/sdk/rules'
import { requireUserId } from '../auth/sessions'
import { checkBirthday, defaultNotifications, findUser } from '../auth/users'
import { pageOf } from '../base/paging'
import { SHOP_TIME_ZONE, zoneInstant, zoneIso, zoneParts } from '../clock/shopClock'
import { guardCallbackRequest } from '../content/callbackLimit'
import type { UserNotifications } from '../db'
import { apiError } from '../errors'
import type { Resolvers } from '../generated/resolvers'
import { limitedOptionalText, limitedText } from '../inputLimits'
import { requestSubscription } from '../marketing/emailSubscriptions'
import type { ProfileModel } from '../models'
import { requireRegion } from '../region/regionLookup'
import { limitRequest } from '../security/rateLimits'
import {
  emailTaken,
  existingProductId,
  favouriteProductIds,
  favouritesPage,
  promoCodeAvailable,
  saveCallbackRequest,
  saveDrugNotification,
  setFavourite,
  updateProfile,
} from './profileQueries'

/** The call-centre calls back within 15 minutes during its hours, 09:00–21:00 Moscow time. */
const CALLBACK_DELAY_MS = 15 * 60 * 1000
const CALL_CENTRE_OPENS = 9
const CALL_CENTRE_CLOSES = 21

export function callbackTime(now: Date): Date {
  const soon = new Date(now.getTime() + CALLBACK_DELAY_MS)
  // The call-centre is the shop's own, in the shop's zone whatever the caller's region.
  const hour = Math.floor(zoneParts(soon, SHOP_TIME_ZONE).minutes / 60)
  if (hour >= CALL_CENTRE_OPENS && hour < CALL_CENTRE_CLOSES) return soon
  // After closing: the next morning; before opening: this morning.
  return zoneInstant(soon, SHOP_TIME_ZONE, hour >= CALL_CENTRE_CLOSES ? 1 : 0, CALL_CENTRE_OPENS)
}

export const profileResolvers: Resolvers = {
  Query: {
    profile: (_parent, _args, ctx) =>
      ctx.viewer.userId !== null ? findUser(ctx.db, ctx.viewer.userId) : null,

    async favoriteProducts(_parent, { regionID: regionId, paginator }, ctx) {
      await requireRegion(ctx, regionId, { exact: true })
      if (ctx.viewer.userId === null) return { items: [], total: 0 }
      return favouritesPage(
        ctx.db,
        ctx.viewer.userId,
        regionId,
        pageOf(paginator?.page, paginator?.limit),
      )
    },
  },
  Mutation: {
    /**
     * Every text loses its control characters and is held to src/inputLimits.ts (E_36 with the
     * field). Names: letters, hyphen and space (E_36 with the field); e-mail: format (E_5) and not another
     * customer's (E_8; a changed e-mail is unverified again); birthday: age 14–100 (E_36
     * birthday); gender 'male' or 'female' (E_36 gender); employee mode only for employees.
     */
    async updateProfile(_parent, { update }, ctx) {
      const userId = requireUserId(ctx)
      const user = await findUser(ctx.db, userId)
      if (!user) throw apiError(ERROR_CODES.AUTH_KEY_EXPIRED)
      const changes: Partial<ProfileModel> = { updatedAt: ctx.now }
      for (const field of ['name', 'surname', 'patronymic'] as const) {
        const value = limitedOptionalText(update[field], 'personName', field)
        if (value === undefined) continue
        if (value !== null && validateName(value, { required: field === 'name' }))
          throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field })
        changes[field] = value?.trim() || null
      }
      if (update.email !== undefined) {
        const email = limitedOptionalText(update.email, 'email', 'email') || null
        if (email && validateEmail(email)) throw apiError(ERROR_CODES.INVALID_EMAIL)
        if (email && (await emailTaken(ctx.db, email, userId)))
          throw apiError(ERROR_CODES.EMAIL_TAKEN)
        if (email !== user.email) {
          changes.email = email
          changes.emailVerified = false
        }
      }
      if (update.birthday !== undefined) {
        if (update.birthday) checkBirthday(update.birthday, ctx.now)
        changes.birthday = update.birthday ?? null
      }
      if (update.gender !== undefined) {
        if (update.gender && update.gender !== 'male' && update.gender !== 'female') {
          throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'gender' })
        }
        changes.gender = update.gender ?? null
      }
      if (update.isEmployeeModeEnable !== undefined && update.isEmployeeModeEnable !== null) {
        changes.employeeModeEnabled = user.isEmployee && update.isEmployeeModeEnable
      }
      if (update.notifications) {
        const current: UserNotifications = user.notifications ?? defaultNotifications()
        changes.notifications = {
          adsAgreement: update.notifications.adsAgreement ?? current.adsAgreement,
          personalOffers: update.notifications.personalOffers ?? current.personalOffers,
          orders: update.notifications.orders ?? current.orders,
        }
      }
      return updateProfile(ctx.db, userId, changes)
    },

    async addPromotedEmail(_parent, { input }, ctx) {
      await limitRequest(ctx, 'promotedEmail')
      const email = limitedText(input.email, 'email', 'email').toLowerCase()
      limitedOptionalText(input.source, 'source', 'source')
      if (validateEmail(email, { required: true })) throw apiError(ERROR_CODES.INVALID_EMAIL)
      const outcome = await requestSubscription(ctx.db, ctx.emailSender, {
        email,
        userId: ctx.viewer.userId,
        now: ctx.now,
        publicUrl: ctx.config.publicUrl,
      })
      return {
        success: true,
        message:
          outcome === 'sent'
            ? 'Мы отправили письмо: подтвердите подписку по ссылке в нём'
            : 'Этот адрес уже подписан на рассылку',
      }
    },

    async requestCallback(_parent, { phone, name: typed }, ctx) {
      await limitRequest(ctx, 'callback')
      const normalized = normalizePhone(limitedText(phone, 'phone', 'phone'))
      if (!normalized) throw apiError(ERROR_CODES.LOGIN_WRONG_FORMAT)
      const name = limitedText(typed, 'personName', 'name')
      if (!name) throw apiError(ERROR_CODES.NAME_REQUIRED)
      if (validateName(name)) throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'name' })
      await guardCallbackRequest(ctx.db, normalized, ctx.now)
      await saveCallbackRequest(ctx.db, { phone: normalized, name, createdAt: ctx.now })
      return { enableTime: zoneIso(callbackTime(ctx.now), SHOP_TIME_ZONE) }
    },

    async updateFavoriteProducts(_parent, { mode, productID, regionID: regionId }, ctx) {
      const userId = requireUserId(ctx)
      await requireRegion(ctx, regionId, { exact: true })
      const productId = await existingProductId(ctx.db, productID)
      await setFavourite(ctx.db, { userId, productId, now: ctx.now }, mode === 'update')
      ctx.loaders.favoriteIds.clearAll()
      return favouritesPage(ctx.db, userId, regionId, pageOf(1, 100))
    },

    /** Needs a way to reach the shopper: e-mail, phone, or the signed-in customer's own. */
    async setDrugNotify(_parent, { params }, ctx) {
      await limitRequest(ctx, 'drugNotify')
      await requireRegion(ctx, params.regionID, { exact: true })
      const productId = await existingProductId(ctx.db, params.productID)
      const email = limitedOptionalText(params.email, 'email', 'email') || null
      if (email && validateEmail(email)) throw apiError(ERROR_CODES.INVALID_EMAIL)
      const typedPhone = limitedOptionalText(params.phone, 'phone', 'phone')
      const phone = typedPhone ? normalizePhone(typedPhone) : null
      if (typedPhone && !phone) throw apiError(ERROR_CODES.LOGIN_WRONG_FORMAT)
      const user = ctx.viewer.userId !== null ? await findUser(ctx.db, ctx.viewer.userId) : null
      const contactEmail = email ?? (phone ? null : (user?.email ?? null))
      const contactPhone = phone ?? (email ? null : (user?.phone ?? null))
      if (!contactEmail && !contactPhone)
        throw apiError(ERROR_CODES.FIELD_NOT_FILLED, { field: 'email' })
      await saveDrugNotification(ctx.db, {
        userId: user?.id ?? null,
        productId,
        regionId: params.regionID,
        email: contactEmail,
        phone: contactPhone,
        createdAt: ctx.now,
      })
      return { success: true, message: 'Мы сообщим, когда товар появится в наличии' }
    },
  },
  Profile: {
    isEmployeeModeEnable: (user) => user.isEmployee && user.employeeModeEnabled,
    notifications: (user) => user.notifications ?? defaultNotifications(),
    referralCode: (user) => user.referralCode ?? `R${String(user.id).padStart(7, '0')}`,
    async favoriteProducts(user, _args, ctx) {
      const ids = await favouriteProductIds(ctx.db, user.id)
      return { items: ids.map(String), total: ids.length }
    },
    isPromoCodeAvailable: (user, _args, ctx) => promoCodeAvailable(ctx.db, user.id),
  },
}
