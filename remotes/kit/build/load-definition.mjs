// Reads a remote's one definition file (src/remote.ts, `export default defineRemote({...})`) in Node,
// for the build: the Vite config builds a page module per component from it, the build records
// its name, components and JavaScript budget next to the release (dist/remote.json).
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

/**
 * @param {string} dir the remote's folder (remotes/<name>)
 * @returns {Promise<{ name: string, jsBudgetKb: number, components: string[], embeds: string[] }>}
 */
export async function loadRemoteDefinition(dir) {
  const file = join(dir, 'src/remote.ts');
  if (!existsSync(file)) throw new Error(`${dir} is not a remote: it has no src/remote.ts`);
  const mod = await tsImport(pathToFileURL(file).href, {
    parentURL: import.meta.url,
    tsconfig: join(dir, 'tsconfig.json'),
  });
  const definition = mod.default?.default ?? mod.default;
  if (!definition?.name || !definition.components) {
    throw new Error(`${file} must \`export default defineRemote({ name, jsBudgetKb, components })\``);
  }
  if (definition.name !== basename(dir)) {
    throw new Error(`${file} defines remote '${definition.name}' but lives in remotes/${basename(dir)}`);
  }
  const components = Object.keys(definition.components);
  for (const name of components) {
    if (!existsSync(join(dir, 'src/pages', `${name}.tsx`))) {
      throw new Error(`${definition.name}: component ${name} must be the export ${name} of src/pages/${name}.tsx`);
    }
  }
  if (!(definition.jsBudgetKb > 0)) throw new Error(`${definition.name}: jsBudgetKb must be a positive number`);
  const embeds = [...(definition.embeds ?? [])];
  for (const name of embeds) {
    if (!existsSync(join(dir, 'src/embed', `${name}.tsx`))) {
      throw new Error(`${definition.name}: embed ${name} must be the export ${name} of src/embed/${name}.tsx`);
    }
  }
  return { name: definition.name, jsBudgetKb: definition.jsBudgetKb, components, embeds };
}

/**
 * The remotes in a checkout: every folder under remotes/ with a definition (src/remote.ts); the kit
 * itself has none.
 * @param {string} root the repository root
 * @returns {string[]} remote names, sorted
 */
export function remoteNamesIn(root) {
  return readdirSync(join(root, 'remotes'))
    .filter((name) => existsSync(join(root, 'remotes', name, 'src/remote.ts')))
    .sort();
}
