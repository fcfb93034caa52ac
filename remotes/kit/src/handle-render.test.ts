import { FRAGMENT_CONTRACT_VERSION, isCompatibleContract } from '@forecourt/contracts';
import { createElement, lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { defineRemote, fragment, type RemoteDefinition } from './define-remote.js';
import { FragmentRequestError, handleRender } from './handle-render.js';
import { renderForTest } from './testing.js';

const request = (over: Record<string, unknown> = {}) => ({
  contract: FRAGMENT_CONTRACT_VERSION,
  component: 'HelloPage',
  fragmentId: 'hello',
  tenant: { slug: 'fixture', host: 'fixture.localhost' },
  locale: 'en-AU',
  route: { path: '/', params: {}, query: {} },
  props: { name: 'Ada' },
  now: 0,
  ...over,
});

const Hello = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
// A lazy part that resolves at once, as the car page's 404 chunk does on the server.
const Later = lazy(async () => ({ default: () => createElement('span', null, 'later') }));
const WithLazy = () => createElement(Suspense, { fallback: createElement('i', null, 'wait') }, createElement(Later));

// A test remote's own components (not contracts REMOTE_COMPONENTS': defineRemote would refuse them).
const definition: RemoteDefinition = {
  name: 'content',
  jsBudgetKb: 100,
  components: {
    HelloPage: fragment<{ name: string }>({ component: Hello, toProps: (req) => ({ name: String(req.props.name) }) }),
    LazyPage: fragment<object>({ component: WithLazy, toProps: () => ({}), allReady: true }),
    LightPage: fragment<{ name: string }>({
      component: Hello,
      toProps: (req) => ({ name: String(req.props.name) }),
      hydrationProps: () => ({ name: '' }),
    }),
  },
};

describe('handleRender (the remote side of the fragment RPC)', () => {
  it('renders the component with its props, and answers its remote, version and contract', async () => {
    const res = await handleRender(definition, '1.2.3', request());
    expect(res).toMatchObject({
      contract: FRAGMENT_CONTRACT_VERSION,
      remote: 'content',
      version: '1.2.3',
      props: { name: 'Ada' },
    });
    expect(await new Response(res.html).text()).toBe('<p>Hello Ada</p>');
  });

  it('hydrationProps: renders with the full props and answers the lighter ones for the browser', async () => {
    const res = await handleRender(definition, '1.2.3', request({ component: 'LightPage' }));
    expect(res.props).toEqual({ name: '' });
    expect(await new Response(res.html).text()).toBe('<p>Hello Ada</p>');
  });

  it('allReady: the HTML is complete in place (no streamed fallback-then-swap script)', async () => {
    const { html } = await renderForTest(definition, request({ component: 'LazyPage' }) as never);
    expect(html).toContain('<span>later</span>');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
  });

  it('refuses an invalid request (400), another contract major (409) and an unknown component (404)', async () => {
    await expect(handleRender(definition, '1.2.3', { nope: true })).rejects.toMatchObject({ status: 400 });
    await expect(handleRender(definition, '1.2.3', request({ contract: '2.0.0' }))).rejects.toMatchObject({
      status: 409,
    });
    await expect(handleRender(definition, '1.2.3', request({ component: 'NopePage' }))).rejects.toBeInstanceOf(
      FragmentRequestError,
    );
    await expect(handleRender(definition, '1.2.3', request({ component: 'NopePage' }))).rejects.toMatchObject({
      status: 404,
    });
    // An inherited property is not a component.
    await expect(handleRender(definition, '1.2.3', request({ component: 'Constructor' }))).rejects.toMatchObject({
      status: 404,
    });
  });

  it('isCompatibleContract compares majors', () => {
    expect(isCompatibleContract('1.9.0')).toBe(true);
    expect(isCompatibleContract('2.0.0')).toBe(false);
    expect(isCompatibleContract('x')).toBe(false);
  });
});

describe('defineRemote', () => {
  it('refuses a component name the page plan and Module Federation cannot use', () => {
    expect(() =>
      defineRemote({
        name: 'content',
        jsBudgetKb: 100,
        // Not a name contracts lists either: the runtime check is for definitions typed around it.
        components: { 'home-page': fragment({ component: Hello, toProps: () => ({ name: '' }) }) },
      } as never),
    ).toThrow(/PascalCase/);
  });
});
