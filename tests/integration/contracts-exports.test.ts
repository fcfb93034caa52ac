/**
 * Every value @forecourt/contracts exports is used: by product code (edge, shell, remotes, infra — not
 * tests), or as a building block by other contracts code, or it is a rule kept for a capability not
 * built yet and listed below with that capability (docs/SPEC-COVERAGE.md says "rule only" for it).
 * A new export nobody uses fails here: wire it into the product, list it, or delete it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/artifacts.js';

/** Exports no product code uses yet, each with what it waits for (or why it stays). */
const RULE_ONLY: Record<string, string> = {
  SPECIAL_TAG: 'SPEC §3 tag value; feeds and the dashboard carry tags as text and no rule compares against it yet',
  TOOLTIP_DELAY_MS: 'SPEC §9 tooltip timing: no product page shows a tooltip yet (the first one uses it)',
  TOOLTIP_SKIP_DELAY_MS: 'SPEC §9 tooltip timing: no product page shows a tooltip yet (the first one uses it)',
  COLLAPSE_ANIMATION_MS: 'SPEC §9 collapse animation: no section animates its collapse yet (the first one uses it)',
  foreignWords: "issue 35's list of other countries' words: read by the e2e locale walk (tests), no page needs it",
  isCarListed: "the SPEC §4 listing rule as a predicate: the oracle integration tests hold search's scope filter to",
  searchPathShape:
    'the search URL property tests check with it that buildSearchUrl picks a SPEC shape that parses back',
  slotWorkerName:
    'the slot Worker name infra/build/build-remote.mjs writes (a .mjs cannot import it): remote-lists.test.ts holds the build and edge/wrangler.jsonc to it',
};

const SKIP = /(\.test\.|\.spec\.|test-support|fixture|\.d\.ts$|\.gen\.ts$)/;
function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx|mjs)$/.test(name) && !SKIP.test(name)) out.push(path);
  }
  return out;
}
/** Source text without comments (an @example in a doc block is not a use). */
const code = (files: string[]) =>
  files
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

/** The value exports of contracts' public entry (types are erased and not checked). */
function contractsValueExports(): string[] {
  const entry = join(ROOT, 'contracts/src/index.ts');
  const program = ts.createProgram([entry], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  return checker
    .getExportsOfModule(module)
    .filter(
      (s) => ((s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s).flags & ts.SymbolFlags.Value) !== 0,
    )
    .map((s) => s.name);
}

/**
 * The contracts exports SPEC-COVERAGE calls "rule only": in a table cell, the names in the clause just
 * before "rule only" (since the last '(' or ';': "(CURRENCY_BY_LOCALE rule only: …)", "nearestLocation
 * — rule only"); a cell that starts "Rule only" names them all; a row whose test cell ends "rule only"
 * names those of its item cell.
 */
function ruleOnlyClaims(doc: string, exportNames: string[]): string[] {
  const named = (text: string) => exportNames.filter((n) => new RegExp(`\\b${n.replace(/\$/g, '\\$')}\\b`).test(text));
  const claimed = new Set<string>();
  for (const line of doc.split('\n')) {
    if (!line.startsWith('|') || !/rule only/i.test(line)) continue;
    const cells = line.split('|').slice(1, -1);
    for (const cell of cells) {
      if (/^\s*rule only/i.test(cell)) for (const n of named(cell)) claimed.add(n);
      for (const m of cell.matchAll(/rule only/gi)) {
        const before = cell.slice(0, m.index);
        const from = Math.max(before.lastIndexOf('('), before.lastIndexOf(';'), 0);
        for (const n of named(before.slice(from))) claimed.add(n);
      }
    }
    if (/rule only\s*$/i.test(cells.at(-1) ?? '')) for (const n of named(cells[0] ?? '')) claimed.add(n);
  }
  return [...claimed].sort();
}

describe('contracts exports', () => {
  const remotes = readdirSync(join(ROOT, 'remotes')).map((r) => join(ROOT, 'remotes', r, 'src'));
  const product = code(
    [join(ROOT, 'edge/src'), join(ROOT, 'shell/src'), join(ROOT, 'infra'), ...remotes].flatMap((d) => {
      try {
        return sources(d);
      } catch {
        return [];
      }
    }),
  );
  const contracts = code(sources(join(ROOT, 'contracts/src')));
  const names = contractsValueExports();
  const word = (name: string) => new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`, 'g');
  const unused = names.filter((n) => !word(n).test(product) && (contracts.match(word(n)) ?? []).length <= 1);

  it('every value export is used by product code or contracts, or is a listed rule-only export', () => {
    expect(names.length).toBeGreaterThan(300);
    expect(unused.filter((n) => !(n in RULE_ONLY))).toEqual([]);
  });

  it('no SPEC-COVERAGE row says "rule only" for an export the product uses (issue 35)', () => {
    const claimed = ruleOnlyClaims(readFileSync(join(ROOT, 'docs/SPEC-COVERAGE.md'), 'utf8'), names);
    // the parse finds the doc's rule-only rows (a parse that finds nothing would pass anything)
    expect(claimed).toEqual(expect.arrayContaining(['TOOLTIP_DELAY_MS', 'SPECIAL_TAG']));
    expect(claimed.filter((n) => word(n).test(product))).toEqual([]);
  });

  it('the rule-only list holds only exports that exist and are still unused (take one off once it is wired in)', () => {
    expect(Object.keys(RULE_ONLY).filter((n) => !names.includes(n) || !unused.includes(n))).toEqual([]);
  });
});
