import {
  FRAGMENT_CONTRACT_VERSION,
  type FragmentRequest,
  type FragmentResponse,
  FragmentResponseSchema,
  isCompatibleContract,
} from '@forecourt/contracts';
import type { RoutedRemote } from './remote-routing.js';

export type FragmentOutcome =
  | { ok: true; response: FragmentResponse }
  | { ok: false; reason: 'timeout' | 'error' | 'invalid' | 'incompatible' | 'version-mismatch'; detail: string };

/**
 * Calls a remote's `render` over its service binding within a time budget. Whatever goes wrong —
 * a throw, no answer within the budget, a response that fails the contract schema, another
 * contract major, or a Worker answering for a version other than the one routed — becomes a
 * failed outcome, and the page renders that fragment's fallback instead.
 */
export async function callFragment(
  target: RoutedRemote,
  request: FragmentRequest,
  budgetMs: number,
): Promise<FragmentOutcome> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<FragmentOutcome>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, reason: 'timeout', detail: `no answer within ${budgetMs} ms` }),
      budgetMs,
    );
  });
  const call = (async (): Promise<FragmentOutcome> => {
    try {
      const raw = await target.binding.render({ ...request, contract: FRAGMENT_CONTRACT_VERSION });
      const parsed = FragmentResponseSchema.safeParse(raw);
      if (!parsed.success) return { ok: false, reason: 'invalid', detail: parsed.error.message };
      if (!isCompatibleContract(parsed.data.contract)) {
        return { ok: false, reason: 'incompatible', detail: `remote speaks contract ${parsed.data.contract}` };
      }
      if (parsed.data.version !== target.version) {
        return {
          ok: false,
          reason: 'version-mismatch',
          detail: `expected ${target.version}, got ${parsed.data.version}`,
        };
      }
      return { ok: true, response: parsed.data };
    } catch (error) {
      return { ok: false, reason: 'error', detail: (error as Error)?.message ?? String(error) };
    }
  })();
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
