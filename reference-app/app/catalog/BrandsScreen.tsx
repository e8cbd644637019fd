// The brands index screen: the letters that have brands and the brands of the chosen
// letter (useBrands); /brands shows the first letter that has brands.
import { useBrands } from '@apteka/hooks'
import { BrandsPage } from './BrandsPage'

export function BrandsScreen({ letter, alphabet }: { letter?: string; alphabet: 'ru' | 'en' }) {
  const brands = useBrands({ letter: letter ?? null, alphabet })
  return (
    <BrandsPage
      letters={brands.letters}
      letter={brands.letter ?? undefined}
      alphabet={brands.alphabet}
      letterChosen={Boolean(letter)}
      brands={brands.letter === null || brands.isLoading ? undefined : brands.brands}
    />
  )
}
