// /vypusk-karty-loyalnosti: the card issue flow. The loader reads the 'cancel card request v1'
// cookie, so a shopper who declined sees it in the server's HTML too.
import { useLoaderData } from 'react-router'
import { hasCancelledCardRequest } from './cancelCardRequest'
import { LoyaltyCardScreen } from './LoyaltyCardScreen'

export function loader({ request }: { request: Request }) {
  return { cancelled: hasCancelledCardRequest(request.headers.get('cookie')) }
}

export default function LoyaltyCardRoute() {
  const { cancelled } = useLoaderData<typeof loader>()
  return <LoyaltyCardScreen cancelled={cancelled} />
}
