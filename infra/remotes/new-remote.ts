/**
 * `pnpm new-remote <name>`: a new remote on the kit, and the remote lists that name it.
 * Writes remotes/<name>/ (package.json, tsconfig.json, src/remote.ts, one page with its props builder
 * and its test, public/style.css; the Vite config is the kit's, as for every remote) and adds the name
 * to contracts REMOTE_NAMES and REMOTE_COMPONENTS, the edge's slot bindings (edge/wrangler.jsonc, every
 * environment) and the CI workflow's matrix. Tested by infra/remotes/new-remote.test.ts.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { remotesWorkflowPath, renderRemotesWorkflow } from './workflow.js';

export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const NAMES_FILE = 'contracts/src/fragment/fragment.schema.ts';
const COMPONENTS_FILE = 'contracts/src/fragment/remote-components.ts';
const EDGE_CONFIG = 'edge/wrangler.jsonc';

/** 'trade-desk' → 'TradeDesk'. */
export const pascal = (name: string) =>
  name
    .split('-')
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');
/** 'trade-desk' → 'tradeDesk'. */
const camel = (name: string) => pascal(name)[0]!.toLowerCase() + pascal(name).slice(1);
const binding = (name: string, slot: string) => `${name.toUpperCase().replace(/-/g, '_')}_${slot.toUpperCase()}`;

/** The remote names contracts REMOTE_NAMES lists in this checkout (read from its source: it may have just changed). */
export function remoteNamesOf(root: string): string[] {
  const text = readFileSync(join(root, NAMES_FILE), 'utf8');
  const match = /export const REMOTE_NAMES = \[([^\]]*)\] as const;/.exec(text);
  if (!match) throw new Error(`${NAMES_FILE}: no \`export const REMOTE_NAMES = [...] as const;\``);
  return [...match[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

export type NewRemote = { name: string; component: string; files: string[]; edited: string[] };

/**
 * Generates remotes/<name> in the checkout at `root` and registers it in every list.
 * @example newRemote('/work/main', 'trade-desk') // remotes/trade-desk with TradeDeskPage
 */
export function newRemote(root: string, name: string): NewRemote {
  if (!REMOTE_NAME_PATTERN.test(name) || name === 'kit') {
    throw new Error(`a remote name is lower-case words joined by '-' (e.g. trade-desk), not '${name}'`);
  }
  const names = remoteNamesOf(root);
  if (names.includes(name) || existsSync(join(root, 'remotes', name))) {
    throw new Error(`remote ${name} exists already`);
  }
  const component = `${pascal(name)}Page`;
  const files = writeRemoteFolder(root, name, component);

  edit(root, NAMES_FILE, (text) =>
    text.replace(
      /export const REMOTE_NAMES = \[([^\]]*)\] as const;/,
      (_all, list: string) => `export const REMOTE_NAMES = [${list}, '${name}'] as const;`,
    ),
  );
  edit(root, COMPONENTS_FILE, (text) =>
    text.replace(/\n\} as const satisfies/, `\n  '${name}': ['${component}'],\n} as const satisfies`),
  );
  edit(root, EDGE_CONFIG, (text) => addSlotBindings(text, name));
  writeFileSync(remotesWorkflowPath(root), renderRemotesWorkflow([...names, name]));
  return {
    name,
    component,
    files,
    edited: [NAMES_FILE, COMPONENTS_FILE, EDGE_CONFIG, '.github/workflows/remotes.yml'],
  };
}

function edit(root: string, file: string, change: (text: string) => string) {
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: could not add the new remote (its layout changed?)`);
  writeFileSync(path, after);
}

/**
 * Adds the remote's two slot bindings to every `"services"` list of the edge config (the top level and
 * each environment), with that list's Worker name suffix (-staging in staging).
 */
export function addSlotBindings(config: string, name: string): string {
  return config.replace(
    /("services": \[\n)([\s\S]*?)(\n(\s*)\])/g,
    (_all, open: string, body: string, close: string) => {
      const lines = body.split('\n');
      const last = lines[lines.length - 1]!;
      const indent = /^\s*/.exec(last)![0];
      const suffix = body.includes('-staging"') ? '-staging' : '';
      const added = ['a', 'b'].map(
        (slot) =>
          `${indent}{ "binding": "${binding(name, slot)}", "service": "forecourt-${name}-${slot}${suffix}", "entrypoint": "Remote" }`,
      );
      const body2 = last.trimEnd().endsWith(',') ? body : `${body},`;
      return `${open}${body2}\n${added.join(',\n')}${close}`;
    },
  );
}

function writeRemoteFolder(root: string, name: string, component: string): string[] {
  const dir = join(root, 'remotes', name);
  const files = remoteFiles(root, name, component);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return Object.keys(files).map((f) => `remotes/${name}/${f}`);
}

/** The new remote's files (path in its folder → text): one page, its props, a test and a style sheet. */
function remoteFiles(root: string, name: string, component: string): Record<string, string> {
  const P = pascal(name);
  const props = `${camel(name)}Props`;
  return {
    'package.json': remotePackageJson(root, name),
    'tsconfig.json': `${JSON.stringify({ extends: '../../tsconfig.base.json', include: ['src'] }, null, 2)}\n`,
    'src/remote.ts': `import { defineRemote, fragment } from '@forecourt/remote-kit';
import { ${component} } from './pages/${component}.js';
import { type ${component}Props, ${props} } from './pages/${name}-props.js';

/** The ${name} remote. Its components are the ones contracts REMOTE_COMPONENTS lists for it. */
export default defineRemote({
  name: '${name}',
  // The most JavaScript (KB gzip, React included) one of its pages may ship: the build fails above it.
  jsBudgetKb: 85,
  components: {
    ${component}: fragment<${component}Props>({ component: ${component}, toProps: ${props} }),
  },
});
`,
    [`src/pages/${name}-props.ts`]: `import type { FragmentRequest } from '@forecourt/contracts';
import { z } from 'zod';

export type ${component}Props = { siteName: string };

/** What the edge sends (the RPC is a boundary: parsed), reduced to what the page hydrates with. */
const Input = z.object({ site: z.object({ name: z.string() }) });

export function ${props}(req: FragmentRequest): ${component}Props {
  const { site } = Input.parse(req.props);
  return { siteName: site.name };
}
`,
    [`src/pages/${component}.tsx`]: `import type { ${component}Props } from './${name}-props.js';

/** The ${name} remote's first page. */
export function ${component}({ siteName }: ${component}Props) {
  return (
    <section className="${name}-page">
      <h1>${P} at {siteName}</h1>
    </section>
  );
}
`,
    [`src/pages/${name}.test.tsx`]: `import { SiteConfigSchema } from '@forecourt/contracts';
import { GROUP_SITE_FIXTURE, makeFragmentRequest as request } from '@forecourt/contracts/fixtures';
import { renderForTest } from '@forecourt/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import definition from '../remote.js';

const site = SiteConfigSchema.parse(GROUP_SITE_FIXTURE);

describe('${component} (server render)', () => {
  it('renders its heading with the site name, and hydrates with that name only', async () => {
    const { html, props } = await renderForTest(definition, request('/', { site }, 0, { component: '${component}' }));
    expect(html).toContain('<h1>');
    expect(props).toEqual({ siteName: site.name });
  });
});
`,
    'public/style.css': `/* The ${name} remote. Class prefix ${name}-. */\n.${name}-page {\n  padding: 24px 16px;\n}\n`,
  };
}

/** The new remote's package.json: the same dependencies, at the same versions, as the other remotes. */
function remotePackageJson(root: string, name: string): string {
  // content's as the model.
  const model = JSON.parse(readFileSync(join(root, 'remotes/content/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const pkg = {
    name: `@forecourt/remote-${name}`,
    version: '1.0.0',
    private: true,
    type: 'module',
    description: `The ${name} remote`,
    scripts: {
      typecheck: 'tsc -p tsconfig.json',
      build: `node ../../infra/build/build-remote.mjs ${name}`,
      test: 'vitest run',
    },
    dependencies: model.dependencies,
    devDependencies: model.devDependencies,
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}
