/** One line of a pharmacy's opening hours: `name` is the weekday label 'Пн'…'Вс'. */
export interface WorkingHoursDay {
  name: string
  /** 'HH:MM' */
  open: string
  /** 'HH:MM'; '24:00' closes at midnight. */
  close: string
}

/** A polygon ring of [lat, long] points, first point repeated last. */
export type PolygonRing = Array<[number, number]>

export interface LinkItem {
  title: string
  link: string
}

export interface QuestionItem {
  question: string
  answer: string
}

/** Per-channel consent flags of a user's notification settings. */
export interface NotificationChannels {
  email: boolean
  sms: boolean
  push: boolean
}

export interface UserNotifications {
  adsAgreement: NotificationChannels
  personalOffers: NotificationChannels
  orders: NotificationChannels
}

/** What the shopper picked at checkout, kept on a pre-order until the order is saved. */
export interface PreOrderOptionsData {
  delivery?: {
    date?: string | null
    interval?: string | null
    payment?: string | null
    address?: string | null
    addressId?: number | null
    lat?: number | null
    long?: number | null
    entrance?: string | null
    floor?: string | null
    office?: string | null
    addressComment?: string | null
  }
  pickup?: { payment?: string | null }
  loyalty?: { points?: number; promoCode?: string | null }
  comment?: string | null
  receiver?: { name: string; phone: string; email?: string | null } | null
  /** Lines unticked for this checkout only, as 'productId:priceTypeId'. */
  unchecked?: string[]
  /** Fingerprint of the priced lines the shopper last saw (E_110 when saveOrder finds another). */
  cartHash?: string | null
  /** The lines ('productId:priceTypeId') the order would contain when the shopper last saw it. */
  shownLines?: string[]
}

/** Courier delivery details of an order; a pickup or booking order keeps only the receiver. */
export interface OrderDeliveryData {
  address?: string
  lat?: number | null
  long?: number | null
  entrance?: string | null
  floor?: string | null
  office?: string | null
  /** The shopper's comment to the order. */
  comment?: string | null
  /** The comment to the address (how to find the door). */
  addressComment?: string | null
  /** 'YYYY-MM-DD' of the delivery day. */
  date?: string
  /** '09:00–13:00' */
  interval?: string
  /** 'Завтра, 09:00–13:00' as the shopper chose it. */
  dateText?: string
  receiver: { name: string; phone: string; email?: string | null }
}

export interface PrescriptionProduct {
  productId: number | null
  name: string
  quantity: number
}
