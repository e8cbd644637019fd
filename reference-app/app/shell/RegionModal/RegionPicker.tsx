// The region modal's host (SPEC §3): open when the shopper clicks the header's region or when the
// region check asks them to confirm the detected one; it chooses, confirms and closes. A component
// of its own, so that the region check's first look at its cookie (in the browser, just after
// hydration) re-renders this and not the whole page with the shell.
import { type RegionSuggestion, useRegionCheck } from '@apteka/hooks'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'

// The modal's code, with its search's, arrives the first time it opens.
const RegionSearch = lazy(() =>
  import('./RegionSearch').then((module) => ({ default: module.RegionSearch })),
)

export interface RegionPickerProps {
  /** The shopper opened the modal with the header's region button. */
  readonly buttonOpen: boolean
  /** The modal closed (the button's opening ends). */
  readonly onButtonClose: () => void
}

export function RegionPicker({ buttonOpen, onButtonClose }: RegionPickerProps) {
  const regionCheck = useRegionCheck()
  const navigate = useNavigate()
  const location = useLocation()
  const open = buttonOpen || regionCheck.isOpen
  // Once loaded the modal stays mounted, so it can play its closing like before.
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (open) setLoaded(true)
  }, [open])

  /** Closed without choosing: the region check records a close event (SPEC §4). */
  const close = () => {
    if (regionCheck.isOpen) regionCheck.close()
    onButtonClose()
  }

  const confirm = async (place: RegionSuggestion | null) => {
    const url = `${location.pathname}${location.search}`
    let nextUrl: string | undefined
    // A choice counts as a confirm or a change (SPEC §4), from the region check's modal and the
    // header's region button alike; it is not also a close.
    if (place) {
      nextUrl = (await regionCheck.choose(place, { url })).url
    } else if (regionCheck.isOpen) {
      nextUrl = (await regionCheck.confirm({ url })).url
    }
    onButtonClose()
    if (nextUrl && nextUrl !== url) navigate(nextUrl, { replace: true })
  }

  const detected = regionCheck.isOpen ? regionCheck.detectedRegion : null
  const keepDetected = async () => {
    if (!detected) return
    const url = `${location.pathname}${location.search}`
    const answer = await regionCheck.choose(detected, { url })
    close()
    if (answer.url && answer.url !== url) navigate(answer.url, { replace: true })
  }

  if (!open && !loaded) return null
  return (
    <Suspense fallback={null}>
      <RegionSearch
        open={open}
        onClose={close}
        onConfirm={confirm}
        detectedRegion={detected}
        onConfirmDetected={keepDetected}
      />
    </Suspense>
  )
}
