// The region modal with its search (SPEC §3, §5): the text typed, the region marked and the
// suggestions for the text (useRegionSuggest). It loads with the modal, the first time the modal
// opens, so the suggestions' code is in no page's first load (#36); RegionPicker decides when the
// modal opens and what a choice does.
import { type RegionSuggestion, useRegionSuggest } from '@apteka/hooks'
import { useState } from 'react'
import { RegionModal } from './RegionModal'

export interface RegionSearchProps {
  readonly open: boolean
  /** Closed without choosing. */
  readonly onClose: () => void
  /** Confirmed: with the region marked in the list, or null when none is marked. */
  readonly onConfirm: (place: RegionSuggestion | null) => Promise<void>
  /** The region detected by IP (the region check), if it asks. */
  readonly detectedRegion: { readonly name: string } | null
  /** The shopper keeps the detected region. */
  readonly onConfirmDetected: () => Promise<void>
}

export function RegionSearch({
  open,
  onClose,
  onConfirm,
  detectedRegion,
  onConfirmDetected,
}: RegionSearchProps) {
  const [query, setQuery] = useState('')
  const [selected, setSelected] = useState<string | null>(null)
  const suggest = useRegionSuggest({ query, enabled: open })
  /** The modal is done, with a choice or without one: it opens next time empty. */
  const reset = () => {
    setSelected(null)
    setQuery('')
  }
  return (
    <RegionModal
      open={open}
      onClose={() => {
        onClose()
        reset()
      }}
      query={query}
      onQueryChange={setQuery}
      regions={suggest.regions.map((option) => ({
        id: option.id,
        name: option.name,
        type: option.type,
      }))}
      selectedId={selected}
      onSelect={setSelected}
      onConfirm={() =>
        void onConfirm(suggest.regions.find((option) => option.id === selected) ?? null).then(reset)
      }
      loading={suggest.isLoading}
      detectedRegion={detectedRegion}
      onConfirmDetected={() => void onConfirmDetected().then(reset)}
    />
  )
}
