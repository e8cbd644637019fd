// What server.mjs hands every loader and action (getLoadContext).
import 'react-router'

declare module 'react-router' {
  interface AppLoadContext {
    /** The API's origin as the server reaches it (API_URL), for server-side GraphQL calls. */
    readonly apiUrl: string
  }
}
