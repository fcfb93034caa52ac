// The page's one copy of React, ReactDOM and jotai (issue 16): the shell builds them as one ES module
// with named exports (its `vendor` entry), the edge maps each bare specifier below to that module's
// URL with an import map in every page's head, and remotes build with the specifiers as externals.
// So a remote's `import { useState } from 'react'` and the shell's own import reach the same module
// instance: one React, one ReactDOM, one jotai (one default store) per page.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** The bare specifiers the import map resolves to the shell's vendor module. */
export const VENDOR_SPECIFIERS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'jotai'];

/**
 * Each specifier's export names, read from the packages the shell bundles (in this order: a name two
 * packages export, such as `version` or `Fragment`, is the same value in both and taken from the first).
 * `default` is React itself, for code that does `import React from 'react'` (react-hook-form does).
 * @returns {Record<string, string[]>}
 */
export function vendorExports() {
  const require = createRequire(join(root, 'shell/package.json'));
  const seen = new Set();
  const out = {};
  for (const spec of VENDOR_SPECIFIERS) {
    out[spec] = Object.keys(require(spec)).filter((name) => !seen.has(name) && /^[A-Za-z_$][\w$]*$/.test(name));
    for (const name of out[spec]) seen.add(name);
  }
  return out;
}

/** The source of the vendor module: every specifier's exports, re-exported by name. */
export function vendorModuleSource() {
  const lines = Object.entries(vendorExports()).map(
    ([spec, names]) => `export { ${names.join(', ')} } from ${JSON.stringify(spec)};`,
  );
  return `${lines.join('\n')}\nexport { default } from 'react';\n`;
}

/**
 * The names a module built against the import map may import from each specifier: what the vendor
 * module exports (every name, since all specifiers share it), `default` only from 'react'.
 * @returns {(spec: string, name: string) => boolean}
 */
export function vendorProvides() {
  const all = new Set(Object.values(vendorExports()).flat());
  return (spec, name) =>
    VENDOR_SPECIFIERS.includes(spec) && (all.has(name) || (name === 'default' && spec === 'react'));
}
