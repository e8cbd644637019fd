// The brands index screen. Wiring boundary: `wiring:` marks what the hooks will provide.
import { BrandsPage } from '../pages/BrandsPage'

export function BrandsScreen({ letter, alphabet }: { letter?: string; alphabet: 'ru' | 'en' }) {
  // wiring: useBrandLetters() → BrandLettersQuery['brandLetters']
  // wiring: useBrandsByLetter({ letter, alphabet }) → BrandsByLetterQuery['brandsByLetter']
  return <BrandsPage letters={undefined} letter={letter} alphabet={alphabet} brands={undefined} />
}
