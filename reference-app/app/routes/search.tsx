// /search?what=… (and /search/r_{region}/).
import { useSearchParams } from 'react-router'
import { SEARCH_PARAM } from '../components/SearchBox/SearchBox'
import { SearchScreen } from '../screens/ListingScreens'

export default function SearchRoute() {
  const [params] = useSearchParams()
  const query = (params.get(SEARCH_PARAM) ?? '').trim()
  return <SearchScreen key={query} query={query} />
}
