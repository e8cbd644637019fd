// Types of parse-prometheus-text-format (the package ships none): the parts the tests read.
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
