import { RemoteNameSchema, SemverSchema } from '@forecourt/contracts';
import { serveEmbeddedAsset } from '@forecourt/remote-kit/assets';
import { ASSETS as SHELL_ASSETS } from '@forecourt/shell/assets';
import { SHELL_ASSET_BASE } from '@forecourt/shell/server';
import { Hono } from 'hono';
import { clientAcceptEncoding } from '../compose/client-encoding.js';
import { bindingForVersion, readRoutingState } from '../compose/remote-routing.js';
import type { AppContext } from '../env.js';
import { kvMemoMs } from '../tenant/kv-memo.js';

/**
 * Client code: the shell's build (embedded in the edge) under /_shell/, and each remote version's
 * build under /_remotes/<name>/<version>/, proxied to the slot Worker running that version — so the
 * browser loads exactly the client code of the version that rendered the HTML.
 */
export const assetRoutes = new Hono<AppContext>()
  .get(`${SHELL_ASSET_BASE}*`, (c) =>
    serveEmbeddedAsset(SHELL_ASSETS, SHELL_ASSET_BASE, new URL(c.req.url).pathname, clientAcceptEncoding(c.req.raw)),
  )
  .get('/_remotes/:name/:version/*', async (c) => {
    const name = RemoteNameSchema.safeParse(c.req.param('name'));
    const version = SemverSchema.safeParse(c.req.param('version'));
    if (!name.success || !version.success) return c.text('Not found', 404);
    const binding = bindingForVersion(
      c.env,
      await readRoutingState(c.env.SITES, kvMemoMs(c.env.KV_MEMO_MS)),
      name.data,
      version.data,
    );
    if (!binding) return c.text('Not found', 404);
    // The remote chooses gzip or identity from the client's own Accept-Encoding (client-encoding.ts).
    const request = new Request(c.req.raw);
    const accepted = clientAcceptEncoding(c.req.raw);
    if (accepted === null) request.headers.delete('accept-encoding');
    else request.headers.set('accept-encoding', accepted);
    return binding.fetch(request);
  });
