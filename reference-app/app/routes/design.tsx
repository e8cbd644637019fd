// /__design: the design gallery (every component with fixture data), and whole pages
// with fixtures at /__design?page=home|listing|product|cart.
import { useSearchParams } from 'react-router'
import { DesignPage } from '../pages/DesignPage'
import { DESIGN_SAMPLES, type DesignSample, DesignSamplePage } from '../pages/DesignSamples'

const isSample = (value: string | null): value is DesignSample =>
  (DESIGN_SAMPLES as readonly (string | null)[]).includes(value)

export default function DesignRoute() {
  const [params] = useSearchParams()
  const sample = params.get('page')
  return isSample(sample) ? <DesignSamplePage sample={sample} /> : <DesignPage />
}
