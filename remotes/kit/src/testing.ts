import { FRAGMENT_CONTRACT_VERSION, type FragmentRequest } from '@forecourt/contracts';
import type { RemoteDefinition } from './define-remote.js';
import { handleRender } from './handle-render.js';

/**
 * Renders a component of a definition exactly as its Worker would for the edge (same props, same
 * React stream) and returns the HTML as text, for a remote's tests.
 * @example const { html, props } = await renderForTest(definition, makeFragmentRequest('/', { site }))
 */
export async function renderForTest(
  definition: RemoteDefinition,
  request: FragmentRequest,
): Promise<{ html: string; props: Record<string, unknown> }> {
  const res = await handleRender(definition, '0.0.0-test', { ...request, contract: FRAGMENT_CONTRACT_VERSION });
  const html = typeof res.html === 'string' ? res.html : await new Response(res.html).text();
  return { html, props: res.props };
}
