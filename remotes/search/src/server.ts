/**
 * The search remote's Worker. `Remote.render` answers the edge's FragmentRequest over a service
 * binding with server-rendered HTML and hydration props; `fetch` serves this version's client build.
 */
import { WorkerEntrypoint } from 'cloudflare:workers';
import { remoteWorker } from '@forecourt/contracts';
import { ASSETS } from '../dist/assets.gen.js';
import { REMOTE_VERSION } from '../dist/version.gen.js';
import { components } from './components.server.js';

// Not exported: a Worker module may only export handlers and entrypoints.
const worker = remoteWorker({ remote: 'search', version: REMOTE_VERSION, components, assets: ASSETS });

export class Remote extends WorkerEntrypoint {
  async render(request: unknown) {
    return worker.render(request);
  }

  async version() {
    return REMOTE_VERSION;
  }

  override async fetch(request: Request): Promise<Response> {
    return worker.fetch(request);
  }
}

export default { fetch: (request: Request) => worker.fetch(request) };
