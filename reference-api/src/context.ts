// What every resolver receives: the request's database handle, caller and region services.
// The reference-api fills this in as its resolvers grow; codegen points resolver types here.
export interface ApiContext {
  request: Request
}
