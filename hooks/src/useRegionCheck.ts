// The region modal's decision (SPEC §4): the need-check cookie, the region detected by IP,
// when the modal opens, and what the shopper's answer means for analytics.
import type { RegionFieldsFragment, RegionPlace } from '@apteka/sdk'
import { REGION_COOKIES, regionChoiceEvent, shouldShowRegionModal } from '@apteka/sdk'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useIsClient, useRegionId, useStorefrontRuntime } from './provider/context'
import type { DetectedRegion, RegionCheckAnswer } from './region/regionCheckQueries'
import { detectRegionQueryOptions } from './region/regionCheckQueries'
import { useRegion } from './useRegion'

/** What {@link useRegionCheck} returns. */
export interface UseRegionCheckResult {
  /** Whether the region modal should be open now. */
  isOpen: boolean
  /** The region found by IP, once known. */
  detectedRegion: DetectedRegion | null
  /** The need-check flag from its cookie; a missing cookie counts as on. */
  needsCheck: boolean
  /**
   * The shopper chose a place: the region is set (the flag turns 0), and the answer is
   * 'confirm' when it is the region they had, 'change' otherwise. With `url`, the address
   * rewritten for the region comes back too.
   */
  choose: (
    place: RegionPlace | RegionFieldsFragment,
    options?: { url?: string },
  ) => Promise<{ answer: RegionCheckAnswer; region: RegionFieldsFragment; url: string | undefined }>
  /** Keeps the current region: a confirm. */
  confirm: (options?: {
    url?: string
  }) => Promise<{ answer: RegionCheckAnswer; url: string | undefined }>
  /** The modal was closed without a choice: a close event, and the modal stays shut. */
  close: () => void
}

/**
 * Whether to ask the shopper to confirm their region, and their answer.
 *
 * @example
 * const check = useRegionCheck()
 * if (check.isOpen) return <RegionModal onChoose={check.choose} onClose={check.close} />
 */
export function useRegionCheck(): UseRegionCheckResult {
  const runtime = useStorefrontRuntime()
  const isClient = useIsClient()
  const regionId = useRegionId()
  const { region, setRegion } = useRegion()
  const [dismissed, setDismissed] = useState(false)
  // The cookie is read in the browser only: the server renders the modal closed.
  const flag = isClient ? runtime.client.cookies.get(REGION_COOKIES.needCheckRegion) : '0'
  const needsCheck = flag === null || flag === '' || flag === '1'
  const detected = useQuery({
    ...detectRegionQueryOptions(runtime.client),
    enabled: isClient && needsCheck && !dismissed,
  })
  const detectedRegion = detected.data ?? null
  const isOpen =
    !dismissed &&
    isClient &&
    shouldShowRegionModal({
      detectedRegionId: detectedRegion?.id ?? null,
      chosenRegionId: regionId,
      needCheckFlag: flag,
    })

  const choose = useCallback<UseRegionCheckResult['choose']>(
    async (place, options) => {
      const previous = runtime.regionId.getSnapshot()
      const result = await setRegion(place, options)
      const answer = regionChoiceEvent(previous, result.region.id)
      runtime.analytics.emit({ type: 'region_choice', action: answer, regionId: result.region.id })
      setDismissed(true)
      return { answer, ...result }
    },
    [runtime, setRegion],
  )

  const confirm = useCallback<UseRegionCheckResult['confirm']>(
    async (options) => {
      const current = region ?? {
        id: runtime.regionId.getSnapshot(),
        name: runtime.regionId.getSnapshot(),
      }
      const { answer, url } = await choose(current, options)
      return { answer, url }
    },
    [runtime, region, choose],
  )

  const close = useCallback(() => {
    runtime.analytics.emit({
      type: 'region_choice',
      action: 'close',
      regionId: runtime.regionId.getSnapshot(),
    })
    setDismissed(true)
  }, [runtime])

  return { isOpen, detectedRegion, needsCheck, choose, confirm, close }
}
