// docs/sdk.md "Checkout: a pickup order": the guide's code, word for word. The release check
// type-checks it from the tarballs; examples/test/checkoutGuide.test.ts runs it against a real
// reference API and compares it with the guide.
import {
  apiCookieJar,
  createStorefrontClient,
  GetCodeDocument,
  type PlacedPickupOrder,
  ProductsDocument,
  placePickupOrder,
  signIn,
  UpdateCartDocument,
} from '@apteka/sdk'

export interface PickupOrderRequest {
  /** The API's GraphQL endpoint, e.g. 'https://api.apteka.example/graphql'. */
  readonly endpoint: string
  readonly regionID: string
  /** The customer's phone; the SMS code goes there. */
  readonly phone: string
  /** Asks the customer for the code they received. */
  readonly readSmsCode: () => Promise<string>
  /** Asks a new customer for their name (only when the phone has no account). */
  readonly readName: () => Promise<string>
  /** What to buy: the first products of this search that can be ordered. */
  readonly query: string
}

export async function buyForPickup(request: PickupOrderRequest): Promise<PlacedPickupOrder> {
  const { endpoint, regionID, phone } = request
  // Every verb rejects with the sdk's StorefrontError when the API refuses: messageOf(error) is
  // its Russian message for the customer (SPEC §8), whatever the step.
  // In Node, fetch keeps no cookies: the jar keeps the API's guest_id, the guest cart's key.
  const client = createStorefrontClient({ endpoint, apiCookies: apiCookieJar() })
  try {
    // 1. The guest's cart: products that can be ordered, one by one, up to the minimum sum.
    const { products } = await client.requestData(ProductsDocument, {
      search: { regionID, query: request.query, pageCount: 20 },
    })
    for (const product of products.items) {
      if (!product.availableForOrder || product.priceTypeID === null) continue
      const { updateCart } = await client.requestData(UpdateCartDocument, {
        regionID,
        items: [{ productID: product.id, priceTypeID: product.priceTypeID, quantity: 1 }],
      })
      if (updateCart.total.button.available) break
    }

    // 2. Sign in by SMS; a phone with no account registers with the same code. The guest's
    //    cart becomes the customer's.
    await client.requestData(GetCodeDocument, { phone })
    const code = await request.readSmsCode()
    const signedIn = await signIn(client, { phone, code })
    if (signedIn.status === 'registration-needed') {
      await signIn(client, { phone, code, registration: { name: await request.readName() } })
    }

    // 3. Pickup at the first pharmacy with the whole cart, paid there, saved once: a retry with
    //    the same key (a timeout, a double click) answers the same order. Below the minimum sum
    //    this rejects with E_29: 'Минимальная сумма заказа …'.
    return await placePickupOrder(client, { regionID, idempotencyKey: crypto.randomUUID() })
  } finally {
    await client.dispose()
  }
}
