// The `Storage` service: the key-value store of the cart id and the favourites. The stores
// themselves are Effect-free (keyValueStorage.ts).
import * as Context from 'effect/Context'
import * as Layer from 'effect/Layer'
import { type KeyValueStorage, memoryStorage } from './keyValueStorage'

export type { KeyValueStorage } from './keyValueStorage'
export { localStorageOrMemory, memoryStorage } from './keyValueStorage'

/** The `Storage` service. */
export type Storage = KeyValueStorage

/** The `Storage` service. */
export const Storage: Context.Service<Storage, Storage> =
  Context.Service<Storage>('@apteka/sdk/Storage')

/**
 * The `Storage` service from a store.
 * @example
 * const storage = Storage.layer(localStorageOrMemory())
 */
export const layer = (store: KeyValueStorage): Layer.Layer<Storage> => Layer.succeed(Storage, store)

/**
 * The `Storage` service in memory (tests, servers).
 * @example
 * const program = Effect.provide(myProgram, Storage.layerMemory({ cart_id: 'mini-1' }))
 */
export const layerMemory = (initial?: Readonly<Record<string, string>>): Layer.Layer<Storage> =>
  Layer.sync(Storage, () => memoryStorage(initial))
