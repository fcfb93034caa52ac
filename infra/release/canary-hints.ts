import type { Environment } from './environments.js';

/** The routing commands that take a fresh release of a remote from canary to default (or back). */
export function canaryCommands(
  remote: string,
  version: string,
  previous: string | undefined,
  env?: Environment,
): string[] {
  const ops = `pnpm ops${env ? ` --env ${env}` : ''} routing`;
  const reason = `--reason "${remote} ${version} canary"`;
  return [
    `# 1. canary: one dealer, then a share of them (deterministic by hash of slug; growing keeps the first ones)`,
    `${ops} canary ${remote} ${version} --dealers <slug> ${reason}`,
    `${ops} canary ${remote} ${version} --percent 10 ${reason}`,
    `# 2. promote: every dealer, then drop the canary pins`,
    `${ops} default ${remote} ${version} --reason "${remote} ${version} promoted"`,
    `${ops} unpin ${remote} ${version} --reason "${remote} ${version} canary over"`,
    `# back out: the canary (dealers return to the default) or the default itself`,
    `${ops} unpin ${remote} ${version} --reason "${remote} ${version} rolled back: <why>"`,
    ...(previous ? [`${ops} default ${remote} ${previous} --reason "${remote} back to ${previous}: <why>"`] : []),
  ];
}
