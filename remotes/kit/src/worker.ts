import { WorkerEntrypoint } from 'cloudflare:workers';
import { remoteAssetBase } from '@forecourt/contracts';
import { type EmbeddedAsset, serveEmbeddedAsset } from './assets.js';
import type { RemoteDefinition } from './define-remote.js';
import { handleRender } from './handle-render.js';

/**
 * A remote's whole Worker from its definition: the `Remote` entrypoint the edge calls over a service
 * binding (`render` the fragment RPC, `version`, `fetch` this version's client files) and the default
 * fetch handler. The build generates the module that exports both (dist/worker.gen.ts).
 * @example const { Remote, handler } = remoteWorker(definition, { version, assets: ASSETS })
 */
export function remoteWorker(
  definition: RemoteDefinition,
  build: { version: string; assets: Record<string, EmbeddedAsset> },
) {
  const prefix = remoteAssetBase(definition.name, build.version);
  // Only this version's own files: a path outside the prefix or not in the build is a 404.
  const serve = (request: Request) =>
    serveEmbeddedAsset(build.assets, prefix, new URL(request.url).pathname, request.headers.get('accept-encoding'));

  class Remote extends WorkerEntrypoint {
    async render(request: unknown) {
      return handleRender(definition, build.version, request);
    }

    async version() {
      return build.version;
    }

    override async fetch(request: Request): Promise<Response> {
      return serve(request);
    }
  }
  return { Remote, handler: { fetch: serve } };
}
