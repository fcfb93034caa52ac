import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { refuseDevOnlyVars } from './dev-only-vars.js';

export const ENVIRONMENTS = ['staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const EXAMPLE_FILE = join(ROOT, 'infra/release/environments.example.json');
const REAL_FILE = join(ROOT, 'infra/release/environments.json');
export const EDGE_CONFIG = join(ROOT, 'edge/wrangler.jsonc');

const FileSchema = z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())]));
type Values = Record<string, string>;

function readValues(file: string, env: Environment): Values {
  if (!existsSync(file)) return {};
  const parsed = FileSchema.parse(JSON.parse(readFileSync(file, 'utf8')))[env];
  return typeof parsed === 'object' ? parsed : {};
}

/**
 * An environment's resource ids, names and public vars: FORECOURT_<ENV>_<NAME> variables win over
 * the git-ignored environments.json. A dry run falls back to the committed example (fake ids), so
 * it works offline on any clone; a real release refuses a value still equal to the example's.
 */
export function environmentValues(
  env: Environment,
  opts: { dryRun: boolean; processEnv?: NodeJS.ProcessEnv; file?: string },
): Values {
  const processEnv = opts.processEnv ?? process.env;
  const example = readValues(EXAMPLE_FILE, env);
  const real = readValues(opts.file ?? processEnv.FORECOURT_ENVIRONMENTS ?? REAL_FILE, env);
  const prefix = `FORECOURT_${env.toUpperCase()}_`;
  const fromVars = Object.fromEntries(
    Object.entries(processEnv)
      .filter(([k, v]) => k.startsWith(prefix) && v !== undefined)
      .map(([k, v]) => [k.slice(prefix.length), v as string]),
  );
  const values = { ...(opts.dryRun ? example : {}), ...real, ...fromVars };
  if (!opts.dryRun) {
    const fake = Object.keys(example).filter((k) => /_ID$/.test(k) && values[k] === example[k]);
    if (fake.length > 0) throw new Error(`${env}: ${fake.join(', ')} still have the example's values`);
  }
  return values;
}

/** Fills every "${NAME}" in a config text; names without a value are an error naming them all. */
export function fillPlaceholders(text: string, values: Values, where: string): string {
  const missing = new Set<string>();
  const out = text.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    if (values[name] === undefined) missing.add(name);
    return JSON.stringify(values[name] ?? '').slice(1, -1);
  });
  if (missing.size > 0) {
    throw new Error(
      `${where}: no value for ${[...missing].join(', ')} (set FORECOURT_<ENV>_<NAME> or environments.json)`,
    );
  }
  return out;
}

/** JSONC → JSON for our configs: whole-line // comments only (the convention edge/wrangler.jsonc keeps). */
export function stripLineComments(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n');
}

/**
 * Writes the edge's wrangler config for one environment, placeholders filled, beside the committed
 * one (so its relative paths hold) as a git-ignored *.gen.json; returns its path for `-c`. Refuses an
 * environment that sets a dev-only variable (dev-only-vars.ts). `configFile` is for tests.
 */
export function renderEdgeConfig(env: Environment, values: Values, configFile = EDGE_CONFIG): string {
  const config = JSON.parse(stripLineComments(readFileSync(configFile, 'utf8')));
  const envBlock = JSON.parse(fillPlaceholders(JSON.stringify(config.env[env]), values, `edge env.${env}`));
  refuseDevOnlyVars(`edge env.${env}`, envBlock.vars);
  const out = join(dirname(EDGE_CONFIG), `wrangler.${env}.gen.json`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ ...config, env: { [env]: envBlock } }, null, 2)}\n`);
  return out;
}

/** The Stripe Worker's name in an environment (edge/stripe.wrangler.jsonc; the edge binds it as STRIPE). */
export const stripeWorkerNameIn = (env?: Environment) => `forecourt-stripe${env === 'staging' ? '-staging' : ''}`;

/** The edge's binding of the Stripe Worker in an environment, as its wrangler config lists it. */
export const stripeBindingIn = (env?: Environment) => ({
  binding: 'STRIPE',
  service: stripeWorkerNameIn(env),
  entrypoint: 'StripeApi',
});

/** A remote slot Worker's name in an environment (the edge's env blocks bind the same names). */
export function slotWorkerNameIn(remote: string, slot: string, env?: Environment): string {
  return `forecourt-${remote}-${slot}${env === 'staging' ? '-staging' : ''}`;
}
