// Decides which products the catalogue holds: every drug and goods combination the data allows,
// ordered so that any prefix is varied (every MNN with two analogues first, brands interleaved),
// then cut to the requested size.
import { type DrugForm, type MnnData, mnnData, type TradeName } from './data/drugs'
import { type GoodsKind, type GoodsTemplate, goodsTemplates } from './data/goods'
import { manufacturerData } from './data/manufacturers'
import type { Random } from './random'
import { transliterate } from './transliterate'

export type ProductKind = 'drug' | GoodsKind

/** Everything known about a product before it gets an id. */
export interface ProductDraft {
  kind: ProductKind
  name: string
  shortName: string
  form: string
  dosage: string | null
  packQuantity: number
  packUnit: string
  categoryName: string
  brandName: string
  makerCode: string
  groupCode: string
  groupName: string
  /** Regular price in roubles before regional factors and discounts. */
  basePrice: number
  forChildren: boolean
  requiresPrescription: boolean
  mnn: MnnData | null
  trade: TradeName | null
  /** 0 for the first product picked of its kind: earlier picks sell better. */
  rank: number
}

/** Share of each kind in a catalogue, before capacity limits. */
const kindShares: Record<ProductKind, number> = {
  drug: 0.46,
  supplement: 0.14,
  cosmetics: 0.2,
  medical: 0.06,
  medtech: 0.03,
  baby: 0.07,
  optics: 0.04,
}

const makers = new Map(manufacturerData.map((m) => [m.code, m]))

/** Takes one item from each list in turn until all are empty. */
export function interleave<T>(lists: T[][], takePerTurn = 1): T[] {
  const out: T[] = []
  const cursors = lists.map(() => 0)
  let active = true
  while (active) {
    active = false
    lists.forEach((list, i) => {
      for (let n = 0; n < takePerTurn; n++) {
        const cursor = cursors[i] ?? 0
        if (cursor >= list.length) return
        out.push(list[cursor] as T)
        cursors[i] = cursor + 1
        active = true
      }
    })
  }
  return out
}

const childForms = /сироп|суспензи|суппозитори|капли/

/** Trade names sold by several makers get the maker in their group code. */
const duplicateTradeNames = (() => {
  const makersByName = new Map<string, Set<string>>()
  for (const mnn of mnnData) {
    for (const trade of mnn.trades) {
      const set = makersByName.get(trade.name) ?? new Set<string>()
      set.add(trade.maker)
      makersByName.set(trade.name, set)
    }
  }
  return new Set([...makersByName].filter(([, set]) => set.size > 1).map(([name]) => name))
})()

function makerOf(code: string) {
  const maker = makers.get(code)
  if (maker === undefined) throw new Error(`unknown manufacturer code '${code}'`)
  return maker
}

function drugBrand(mnn: MnnData, trade: TradeName): string {
  if (trade.brand !== undefined) return trade.brand
  const generic = mnn.title.split(' ')[0]?.slice(0, 6).toLowerCase() ?? ''
  if (trade.name.toLowerCase().startsWith(generic)) {
    const maker = makerOf(trade.maker)
    return maker.brand ?? maker.name
  }
  return trade.name
}

function packLabel(quantity: number, unit: string): string {
  return `${quantity} ${unit}`
}

function drugDraft(
  random: Random,
  mnn: MnnData,
  trade: TradeName,
  form: DrugForm,
  formIndex: number,
  dosageIndex: number,
  packIndex: number,
): ProductDraft {
  const dosage = form.dosages[dosageIndex] ?? ''
  const pack = form.packs[packIndex] ?? 1
  const firstPack = form.packs[0] ?? 1
  const duplicate = duplicateTradeNames.has(trade.name) || trade.generic === true
  const maker = makerOf(trade.maker)
  const parts = [trade.name, form.form, dosage, packLabel(pack, form.unit)].filter((p) => p !== '')
  const name = duplicate ? `${parts.join(' ')} ${maker.brand ?? maker.name}` : parts.join(' ')
  const price =
    mnn.price *
    trade.price *
    (1 + 0.5 * dosageIndex) *
    (pack / firstPack) ** 0.85 *
    (1 + 0.2 * formIndex) *
    random.float(0.92, 1.1)
  return {
    kind: 'drug',
    name,
    shortName: [trade.name, dosage, `№${pack}`].filter((p) => p !== '').join(' '),
    form: form.form,
    dosage: dosage === '' ? null : dosage,
    packQuantity: pack,
    packUnit: form.unit,
    categoryName: trade.category ?? mnn.category,
    brandName: drugBrand(mnn, trade),
    makerCode: trade.maker,
    groupCode: duplicate
      ? transliterate(`${trade.name} ${trade.maker}`)
      : transliterate(trade.name),
    groupName: trade.name,
    basePrice: price,
    forChildren: trade.children === true || (mnn.children !== null && childForms.test(form.form)),
    requiresPrescription: mnn.rx,
    mnn,
    trade,
    rank: 0,
  }
}

/** Makers of unbranded generics ('Ибупрофен' from Озон, from Вертекс, …). */
const genericMakers = [
  'ozon',
  'vertex',
  'canonpharma',
  'severnaya-zvezda',
  'teva',
  'akrihin',
  'biosintez',
  'obnovlenie',
  'tathimpharm',
  'sintez',
  'pharmstandard',
  'valenta',
]

/**
 * More makers of the same generic, which big catalogues need: a mono-substance MNN gets up to
 * four extra makers of its first form, sold under the MNN's own name.
 */
function genericTrades(random: Random, mnn: MnnData): TradeName[] {
  if (mnn.components !== undefined || mnn.title.length > 25) return []
  const name = mnn.title.charAt(0).toUpperCase() + mnn.title.slice(1)
  const taken = new Set(mnn.trades.map((trade) => trade.maker))
  return random
    .sample(
      genericMakers.filter((maker) => !taken.has(maker)),
      4,
    )
    .map((maker) => ({ name, maker, price: random.float(0.7, 1), forms: [0], generic: true }))
}

/** All drug products, each MNN's list alternating between its trade names. */
function drugCandidates(random: Random): ProductDraft[] {
  const perMnn = mnnData.map((mnn) => {
    const extra = genericTrades(random, mnn)
    const build = (trade: TradeName) => {
      const list: ProductDraft[] = []
      const formIndexes = trade.forms ?? mnn.forms.map((_, i) => i)
      for (const formIndex of formIndexes) {
        const form = mnn.forms[formIndex]
        if (form === undefined) throw new Error(`${trade.name}: no form #${formIndex}`)
        form.dosages.forEach((_, dosageIndex) => {
          form.packs.forEach((_, packIndex) => {
            list.push(drugDraft(random, mnn, trade, form, formIndex, dosageIndex, packIndex))
          })
        })
      }
      // The first combination is the one people know; the rest come in random order.
      const [first, ...rest] = list
      return first === undefined ? [] : [first, ...random.shuffle(rest)]
    }
    // The trade names of the data first; extra generic makers only once those run out.
    return [...interleave(mnn.trades.map(build)), ...interleave(extra.map(build))]
  })
  // Two per MNN per turn, so every MNN that appears has an analogue.
  return interleave(perMnn, 2)
}

const variantPack = /(\d+(?:,\d+)?)\s*(шт\.|мл|г|пара)$/

function goodsDraft(
  random: Random,
  template: GoodsTemplate,
  descriptor: string,
  variantIndex: number,
): ProductDraft {
  const variant = template.variants[variantIndex] ?? '1 шт.'
  const match = variantPack.exec(variant)
  const quantity = match ? Number(match[1]?.replace(',', '.')) : 1
  const unit = match?.[2] ?? 'шт.'
  const firstMatch = variantPack.exec(template.variants[0] ?? '')
  const firstQuantity = firstMatch ? Number(firstMatch[1]?.replace(',', '.')) : 1
  // A lone '1 шт.' says nothing on a device's label.
  const shownVariant = template.variants.length === 1 && variant === '1 шт.' ? '' : variant
  const name = [template.title, descriptor, shownVariant].filter((p) => p !== '').join(' ')
  const sizeFactor =
    match && firstMatch ? (quantity / firstQuantity) ** 0.85 : 1 + 0.3 * variantIndex
  return {
    kind: template.kind,
    name,
    shortName: [template.title, descriptor].filter((p) => p !== '').join(' '),
    form: template.form,
    dosage: null,
    packQuantity: Math.max(1, Math.round(quantity)),
    packUnit: unit,
    categoryName: template.category,
    brandName: template.brand,
    makerCode: template.maker,
    groupCode: transliterate(template.title),
    groupName: template.title,
    basePrice: template.price * sizeFactor * random.float(0.9, 1.15),
    forChildren: template.forChildren === true,
    requiresPrescription: false,
    mnn: null,
    trade: null,
    rank: 0,
  }
}

/** All goods of one kind, brands interleaved so that a short prefix still shows many brands. */
function goodsCandidates(random: Random, kind: GoodsKind): ProductDraft[] {
  const byBrand = new Map<string, GoodsTemplate[]>()
  for (const template of goodsTemplates[kind]) {
    const list = byBrand.get(template.brand) ?? []
    list.push(template)
    byBrand.set(template.brand, list)
  }
  const perBrand = [...byBrand.values()].map((templates) =>
    interleave(
      templates.map((template) => {
        const combos: ProductDraft[] = []
        random.shuffle(template.descriptors).forEach((descriptor, d) => {
          template.variants.forEach((_, v) => {
            // Keep the template's first descriptor-less, first-size product first.
            const draft = goodsDraft(random, template, descriptor, v)
            if (d === 0 && v === 0) combos.unshift(draft)
            else combos.push(draft)
          })
        })
        const [first, ...rest] = combos
        return first === undefined ? [] : [first, ...random.shuffle(rest)]
      }),
    ),
  )
  return interleave(perBrand)
}

/** The same goods sold as a set of `count` packs, for catalogues larger than the data. */
function multipack(draft: ProductDraft, count: number): ProductDraft {
  return {
    ...draft,
    name: `${draft.name} (набор ${count} уп.)`,
    shortName: `${draft.shortName} ×${count}`,
    packQuantity: draft.packQuantity * count,
    basePrice: draft.basePrice * count * 0.95,
  }
}

/** Picks `count` products, kinds in the proportions of `kindShares` as far as the data allows. */
export function selectDrafts(random: Random, count: number): ProductDraft[] {
  const kinds = Object.keys(kindShares) as ProductKind[]
  const pools = new Map<ProductKind, ProductDraft[]>(
    kinds.map((kind) => [
      kind,
      kind === 'drug'
        ? drugCandidates(random.fork('drugs'))
        : goodsCandidates(random.fork(kind), kind),
    ]),
  )
  const capacity = (kind: ProductKind) => pools.get(kind)?.length ?? 0
  const total = kinds.reduce((sum, kind) => sum + capacity(kind), 0)
  // Larger than the data: goods also come as sets of 2, 3, … packs.
  for (
    let packs = 2;
    total > 0 && packs <= 50 && kinds.reduce((s, k) => s + capacity(k), 0) < count;
    packs++
  ) {
    for (const kind of kinds) {
      if (kind === 'drug') continue
      const base = pools.get(kind) ?? []
      const singles = base.filter((d) => !d.name.endsWith('уп.)'))
      pools.set(kind, [...base, ...singles.map((d) => multipack(d, packs))])
    }
  }

  const wanted = new Map<ProductKind, number>()
  let left = count
  for (const kind of kinds) {
    const n = Math.min(capacity(kind), Math.floor(count * kindShares[kind]))
    wanted.set(kind, n)
    left -= n
  }
  // Whatever the shares left over goes to kinds with room, biggest share first.
  const byShare = [...kinds].sort((a, b) => kindShares[b] - kindShares[a])
  while (left > 0) {
    let placed = false
    for (const kind of byShare) {
      if (left === 0) break
      const room = capacity(kind) - (wanted.get(kind) ?? 0)
      if (room <= 0) continue
      const add = Math.min(room, Math.max(1, Math.ceil(left * kindShares[kind])))
      wanted.set(kind, (wanted.get(kind) ?? 0) + add)
      left -= add
      placed = true
    }
    if (!placed) break
  }
  // An odd number of drugs would leave the last MNN without an analogue.
  const drugs = wanted.get('drug') ?? 0
  if (drugs % 2 === 1) {
    wanted.set('drug', drugs - 1)
    const spare = byShare.find((k) => k !== 'drug' && capacity(k) > (wanted.get(k) ?? 0))
    if (spare !== undefined) wanted.set(spare, (wanted.get(spare) ?? 0) + 1)
  }

  const chosen: ProductDraft[] = []
  for (const kind of kinds) {
    const pool = pools.get(kind) ?? []
    pool.slice(0, wanted.get(kind) ?? 0).forEach((draft, rank) => {
      chosen.push({ ...draft, rank })
    })
  }
  return chosen
}
