// The mock shop's answers to what a customer sends: a review, a callback request, a prescription
// owner, a loyalty card check and joining the loyalty programme. Each keeps what it was sent in
// the state, so a test can read it back.
import { HttpResponse } from 'msw'
import {
  AddPrescriptionDocument,
  ApplyLoyaltyProgramDocument,
  CreateReviewDocument,
  RequestCallbackDocument,
  ValidateMindboxCardDocument,
} from '#documents'
import { ERROR_CODES } from '../errors'
import { normalizePhone } from '../phone'
import { fixtures } from './fixtures'
import { errorAnswer, type MockShop } from './mockShop'

/** When the call-centre calls back: an hour after the request (the mock's clock is real time). */
const CALLBACK_DELAY_MS = 60 * 60 * 1000

/** A card number the mock treats as issued: the fixtures' main card, spaces ignored. */
const ownCardNumber = () => fixtures.loyalties.cards[0]?.number.replace(/\s/g, '') ?? ''

export function customerActionHandlers({ link, state, signedIn }: MockShop) {
  return [
    link.mutation(CreateReviewDocument, ({ request, variables }) => {
      if (!signedIn(request)) return errorAnswer(ERROR_CODES.AUTH_KEY_EXPIRED, ['createReview'])
      if (!fixtures.products.some((product) => product.id === String(variables.productID)))
        return errorAnswer(ERROR_CODES.PRODUCT_NOT_FOUND, ['createReview'])
      if (variables.message.trim().length < 3)
        return errorAnswer(ERROR_CODES.MESSAGE_TOO_SHORT, ['createReview'])
      if (variables.rating < 1 || variables.rating > 5)
        return errorAnswer(ERROR_CODES.WRONG_REQUEST, ['createReview'])
      const review = {
        id: `review-${state.reviews.length + 1}`,
        productID: String(variables.productID),
        rating: variables.rating,
        message: variables.message.trim(),
        authorName: state.profile.name || 'Покупатель',
        createdAt: new Date().toISOString(),
      }
      state.reviews.push(review)
      const { productID: _productID, ...answer } = review
      return HttpResponse.json({ data: { createReview: answer } })
    }),
    link.mutation(RequestCallbackDocument, ({ variables }) => {
      const phone = normalizePhone(variables.phone)
      if (!phone) return errorAnswer(ERROR_CODES.LOGIN_WRONG_FORMAT, ['requestCallback'])
      if (!variables.name.trim()) return errorAnswer(ERROR_CODES.NAME_REQUIRED, ['requestCallback'])
      state.callbacks.push({ phone, name: variables.name.trim() })
      const enableTime = new Date(Date.now() + CALLBACK_DELAY_MS).toISOString()
      return HttpResponse.json({ data: { requestCallback: { enableTime } } })
    }),
    link.mutation(AddPrescriptionDocument, ({ request, variables }) => {
      if (!signedIn(request)) return errorAnswer(ERROR_CODES.AUTH_KEY_EXPIRED, ['addPrescription'])
      const { policyNumber, birthday } = variables.prescriptionOwner
      if (!/^\d{16}$/.test(policyNumber.replace(/\s/g, '')))
        return errorAnswer(ERROR_CODES.FIELD_NOT_FILLED, ['addPrescription'])
      state.prescriptionOwners.push({ policyNumber, birthday: String(birthday) })
      return HttpResponse.json({
        data: {
          addPrescription: { hash: `prescription-owner-${state.prescriptionOwners.length}` },
        },
      })
    }),
    link.query(ValidateMindboxCardDocument, ({ request, variables }) => {
      if (!signedIn(request))
        return errorAnswer(ERROR_CODES.AUTH_KEY_EXPIRED, ['validateMindboxCard'])
      const digits = variables.number.replace(/[\s-]/g, '')
      const answer =
        digits === ownCardNumber()
          ? { isValid: true, status: 'active', nextStep: 'CARD_IS_EXIST' as const }
          : /^\d{13,19}$/.test(digits)
            ? { isValid: true, status: 'not_found', nextStep: 'CARD_DETAIL' as const }
            : { isValid: false, status: 'not_found', nextStep: 'CARD_STATUS' as const }
      return HttpResponse.json({ data: { validateMindboxCard: answer } })
    }),
    link.mutation(ApplyLoyaltyProgramDocument, ({ request, variables }) => {
      if (!signedIn(request))
        return errorAnswer(ERROR_CODES.AUTH_KEY_EXPIRED, ['applyLoyaltyProgram'])
      const number = variables.loyalty.cardNumber?.replace(/[\s-]/g, '')
      if (number && number !== ownCardNumber())
        return errorAnswer(ERROR_CODES.CARD_NOT_FOUND, ['applyLoyaltyProgram'])
      state.loyaltyProgram = variables.loyalty.type
      return HttpResponse.json({
        data: { applyLoyaltyProgram: { ...fixtures.loyalties, type: variables.loyalty.type } },
      })
    }),
  ]
}
