// A codegen plugin: the sdk's typed documents without their texts. Each operation document keeps
// its export and its types, but its value is an empty TypedDocumentString whose `__meta__` holds
// the SHA-256 of the text the text documents carry (the id the reference-api's persisted-operation
// manifest knows it by), the operation's name and its type; a build that resolves the sdk's
// `#documents` to this file ships no GraphQL text. Fragments keep their texts (nothing sends them).
const { createHash } = require('node:crypto')
const pureDocuments = require('./codegen-pure-documents.cjs')

// One operation document in string mode: its text is one template literal, fragments inlined.
const OPERATION =
  /new TypedDocumentString\(`([^`]*)`(?:, [^)]*)?\)( as unknown as TypedDocumentString<[^>]*>;)/g
// An operation's text opens with it (its fragments follow); a fragment's opens with `fragment`.
const HEAD = /^\s*(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/

/** The text a template literal with no escapes and no substitutions evaluates to: itself. */
function literalText(raw) {
  if (raw.includes('\\') || raw.includes('${'))
    throw new Error('codegen-persisted-documents: a document text has an escape or a substitution')
  return raw
}

exports.validate = pureDocuments.validate

exports.plugin = async (schema, documents, config, info) => {
  const output = await pureDocuments.plugin(schema, documents, config, info)
  const content = typeof output === 'string' ? output : (output.content ?? '')
  const hashed = content.replace(OPERATION, (whole, raw, cast) => {
    const text = literalText(raw)
    const head = HEAD.exec(text)
    if (!head) return whole // a fragment: it has no id and nothing sends it
    const meta = {
      hash: createHash('sha256').update(text).digest('hex'),
      operationName: head[2],
      operationType: head[1],
    }
    return `new TypedDocumentString('', ${JSON.stringify(meta)})${cast}`
  })
  return typeof output === 'string' ? hashed : { ...output, content: hashed }
}
