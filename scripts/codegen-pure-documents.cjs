// A codegen plugin: typed-document-node in string mode, with every document marked /*#__PURE__*/
// so bundlers drop the documents an app never imports (the sdk's bundle budget depends on it).
const typedDocumentNode = require('@graphql-codegen/typed-document-node')

const markPure = (content) =>
  content.replace(/= new TypedDocumentString\(/g, '= /*#__PURE__*/ new TypedDocumentString(')

// Plain `exports.x =` assignments, so ESM importers (Vitest) see the named exports too.
exports.validate = typedDocumentNode.validate

exports.plugin = async (schema, documents, config, info) => {
  const output = await typedDocumentNode.plugin(schema, documents, config, info)
  if (typeof output === 'string') return markPure(output)
  return { ...output, content: markPure(output.content ?? '') }
}
