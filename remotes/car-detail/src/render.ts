import { type ComponentType, createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/** Renders a component to a complete HTML stream with React (the same element the shell hydrates). */
export async function renderComponent<P extends object>(
  Component: ComponentType<P>,
  props: P,
): Promise<ReadableStream<Uint8Array>> {
  const stream = await renderToReadableStream(createElement(Component, props), {
    onError(error) {
      console.error('[car-detail] render error', error);
    },
  });
  // Every lazy part the server renders (the 404 page) resolves at once; waiting for it makes the
  // HTML complete in place, with no streamed fallback-then-swap script.
  await stream.allReady;
  return stream;
}
