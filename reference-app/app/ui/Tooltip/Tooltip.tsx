// A tooltip shown 10 px from its trigger (SPEC §9) on hover and keyboard focus; the
// trigger is described by it (aria-describedby). Escape hides it.
import { type CSSProperties, type ReactNode, useId, useState } from 'react'
import styles from './Tooltip.module.css'

/** Distance between the trigger and the tooltip, in px (SPEC §9). */
export const TOOLTIP_OFFSET = 10

export interface TooltipProps {
  /** What the tooltip says. */
  readonly content: ReactNode
  /** The trigger: a focusable element that receives aria-describedby via the render prop. */
  readonly children: (trigger: { 'aria-describedby': string }) => ReactNode
  /** Side of the trigger the tooltip appears on. Default: 'top'. */
  readonly placement?: 'top' | 'bottom'
  /** Show it without hover (design gallery, onboarding). Default: false. */
  readonly defaultOpen?: boolean
}

export function Tooltip({
  content,
  children,
  placement = 'top',
  defaultOpen = false,
}: TooltipProps) {
  const id = useId()
  const [open, setOpen] = useState(defaultOpen)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens; the trigger inside is the control
    <span
      className={styles.wrap}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(defaultOpen)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(defaultOpen)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false)
      }}
    >
      {children({ 'aria-describedby': id })}
      <span
        id={id}
        role="tooltip"
        className={placement === 'top' ? styles.top : styles.bottom}
        style={{ '--tooltip-offset': `${TOOLTIP_OFFSET}px` } as CSSProperties}
        data-open={open}
      >
        {content}
      </span>
    </span>
  )
}
