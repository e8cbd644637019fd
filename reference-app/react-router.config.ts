// React Router framework mode: every page is rendered on the server, then hydrated.
import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config
