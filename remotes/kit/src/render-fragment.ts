import { type ComponentType, createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/**
 * Renders a component to an HTML stream with React — the same element the shell hydrates. With
 * `allReady` the stream is returned once every Suspense boundary has resolved, so the HTML is
 * complete in place.
 */
export async function renderFragment<P extends object>(
  remote: string,
  Component: ComponentType<P>,
  props: P,
  options: { allReady?: boolean } = {},
): Promise<ReadableStream<Uint8Array>> {
  const stream = await renderToReadableStream(createElement(Component, props), {
    onError(error) {
      console.error(`[${remote}] render error`, error);
    },
  });
  if (options.allReady) await stream.allReady;
  return stream;
}
