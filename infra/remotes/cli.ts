/**
 * `pnpm new-remote <name>` (new-remote.ts) and `pnpm remotes:workflow` (rewrites the remotes' CI
 * workflow from contracts REMOTE_NAMES after a hand edit of the list).
 */
import { writeFileSync } from 'node:fs';
import { ROOT } from '../ops/kv.js';
import { newRemote, remoteNamesOf } from './new-remote.js';
import { REMOTES_WORKFLOW, remotesWorkflowPath, renderRemotesWorkflow } from './workflow.js';

const [command, name] = process.argv.slice(2);
try {
  if (command === 'workflow') {
    writeFileSync(remotesWorkflowPath(ROOT), renderRemotesWorkflow(remoteNamesOf(ROOT)));
    console.log(`wrote ${REMOTES_WORKFLOW}`);
  } else if (command === 'new' && name) {
    const made = newRemote(ROOT, name);
    console.log(`created ${made.files.join('\n        ')}`);
    console.log(`edited  ${made.edited.join('\n        ')}`);
    console.log(`
Next:
  pnpm install                                   # links the new package into the workspace
  pnpm --filter @forecourt/remote-${name} test   # its first test
  pnpm --filter @forecourt/remote-${name} build  # builds it into slot a (pnpm build builds every remote)
Then route a page to it: a page-plan entry in edge/src/routes/page-plan.ts naming '${name}' and
'${made.component}' (and, if the page is not an information page, its page view id in contracts
analytics/page-view-ids.ts), and \`pnpm ops routing\` to give it a default version.`);
  } else {
    console.error('usage: pnpm new-remote <name> | pnpm remotes:workflow');
    process.exit(2);
  }
} catch (error) {
  console.error(`new-remote: ${(error as Error).message}`);
  process.exit(1);
}
