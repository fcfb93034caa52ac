/**
 * The forms remote's Worker. `Remote.render` answers the edge's FragmentRequest over a service
 * binding with server-rendered HTML and hydration props; `fetch` serves this version's client build.
 */
import { WorkerEntrypoint } from 'cloudflare:workers';
import { handleRender, serveEmbeddedAsset } from '@forecourt/contracts';
import { ASSETS } from '../dist/assets.gen.js';
import { REMOTE_VERSION } from '../dist/version.gen.js';
import { components } from './components.server.js';

// Not exported: a Worker module may only export handlers and entrypoints.
const ASSET_PREFIX = `/_remotes/forms/${REMOTE_VERSION}/`;

export class Remote extends WorkerEntrypoint {
  async render(request: unknown) {
    return handleRender({ remote: 'forms', version: REMOTE_VERSION, components }, request);
  }

  async version() {
    return REMOTE_VERSION;
  }

  override async fetch(request: Request): Promise<Response> {
    return serveEmbeddedAsset(ASSETS, ASSET_PREFIX, new URL(request.url).pathname);
  }
}

export default {
  async fetch(request: Request): Promise<Response> {
    return serveEmbeddedAsset(ASSETS, ASSET_PREFIX, new URL(request.url).pathname);
  },
};
