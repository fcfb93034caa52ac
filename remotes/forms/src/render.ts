import { type ComponentType, createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/** Renders a component to an HTML stream with React (the same element the shell hydrates). */
export async function renderComponent<P extends object>(
  Component: ComponentType<P>,
  props: P,
): Promise<ReadableStream<Uint8Array>> {
  const stream = await renderToReadableStream(createElement(Component, props), {
    onError(error) {
      console.error('[forms] render error', error);
    },
  });
  return stream;
}
