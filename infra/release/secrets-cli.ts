/** `pnpm release:secrets <staging|production>`: the commands that set every edge secret there. */
import { ENVIRONMENTS, type Environment } from './environments.js';
import { EDGE_SECRETS, secretPutCommands } from './secrets.js';

const env = process.argv.slice(2).find((a) => a !== '--') as Environment;
if (!(ENVIRONMENTS as readonly string[]).includes(env)) {
  console.error(`usage: pnpm release:secrets <${ENVIRONMENTS.join('|')}>`);
  process.exit(2);
}
console.log(`# first: pnpm release edge --version <v> --env ${env} --dry-run (writes edge/wrangler.${env}.gen.json)`);
for (const line of secretPutCommands(env)) console.log(line);
const unused = EDGE_SECRETS.filter((s) => !s.readBy).map((s) => s.name);
console.log(`# not read by any code yet (provision with the feature): ${unused.join(', ')}`);
