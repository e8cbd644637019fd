// /brands, /brands/letter/{letter} (Cyrillic) and /brands/eng/{letter} (Latin).
import { useLocation } from 'react-router'
import { BrandsScreen } from '../screens/BrandsScreen'
import type { Route } from './+types/brands'

export default function BrandsRoute({ params }: Route.ComponentProps) {
  const { pathname } = useLocation()
  const letter = 'letter' in params ? params.letter : undefined
  return <BrandsScreen letter={letter} alphabet={pathname.includes('/brands/eng/') ? 'en' : 'ru'} />
}
