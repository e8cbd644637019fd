// Types of parse-prometheus-text-format (the package ships none): the parts the API's and the
// storefront's metrics tests read. Both workspaces include this folder (their tsconfig.json).
declare module 'parse-prometheus-text-format' {
  interface PrometheusMetric {
    value?: string
    count?: string
    sum?: string
    labels?: Record<string, string>
    buckets?: Record<string, string>
  }
  interface PrometheusFamily {
    name: string
    help: string
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED'
    metrics: PrometheusMetric[]
  }
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[]
}
