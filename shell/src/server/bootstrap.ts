import type { PageManifest } from '@forecourt/contracts';
import { jsonForScript } from './html.js';

/** Where the edge serves the shell's client build. */
export const SHELL_ASSET_BASE = '/_shell/';

/**
 * The tags that end the body: the page manifest (which remote version rendered which fragment, with
 * its hydration props) and the shell's client entry, which imports each fragment's page module (a plain
 * ES module under its remote version's base, resolved through the page's import map) and hydrates it.
 */
export function shellBootstrapTags(manifest: PageManifest, entry: string): string {
  return `<script type="application/json" id="__forecourt">${jsonForScript(manifest)}</script><script type="module" src="${entry}"></script>`;
}
