// The state diagram of docs/loyalty-card-flow.md against the reducer: every arrow drawn is a
// transition the reducer makes, and every event not drawn from a step leaves it where it is.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LoyaltyCardFlowStep } from '@apteka/sdk'
import { describe, expect, it } from 'vitest'
import {
  LOYALTY_CARD_FLOW_INITIAL,
  type LoyaltyCardFlowEvent,
  type LoyaltyCardFlowState,
  loyaltyCardFlowReducer,
} from '../index'

// The jsdom environment gives import.meta.url an http scheme; vitest injects __dirname.
const DOC = join(__dirname, '../../../docs/loyalty-card-flow.md')

interface Arrow {
  readonly from: LoyaltyCardFlowStep
  readonly to: LoyaltyCardFlowStep
  readonly label: string
}

/** The arrows 'A --> B: LABEL' of the mermaid block (the start arrow '[*]' left out). */
function diagramArrows(markdown: string): Arrow[] {
  const block = /```mermaid\n([\s\S]*?)```/.exec(markdown)?.[1] ?? ''
  return [...block.matchAll(/^\s*(\w+) --> (\w+): (.+)$/gm)].map((match) => ({
    from: match[1] as LoyaltyCardFlowStep,
    to: match[2] as LoyaltyCardFlowStep,
    label: (match[3] ?? '').trim(),
  }))
}

// The event each label of the diagram stands for.
const EVENTS: Record<string, LoyaltyCardFlowEvent> = {
  CODE_SENT: { type: 'CODE_SENT', phone: '+79161234567' },
  BACK: { type: 'BACK' },
  RETRY: { type: 'RETRY' },
  OAUTH_FAILED: { type: 'OAUTH_FAILED' },
  'SIGNED_IN without card': { type: 'SIGNED_IN', isRegistered: true, cardNumber: null },
  'SIGNED_IN with card': { type: 'SIGNED_IN', isRegistered: true, cardNumber: '2770000000017' },
  PROFILE_SAVED: { type: 'PROFILE_SAVED', name: 'Анна' },
  'CARD_CHECKED detail': {
    type: 'CARD_CHECKED',
    cardNumber: '2770000000031',
    status: 'not_found',
    nextStep: 'CARD_DETAIL',
  },
  'CARD_CHECKED exists': {
    type: 'CARD_CHECKED',
    cardNumber: '2770000000017',
    status: 'active',
    nextStep: 'CARD_IS_EXIST',
  },
  'CARD_CHECKED status': {
    type: 'CARD_CHECKED',
    cardNumber: '1234',
    status: 'not_found',
    nextStep: 'CARD_STATUS',
  },
  CARD_ISSUED: { type: 'CARD_ISSUED', cardNumber: '2770000000048' },
}

// How a shopper reaches each step from the start.
const PATHS: Record<LoyaltyCardFlowStep, readonly string[]> = {
  STEP_1: [],
  STEP_2: ['CODE_SENT'],
  STEP_3: ['CODE_SENT', 'SIGNED_IN without card'],
  OAUTH_FAILED: ['OAUTH_FAILED'],
  CARD_NUMBER: ['CODE_SENT', 'SIGNED_IN without card', 'PROFILE_SAVED'],
  CARD_STATUS: ['CODE_SENT', 'SIGNED_IN without card', 'PROFILE_SAVED', 'CARD_CHECKED status'],
  CARD_IS_EXIST: ['CODE_SENT', 'SIGNED_IN with card'],
  CARD_DETAIL: ['CODE_SENT', 'SIGNED_IN without card', 'PROFILE_SAVED', 'CARD_ISSUED'],
}

const eventOf = (label: string): LoyaltyCardFlowEvent => {
  const event = EVENTS[label]
  if (!event) throw new Error(`the diagram's label '${label}' names no event`)
  return event
}

const stateAt = (step: LoyaltyCardFlowStep): LoyaltyCardFlowState =>
  PATHS[step].map(eventOf).reduce(loyaltyCardFlowReducer, LOYALTY_CARD_FLOW_INITIAL)

const arrows = diagramArrows(readFileSync(DOC, 'utf8'))
const steps = Object.keys(PATHS) as LoyaltyCardFlowStep[]

describe('docs/loyalty-card-flow.md state diagram', () => {
  it('draws every step and reaches each one from STEP_1', () => {
    expect(arrows.length).toBeGreaterThan(15)
    for (const step of steps) {
      expect(stateAt(step).step).toBe(step)
      expect(arrows.some((arrow) => arrow.from === step || arrow.to === step)).toBe(true)
    }
  })

  it.each(arrows.map((arrow) => [`${arrow.from} → ${arrow.to} on ${arrow.label}`, arrow] as const))(
    '%s',
    (_name, arrow) => {
      expect(loyaltyCardFlowReducer(stateAt(arrow.from), eventOf(arrow.label)).step).toBe(arrow.to)
    },
  )

  it.each(steps)('no event left out of the diagram moves %s (RESET goes to STEP_1)', (step) => {
    const drawn = new Set(arrows.filter((arrow) => arrow.from === step).map((a) => a.label))
    for (const [label, event] of Object.entries(EVENTS)) {
      if (drawn.has(label)) continue
      expect(loyaltyCardFlowReducer(stateAt(step), event).step, `${step} on ${label}`).toBe(step)
    }
    expect(loyaltyCardFlowReducer(stateAt(step), { type: 'RESET' })).toEqual(
      LOYALTY_CARD_FLOW_INITIAL,
    )
  })
})
