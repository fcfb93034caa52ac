import { describe, expect, it, vi } from 'vitest';
import { type ChatWindow, loadChatProvider } from './chat.js';

/**
 * A document stand-in whose appended scripts "load" by running `onScript` (which plays the provider's
 * script, against the public API it documents) and then firing onload — or onerror when it returns false.
 */
function fakeDocument(onScript: (src: string) => boolean) {
  const appended: { src: string; id: string }[] = [];
  const doc = {
    createElement: () => ({ src: '', id: '', async: false, onload: null, onerror: null }),
    head: {
      append(script: { src: string; id: string; onload: () => void; onerror: () => void }) {
        appended.push({ src: script.src, id: script.id });
        queueMicrotask(() => (onScript(script.src) ? script.onload() : script.onerror()));
      },
    },
  };
  return { doc: doc as unknown as Document, appended };
}

describe('loadChatProvider: LiveChat', () => {
  const livechat = { kind: 'livechat' as const, license: 19000001, group: '3' };

  it('sets __lc, queues calls as the tracking code does until tracking.js takes over, opens with maximize', async () => {
    const w: ChatWindow = {};
    const calls: unknown[][] = [];
    // tracking.js (stand-in): installs the handler and replays the queue, as LiveChat's JS API v2.0 does.
    const { doc, appended } = fakeDocument(() => {
      const api = w.LiveChatWidget!;
      api._h = (method, args) => calls.push([method, ...(args as unknown[])]);
      for (const queued of api._q) api._h(...queued);
      return true;
    });
    const messages: number[] = [];
    const widget = await loadChatProvider(w, doc, livechat, (at) => messages.push(at));
    expect(appended).toEqual([{ src: 'https://cdn.livechatinc.com/tracking.js', id: '' }]);
    expect(w.__lc).toMatchObject({ license: 19000001, group: 3 });
    expect(calls[0]?.[0]).toBe('on');
    expect(calls[0]?.[1]).toBe('new_event');
    // new_event: only the customer's own messages are reported, with their sent time.
    const onEvent = calls[0]?.[2] as (e: unknown) => void;
    onEvent({ timestamp: 5, type: 'message', author: { type: 'agent' } });
    onEvent({ timestamp: 7, type: 'message', author: { type: 'customer' } });
    expect(messages).toEqual([7]);
    widget.open();
    expect(calls.at(-1)).toEqual(['call', 'maximize']);
  });

  it('rejects when the script cannot load (offline) or loads without starting', async () => {
    await expect(loadChatProvider({}, fakeDocument(() => false).doc, livechat, () => {})).rejects.toThrow(
      /could not load/,
    );
    await expect(loadChatProvider({}, fakeDocument(() => true).doc, livechat, () => {})).rejects.toThrow(
      /did not start/,
    );
  });
});

describe('loadChatProvider: Zendesk', () => {
  it('loads the Web Widget snippet with the key and opens the messenger', async () => {
    const w: ChatWindow = {};
    const zE = vi.fn();
    const { doc, appended } = fakeDocument(() => {
      w.zE = zE;
      return true;
    });
    const widget = await loadChatProvider(w, doc, { kind: 'zendesk', key: 'a b' }, () => {});
    expect(appended).toEqual([{ src: 'https://static.zdassets.com/ekr/snippet.js?key=a%20b', id: 'ze-snippet' }]);
    widget.open();
    expect(zE).toHaveBeenCalledWith('messenger', 'open');
  });

  it('rejects offline', async () => {
    const { doc } = fakeDocument(() => false);
    await expect(loadChatProvider({}, doc, { kind: 'zendesk', key: 'k' }, () => {})).rejects.toThrow();
  });
});
