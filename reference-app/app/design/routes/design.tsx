// /__design: the design gallery (every component with fixture data), and whole pages
// with fixtures at /__design?page=home|listing|product|cart. A tool for the people who
// build the skin, not a page for shoppers: the server answers 404 unless it was started
// with STOREFRONT_DESIGN_GALLERY=1 (`npm run dev` and the design tests set it).
import { data, useSearchParams } from 'react-router'
import { DesignPage } from '../DesignPage'
import { DESIGN_SAMPLES, type DesignSample, DesignSamplePage } from '../DesignSamples'

/** The environment variable that turns the design gallery on. */
export const DESIGN_GALLERY_ENV = 'STOREFRONT_DESIGN_GALLERY'

export function loader() {
  if (process.env[DESIGN_GALLERY_ENV] !== '1') throw data(null, { status: 404 })
  return null
}

const isSample = (value: string | null): value is DesignSample =>
  (DESIGN_SAMPLES as readonly (string | null)[]).includes(value)

export default function DesignRoute() {
  const [params] = useSearchParams()
  const sample = params.get('page')
  return isSample(sample) ? <DesignSamplePage sample={sample} /> : <DesignPage />
}
