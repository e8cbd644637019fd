// What /personal/mybonus lists as burning agrees with the balance: spending takes the
// soonest-burning points first (#32: a balance of 340 listed 500 + 15 + 25).
import { describe, expect, it } from 'vitest'
import { pointsToBurn } from './accounts'

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n))

describe('pointsToBurn', () => {
  it('the seeded customer: 500 welcome − 200 spent + 15 + 25 burns 300, 15 and 25', () => {
    const burning = pointsToBurn(340, [
      { expiration: day(90), points: 500 },
      { expiration: day(320), points: 15 },
      { expiration: day(353), points: 25 },
    ])
    expect(burning).toEqual([
      { expiration: day(90), points: 300 },
      { expiration: day(320), points: 15 },
      { expiration: day(353), points: 25 },
    ])
  })

  it('never lists more than the balance, and nothing once it is spent', () => {
    const credits = [
      { expiration: day(10), points: 100 },
      { expiration: day(10), points: 50 },
      { expiration: day(40), points: 30 },
    ]
    expect(pointsToBurn(60, credits)).toEqual([
      { expiration: day(10), points: 30 },
      { expiration: day(40), points: 30 },
    ])
    expect(pointsToBurn(0, credits)).toEqual([])
  })
})
