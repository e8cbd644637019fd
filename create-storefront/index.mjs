#!/usr/bin/env node
// `npm create @apteka/storefront@latest my-shop`: copies the template next to this file into a new
// folder, names the package after it and pins the kit's packages to this starter's own version:
// the four packages are released together (.changeset/config.json, "fixed"). No dependencies of its own, so `npm create` runs it without an install step.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))
const usage = 'Usage: npm create @apteka/storefront@latest <folder>'

/** A folder name npm accepts as a package name (lower case, no spaces). */
const packageNameOf = (folder) =>
  basename(folder)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+/, '') || 'my-shop'

function main(args) {
  const folder = args.find((arg) => !arg.startsWith('-'))
  if (!folder || args.includes('--help') || args.includes('-h')) {
    console.log(usage)
    return folder ? 0 : 1
  }
  const target = resolve(folder)
  if (existsSync(target) && readdirSync(target).length > 0) {
    console.error(`${target} exists and is not empty: choose a new folder.`)
    return 1
  }
  cpSync(join(here, 'template'), target, { recursive: true })
  // npm drops .gitignore from tarballs, so the template carries it under another name.
  renameSync(join(target, '_gitignore'), join(target, '.gitignore'))

  const own = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'))
  const manifestPath = join(target, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  manifest.name = packageNameOf(folder)
  for (const name of ['@apteka/schema', '@apteka/sdk', '@apteka/hooks']) {
    manifest.dependencies[name] = `^${own.version}`
  }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)

  console.log(`Created ${manifest.name} in ${target}

Next:
  cd ${folder}
  npm install
  API_URL=http://127.0.0.1:4000 npm run dev   # a running reference API (npm start in the kit)
  npm test                                    # the skin against the sdk's mock shop
`)
  return 0
}

process.exitCode = main(process.argv.slice(2))
