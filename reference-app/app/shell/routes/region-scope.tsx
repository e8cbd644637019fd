// '/r_{region}/…': every page again behind a region segment. The root loader answers 404
// when the segment is not 'r_…'; the pages below read the region from the root's data.
import { Outlet } from 'react-router'

export default function RegionScopeRoute() {
  return <Outlet />
}
