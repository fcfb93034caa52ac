import {
  FRAGMENT_CONTRACT_VERSION,
  FragmentRequestSchema,
  type FragmentResponse,
  isCompatibleContract,
} from '@forecourt/contracts';
import type { ComponentType } from 'react';
import type { RemoteDefinition } from './define-remote.js';
import { renderFragment } from './render-fragment.js';

export class FragmentRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'FragmentRequestError';
  }
}

/**
 * Handles one `render` RPC: parses the request with FragmentRequestSchema, refuses another contract
 * major, picks the component, builds its props and renders it. The page's status and head are the
 * edge's (its page plan): a fragment answers HTML and hydration props only.
 * @example const res = await handleRender(definition, '1.2.0', request)
 */
export async function handleRender(
  definition: RemoteDefinition,
  version: string,
  input: unknown,
): Promise<FragmentResponse> {
  const parsed = FragmentRequestSchema.safeParse(input);
  if (!parsed.success) throw new FragmentRequestError(`invalid FragmentRequest: ${parsed.error.message}`, 400);
  const req = parsed.data;
  if (!isCompatibleContract(req.contract)) {
    throw new FragmentRequestError(`contract ${req.contract} is not compatible with ${FRAGMENT_CONTRACT_VERSION}`, 409);
  }
  const entry = Object.hasOwn(definition.components, req.component) ? definition.components[req.component] : undefined;
  if (!entry) throw new FragmentRequestError(`${definition.name} has no component ${req.component}`, 404);
  const props = entry.toProps(req) as Record<string, unknown>;
  const html = await renderFragment(definition.name, entry.component as ComponentType<object>, props, {
    allReady: entry.allReady ?? false,
  });
  const hydration = entry.hydrationProps ? (entry.hydrationProps(props as never) as Record<string, unknown>) : props;
  return { contract: FRAGMENT_CONTRACT_VERSION, remote: definition.name, version, html, props: hydration };
}
