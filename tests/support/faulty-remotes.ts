/**
 * Inline Worker scripts standing in for a broken remote slot. Each exposes the same `Remote`
 * entrypoint as a real remote, so the edge calls it exactly as it would call a release.
 */
const response = (contract: string, version: string, html: string) =>
  `({ contract: ${JSON.stringify(contract)}, remote: 'content', version: ${JSON.stringify(version)}, status: 200, html: ${html}, props: {}, head: [] })`;

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
