// /cart/pickup (checkout step 2), wired to useCheckout and usePickupStores: the pharmacy
// for pickup or booking, on the map and in the list.
import { useCheckout, usePickupStores } from '@apteka/hooks'
import { CHECKOUT_STEPS } from '@apteka/sdk'
import { useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { PickupMap } from '../pharmacies/PickupMap/PickupMap'
import { PICKUP_MODE_PARAM, receiveStepPath } from '../routing/checkoutPath'
import { useStorefrontConfig } from '../shell/StorefrontConfig'
import type { ReceiveTypeCode } from '../shop'
import { errorText } from '../ui/errors'
import { CartPickupPage, PICKUP_TEXT, type PickupMode } from './CartPickupPage'

/** /cart/pickup and /cart/pickup?receiveType=booking */
export function PickupScreen() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const mode: PickupMode = params.get(PICKUP_MODE_PARAM) === 'booking' ? 'booking' : 'pickup'
  const checkout = useCheckout({ step: CHECKOUT_STEPS.PICKUP })
  const [search, setSearch] = useState('')
  const stores = usePickupStores({ search, receiveType: mode, limit: 100 })
  const { map: mapConfig } = useStorefrontConfig()
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  // A pharmacy stays chosen only while it can give something this way.
  const selectable = (id: string | null | undefined): id is string =>
    !!id && stores.list.some((point) => point.pharmacy.id === id && point.availableCount > 0)
  const selectedId = [stores.selectedId, checkout.pharmacy?.id].find(selectable) ?? null
  const offered = (type: ReceiveTypeCode) =>
    checkout.receiveTypes.some((option) => option.type === type && option.available)
  const choose = async (id: string) => {
    setPending(true)
    setError(null)
    try {
      await checkout.update({ receiveType: mode, pharmacyID: id })
      navigate('/checkout')
    } catch (caught) {
      setError(errorText(caught))
    } finally {
      setPending(false)
    }
  }
  const mapPoints = useMemo(
    () =>
      stores.list.map((point) => ({
        id: point.pharmacy.id,
        name: point.pharmacy.name,
        address: point.pharmacy.address,
        lat: point.pharmacy.lat,
        long: point.pharmacy.long,
        availableCount: point.availableCount,
        totalCount: point.totalCount,
        available: point.availableCount > 0,
      })),
    [stores.list],
  )
  return (
    <CartPickupPage
      mode={mode}
      canSwitch={offered('pickup') && offered('booking')}
      modeHref={receiveStepPath}
      points={stores.isLoading ? undefined : stores.list}
      selectedId={selectedId}
      onSelect={stores.select}
      search={search}
      onSearchChange={setSearch}
      onContinue={() => selectedId && void choose(selectedId)}
      pending={pending}
      error={error}
      map={
        mapPoints.length > 0 ? (
          <PickupMap
            points={mapPoints}
            selectedId={selectedId}
            onSelect={stores.select}
            onChoose={(id) => void choose(id)}
            chooseLabel={PICKUP_TEXT.continue}
            config={mapConfig}
          />
        ) : null
      }
    />
  )
}
