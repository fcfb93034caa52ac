/**
 * The postcode lookup's cost in the edge (issue 15): the first lookup of an isolate parses the build's
 * table (edge/src/postcodes/au-postcodes.gen.ts, from `pnpm build`), later ones are Map reads. Prints figures;
 * asserts nothing. Run: `cd tests && npx tsx bench/postcodes.ts`.
 */
import { AU_POSTCODE_TABLE } from '../../edge/src/postcodes/au-postcodes.gen.js';
import { auPostcodePoint } from '../../edge/src/postcodes/au-postcodes.js';

const t0 = performance.now();
auPostcodePoint('2000');
const parse = performance.now() - t0;
const N = 200_000;
let found = 0;
const t1 = performance.now();
for (let i = 0; i < N; i++) if (auPostcodePoint(String(i % 10_000).padStart(4, '0'))) found++;
const each = ((performance.now() - t1) / N) * 1000;
console.log(
  `table: ${(AU_POSTCODE_TABLE.length / 1000).toFixed(1)} KB, ${AU_POSTCODE_TABLE.split(';').length} postcodes`,
);
console.log(`first lookup (parses the table): ${parse.toFixed(2)} ms`);
console.log(`later lookups: ${each.toFixed(3)} µs each (${N} lookups, ${found} known)`);
