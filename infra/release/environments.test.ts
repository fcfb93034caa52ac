// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${NAME}" is the config placeholder syntax under test
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_ONLY_VARS } from './dev-only-vars.js';
import {
  EDGE_CONFIG,
  ENVIRONMENTS,
  environmentValues,
  fillPlaceholders,
  renderEdgeConfig,
  stripLineComments,
} from './environments.js';

const edge = JSON.parse(stripLineComments(readFileSync(EDGE_CONFIG, 'utf8')));
const none = '/nonexistent/environments.json';

describe('environment values', () => {
  it('variables win over the file; a dry run falls back to the example', () => {
    const v = environmentValues('staging', {
      dryRun: true,
      file: none,
      processEnv: { FORECOURT_STAGING_DB_ID: 'real-db' },
    });
    expect(v.DB_ID).toBe('real-db');
    expect(v.SITES_KV_ID).toBe('00000000000000000000000000000000');
  });

  it("a real release refuses the example's ids and has no fallback", () => {
    expect(() => environmentValues('production', { dryRun: false, file: none, processEnv: {} })).not.toThrow();
    const ids = {
      FORECOURT_PRODUCTION_SITES_KV_ID: '11111111111111111111111111111111',
      FORECOURT_PRODUCTION_DB_ID: 'x',
    };
    expect(() => environmentValues('production', { dryRun: false, file: none, processEnv: ids })).toThrow(
      /SITES_KV_ID/,
    );
    expect(environmentValues('production', { dryRun: false, file: none, processEnv: {} })).toEqual({});
  });
});

describe('fillPlaceholders', () => {
  it('fills and JSON-escapes values, and throws naming every missing one', () => {
    expect(fillPlaceholders('{"a":"${A}"}', { A: 'q"x' }, 'cfg')).toBe('{"a":"q\\"x"}');
    expect(() => fillPlaceholders('${A} ${B} ${C}', { A: '' }, 'cfg')).toThrow('cfg: no value for B, C');
  });
});

describe('edge config environments', () => {
  // Which Workers each environment binds (every remote × slot, the Stripe Worker), exactly: remote-lists.test.ts.
  it.each(ENVIRONMENTS)('%s repeats every binding of the top level (wrangler does not inherit them)', (env) => {
    for (const key of ['kv_namespaces', 'd1_databases', 'r2_buckets', 'queues', 'services', 'version_metadata']) {
      expect(edge.env[env][key], key).toBeDefined();
    }
    expect(edge.env[env].kv_namespaces[0].id).toBe('${SITES_KV_ID}');
  });

  it.each(ENVIRONMENTS)('%s names its dealer dashboard (DASHBOARD_URL; a real release needs a value)', (env) => {
    expect(edge.env[env].vars.DASHBOARD_URL).toBe('${DASHBOARD_URL}');
    expect(() =>
      fillPlaceholders(
        JSON.stringify(edge.env[env].vars),
        { ...environmentValues(env, { dryRun: true, file: none }), DASHBOARD_URL: undefined } as never,
        env,
      ),
    ).toThrow(/DASHBOARD_URL/);
  });

  it('renders a config with ids filled in and only the chosen environment', () => {
    const values = environmentValues('staging', {
      dryRun: true,
      file: none,
      processEnv: { FORECOURT_STAGING_SITES_KV_ID: 'kv-123' },
    });
    const rendered = JSON.parse(readFileSync(renderEdgeConfig('staging', values), 'utf8'));
    expect(Object.keys(rendered.env)).toEqual(['staging']);
    expect(rendered.env.staging.kv_namespaces[0].id).toBe('kv-123');
    expect(rendered.env.staging.name).toBe('forecourt-edge-staging');
    expect(JSON.stringify(rendered)).not.toContain('${');
    expect(rendered.main).toBe(edge.main);
  });
});

describe('dev-only variables (issue 30 item 10)', () => {
  it.each(ENVIRONMENTS)('a %s config that sets LOCAL_OUTBOX_PAGE (or any dev-only variable) is refused', (env) => {
    const values = environmentValues(env, { dryRun: true, file: none, processEnv: {} });
    for (const name of DEV_ONLY_VARS) {
      const config = structuredClone(edge);
      config.env[env].vars = { ...config.env[env].vars, [name]: name === 'LOCAL_OUTBOX_PAGE' ? 'true' : 'false' };
      const file = join(mkdtempSync(join(tmpdir(), 'edge-config-')), 'wrangler.jsonc');
      writeFileSync(file, JSON.stringify(config));
      expect(() => renderEdgeConfig(env, values, file), name).toThrow(`${name} may only be set by a local run`);
    }
    // The committed config sets none of them.
    expect(() => renderEdgeConfig(env, values)).not.toThrow();
  });
});
