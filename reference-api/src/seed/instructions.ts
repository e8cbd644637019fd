// Assembles a drug's instruction (every field of ProductInstruction, SPEC §3) from its MNN and
// pharmacological group texts, and its registration certificate.
import type { productInstructions } from '../db/schema'
import type { MnnData, TradeName } from './data/drugs'
import {
  defaultInteraction,
  defaultOverdose,
  defaultSpecial,
  pharmGroups,
} from './data/pharmGroups'
import { addDays } from './dates'
import type { Random } from './random'

export type ProductInstructionRow = typeof productInstructions.$inferInsert

export const prescriptionLabel = {
  otc: 'Отпускается без рецепта',
  rx: 'Отпускается по рецепту',
} as const

function routeOf(form: string): string {
  if (/шипуч/.test(form)) return 'Внутрь, предварительно растворив в стакане воды'
  if (/для рассасывания|пастилки|подъязычн/.test(form)) return 'Рассасывать во рту, не разжёвывая'
  if (/спрей назальный|капли назальные/.test(form)) return 'Интраназально'
  if (/капли глазные/.test(form)) return 'Местно, в конъюнктивальный мешок'
  if (/суппозитории ректальные/.test(form)) return 'Ректально'
  if (/вагинальн/.test(form)) return 'Интравагинально'
  if (/инъекц|внутримышечн/.test(form)) return 'Внутримышечно или внутривенно'
  if (/ингаляц/.test(form)) return 'Ингаляционно'
  if (/мазь|гель|крем|наружного|шампунь|аэрозоль для наружного/.test(form)) return 'Наружно'
  if (/местного/.test(form)) return 'Местно'
  return 'Внутрь, запивая водой'
}

function unitNounOf(form: string): string {
  if (/таблетк/.test(form)) return 'таблетка'
  if (/капсул/.test(form)) return 'капсула'
  if (/суппозитори/.test(form)) return 'суппозиторий'
  if (/пастилк|драже/.test(form)) return 'пастилка'
  if (/порошок|гранулы/.test(form)) return 'пакетик'
  if (/мазь|гель|крем/.test(form)) return 'грамм'
  return 'миллилитр'
}

function excipientsOf(form: string): string {
  if (/таблетк|драже|пастилк/.test(form))
    return 'лактозы моногидрат, крахмал кукурузный, повидон, целлюлоза микрокристаллическая, магния стеарат'
  if (/капсул/.test(form))
    return 'лактозы моногидрат, магния стеарат; оболочка капсулы: желатин, титана диоксид'
  if (/сироп|суспензи/.test(form))
    return 'сахароза, сорбитол, натрия бензоат, лимонная кислота, ароматизатор, вода очищенная'
  if (/мазь|крем|гель/.test(form))
    return 'вазелин, парафин жидкий, пропиленгликоль, цетостеариловый спирт, вода очищенная'
  if (/порошок|гранулы/.test(form)) return 'сахароза, лимонная кислота, ароматизатор'
  return 'натрия хлорид, бензалкония хлорид, вода очищенная'
}

function storageOf(form: string, mnn: MnnData): string {
  const cold = /суппозитори/.test(form) || mnn.group === 'interferon'
  return cold
    ? 'При температуре от 2 до 8 °C. Хранить в недоступном для детей месте. Не замораживать.'
    : 'В защищённом от света месте при температуре не выше 25 °C. Хранить в недоступном для детей месте.'
}

/** A registration number in one of the formats the Russian drug register uses. */
export function registrationNumber(random: Random): string {
  const digits = (n: number) => String(random.int(0, 10 ** n - 1)).padStart(n, '0')
  const kind = random.next()
  if (kind < 0.6) return `ЛП-00${digits(4)}`
  if (kind < 0.85) return `ЛСР-00${digits(4)}/${digits(2)}`
  return `П N0${digits(5)}/01`
}

/** A 13-digit EAN with a correct check digit; '460' is Russia's GS1 prefix. */
export function gtin13(random: Random, prefix = '460'): string {
  let body = prefix
  while (body.length < 12) body += String(random.int(0, 9))
  const sum = [...body].reduce((acc, ch, i) => acc + Number(ch) * (i % 2 === 0 ? 1 : 3), 0)
  return body + String((10 - (sum % 10)) % 10)
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function buildInstruction(
  random: Random,
  input: {
    productId: number
    mnn: MnnData
    trade: TradeName
    form: string
    dosage: string | null
    today: string
    russianMaker: boolean
  },
): ProductInstructionRow {
  const { mnn, trade, form, dosage } = input
  const group = pharmGroups[mnn.group]
  const startRegDate = addDays(input.today, -random.int(400, 5500))
  const reRegistered = random.chance(0.4)
  const numberReg = registrationNumber(random)
  // Children below the allowed age are a contraindication; from birth means none.
  const childrenLine =
    mnn.children === null
      ? ' Также: детский возраст до 18 лет.'
      : mnn.children.startsWith('с рождения')
        ? ''
        : ` Также: детский возраст до ${mnn.children.replace(/^с /, '')}.`
  const active = `${mnn.title}${dosage === null ? '' : ` ${dosage}`}`
  return {
    productId: input.productId,
    shortDesc: `${trade.name} — ${group.title.charAt(0).toLowerCase()}${group.title.slice(1)}.`,
    indictation: `${capitalize(mnn.indications)}.`,
    contraIndication: `${group.contra}${childrenLine}`,
    specialInstruction: `${'special' in group ? group.special : ''} ${defaultSpecial}`.trim(),
    pharmAction: group.action,
    dosage: `${routeOf(form)}. ${mnn.dose}`,
    interaction: 'interaction' in group ? group.interaction : defaultInteraction,
    overDosage: 'overdose' in group ? group.overdose : defaultOverdose,
    sideEffect: group.side,
    formulation: `1 ${unitNounOf(form)} содержит: активное вещество — ${active}; вспомогательные вещества: ${excipientsOf(form)}.`,
    storingCondition: storageOf(form, mnn),
    prescription: mnn.rx ? prescriptionLabel.rx : prescriptionLabel.otc,
    atcCode: mnn.atc,
    startRegDate,
    endRegDate: random.chance(0.7) ? null : addDays(startRegDate, 365 * 5),
    reRegDate: reRegistered ? addDays(startRegDate, random.int(365, 1800)) : null,
    numberReg,
    gtin: gtin13(
      random,
      input.russianMaker ? '460' : random.pick(['400', '590', '599', '383', '890']),
    ),
    registeredAs: 'Лекарственный препарат',
    urlToRegistry: `https://grls.minzdrav.gov.ru/GRLS.aspx?RegNumber=${encodeURIComponent(numberReg)}`,
    forChildren:
      mnn.children === null ? 'Противопоказан детям до 18 лет' : `Разрешён детям ${mnn.children}`,
    fullTradeName: [trade.name, form, dosage].filter((p) => p !== null && p !== '').join(', '),
    icd10: mnn.icd,
  }
}
