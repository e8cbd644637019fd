// A codegen plugin: the text of every operation document exactly as the sdk's typed documents
// carry it (the same typed-document-node plugin and config, string mode), as a plain name → text
// record in @apteka/schema, so a server can list the operations (the reference-api's
// persisted-operation manifest) without loading the sdk.
const typedDocumentNode = require('@graphql-codegen/typed-document-node')

// In string mode each document is one template literal with its fragments inlined (no `${}`).
const OPERATION = /export const (\w+)Document = new TypedDocumentString\((`[^`]*`)/g

exports.validate = typedDocumentNode.validate

exports.plugin = async (schema, documents, config, info) => {
  const output = await typedDocumentNode.plugin(schema, documents, config, info)
  const content = typeof output === 'string' ? output : (output.content ?? '')
  const entries = [...content.matchAll(OPERATION)].map(([, name, text]) => `  ${name}: ${text},`)
  return [
    '/** Every operation of schema/operations by name, its text exactly as the sdk sends it. */',
    'export const operationDocuments: Readonly<Record<string, string>> = {',
    ...entries,
    '}',
    '',
  ].join('\n')
}
