// The settings of the real OAuth providers, read by config.ts from the environment. Apart from
// oauthProviders.ts so the configuration does not import the contract's generated types.
/** Real providers, from the environment (see config.ts). */
export interface OAuthSettings {
  /**
   * Yandex ID: the app's client id; codes are redeemed at `tokenUrl` (oauth.yandex.ru/token, with
   * `clientSecret` when set), tokens checked at `infoUrl` (login.yandex.ru/info).
   */
  yandex: { clientId: string; infoUrl: string; tokenUrl: string; clientSecret?: string } | null
  /** VK ID: the app's client id; tokens are checked at `infoUrl` (id.vk.com/oauth2/user_info). */
  vk: { clientId: string; infoUrl: string } | null
}
