// docs/sdk.md "Checkout: a pickup order": the guide's code, word for word. The release check
// type-checks it from the tarballs; examples/test/checkoutGuide.test.ts runs it against a real
// reference API and compares it with the guide.
import {
  createStorefrontClient,
  GetCodeDocument,
  LoginDocument,
  PharmacySearchListDocument,
  PreOrderDocument,
  ProductsDocument,
  SaveOrderDocument,
  UpdateCartDocument,
  UpdatePreOrderDocument,
} from '@apteka/sdk'

export interface PickupOrderRequest {
  /** The API's GraphQL endpoint, e.g. 'https://api.apteka.example/graphql'. */
  readonly endpoint: string
  readonly regionID: string
  /** The customer's phone; the SMS code goes there. */
  readonly phone: string
  /** Asks the customer for the code they received. */
  readonly readSmsCode: () => Promise<string>
  /** What to buy: the first products of this search that can be ordered. */
  readonly query: string
}

export interface PlacedOrder {
  readonly id: string
  readonly number: string
  readonly total: number
  readonly pharmacy: string
}

export async function placePickupOrder(request: PickupOrderRequest): Promise<PlacedOrder> {
  const { endpoint, regionID, phone } = request
  // Every call rejects with the sdk's error when the API refuses: messageOf(error) is its
  // Russian message for the customer (SPEC §8), whatever the step.
  const client = createStorefrontClient({ endpoint })
  try {
    // 1. Sign in by SMS. A phone with no account gets no session: register it first
    //    (RegisterClientDocument, same code).
    await client.requestData(GetCodeDocument, { phone })
    const { login } = await client.requestData(LoginDocument, {
      phone,
      code: await request.readSmsCode(),
    })
    if (!login.session) throw new Error('Этот телефон не зарегистрирован')
    client.session.signIn({ user: login.session.user, operator: login.session.operator })

    // 2. The cart: products that can be ordered, one by one, until the minimum sum is reached.
    const { products } = await client.requestData(ProductsDocument, {
      search: { regionID, query: request.query, pageCount: 20 },
    })
    let button = { available: false, message: 'Корзина пуста' as string | null }
    for (const product of products.items) {
      if (button.available) break
      if (!product.availableForOrder || product.priceTypeID === null) continue
      const { updateCart } = await client.requestData(UpdateCartDocument, {
        regionID,
        items: [{ productID: product.id, priceTypeID: product.priceTypeID, quantity: 1 }],
      })
      button = updateCart.total.button
    }
    // Below the minimum sum the button carries E_29's message: 'Минимальная сумма заказа …'.
    if (!button.available) throw new Error(button.message ?? 'Корзина не готова к заказу')

    // 3. Pickup: the PICKUP step, a pharmacy that has the whole cart, then the CHECKOUT step.
    await client.requestData(PreOrderDocument, { regionID, step: 'PICKUP' })
    const { pharmacySearchList } = await client.requestData(PharmacySearchListDocument, {
      regionID,
      receiveType: 'pickup',
      paginator: { page: 1, limit: 20 },
    })
    const point = pharmacySearchList.items.find((item) => item.available)
    if (!point) throw new Error('Ни в одной аптеке нет всей корзины')
    const { updatePreOrder } = await client.requestData(UpdatePreOrderDocument, {
      input: { regionID, step: 'CHECKOUT', receiveType: 'pickup', pharmacyID: point.pharmacy.id },
    })
    // 4. Payment and receiver: pay at the pharmacy where it is offered.
    const payments = updatePreOrder.availableOptions.payments.map((payment) => payment.type)
    const payment = payments.includes('pharmacy') ? 'pharmacy' : payments[0]
    if (!payment) throw new Error('Нет доступных способов оплаты')
    await client.requestData(UpdatePreOrderDocument, {
      input: { regionID, step: 'CHECKOUT', payment },
    })

    // 5. Save once: a retry with the same key (a timeout, a double click) returns the same order.
    const idempotencyKey = crypto.randomUUID()
    const { saveOrder } = await client.requestData(SaveOrderDocument, { regionID, idempotencyKey })
    return {
      id: saveOrder.id,
      number: saveOrder.number,
      total: saveOrder.total.totalAmount,
      pharmacy: point.pharmacy.name,
    }
  } finally {
    await client.dispose()
  }
}
