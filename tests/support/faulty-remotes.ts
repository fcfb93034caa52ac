/**
 * Inline Worker scripts standing in for a broken remote slot. Each exposes the same `Remote`
 * entrypoint as a real remote, so the edge calls it exactly as it would call a release.
 */
const response = (contract: string, version: string, html: string) =>
  `({ contract: ${JSON.stringify(contract)}, remote: 'content', version: ${JSON.stringify(version)}, html: ${html}, props: {} })`;

const remote = (renderBody: string) => `
import { WorkerEntrypoint } from 'cloudflare:workers';
export class Remote extends WorkerEntrypoint {
  async render(req) { ${renderBody} }
  async version() { return 'test'; }
  async fetch() { return new Response('Not found', { status: 404 }); }
}
export default { fetch() { return new Response('Not found', { status: 404 }); } };
`;

export const throwingRemote = remote(`throw new Error('remote exploded');`);

export const slowRemote = (delayMs: number, version: string) =>
  remote(
    `await new Promise((r) => setTimeout(r, ${delayMs})); return ${response('1.0.0', version, "'<p>slow but here</p>'")};`,
  );

export const incompatibleRemote = (version: string) =>
  remote(`return ${response('2.0.0', version, "'<p>from the future</p>'")};`);

export const malformedRemote = remote(`return { hello: 'world' };`);

/** Starts streaming, then stalls forever: the edge must cut it at the budget. */
export const stallingStreamRemote = (version: string) =>
  remote(`
    const enc = new TextEncoder();
    const html = new ReadableStream({ start(c) { c.enqueue(enc.encode('<p>first part</p>')); } });
    return ${response('1.0.0', version, 'html')};`);

/**
 * A flaky slot: its first `failures` render calls throw (or, with `delayMs`, answer only after that
 * long — past the edge's budget); every later call, and every client file, comes from the real release it
 * wraps (SlotWorker `wraps`). The page degrades, then the browser's retry gets the real fragment.
 */
export const flakyRemote = (failures: number, delayMs = 0) => `
import { WorkerEntrypoint } from 'cloudflare:workers';
let calls = 0;
export class Remote extends WorkerEntrypoint {
  async render(req) {
    calls++;
    if (calls <= ${failures}) {
      if (${delayMs} === 0) throw new Error('remote exploded (flaky)');
      await new Promise((r) => setTimeout(r, ${delayMs}));
    }
    return this.env.REAL.render(req);
  }
  async version() { return this.env.REAL.version(); }
  async fetch(request) { return this.env.REAL.fetch(request); }
}
export default { fetch(request, env) { return env.REAL.fetch(request); } };
`;

/**
 * A release that fails for some cars: answers as `version` (the routed one) from the real release it
 * wraps, but throws for every car page whose path has an even character-code sum (about half the cars).
 */
export const failsForSomeCars = (version: string) => `
import { WorkerEntrypoint } from 'cloudflare:workers';
const even = (s) => [...s].reduce((n, ch) => n + ch.charCodeAt(0), 0) % 2 === 0;
export class Remote extends WorkerEntrypoint {
  async render(req) {
    if (even(req.route.path)) throw new Error('${version} cannot render this car');
    const res = await this.env.REAL.render(req);
    return { ...res, version: ${JSON.stringify(version)} };
  }
  async version() { return ${JSON.stringify(version)}; }
  async fetch(request) { return this.env.REAL.fetch(request); }
}
export default { fetch(request, env) { return env.REAL.fetch(request); } };
`;
