/**
 * The chat providers' loader (issue 15): loads the site's provider script on first use — LiveChat's
 * tracking code or Zendesk's Web Widget snippet, through each one's public JavaScript API, or a hosted
 * chat page (Impel, the autobot) in the platform's chat panel (chat-embed-panel.ts) — and gives back a
 * widget to open. A script that cannot load (offline, blocked) rejects, so the caller can offer
 * the enquiry form instead. The site's settings choose the provider (contracts chatProvider); the page
 * policy admits exactly its origins (edge/src/security/chat-origins.ts).
 */
import { CHAT_PROVIDER_SCRIPTS, type ChatProvider } from '@forecourt/contracts';
import { loadEmbeddedChat } from './chat-embed-panel.js';
import type { ChatWidget } from './chat-handle.js';

export type { ChatWidget } from './chat-handle.js';

/** Chat links: the floating Text us button and the car page's Chat with us, `<a href={fallback} data-open-chat>`. */
export const OPEN_CHAT_LINK = '[data-open-chat]';

/** A provider script that has neither loaded nor failed by then counts as unavailable. */
export const CHAT_SCRIPT_TIMEOUT_MS = 10_000;

/** LiveChat's `LiveChatWidget` (JS API v2.0): calls queue in `_q` until tracking.js installs `_h`. */
type LiveChatEvent = { timestamp?: number; type?: string; author?: { type?: string } };
type LiveChatApi = {
  _q: unknown[][];
  _h: ((...call: unknown[]) => unknown) | null;
  _v: string;
  on: (name: string, cb: (event: LiveChatEvent) => void) => void;
  call: (method: string, ...args: unknown[]) => void;
};

export type ChatWindow = {
  __lc?: Record<string, unknown>;
  LiveChatWidget?: LiveChatApi;
  zE?: (...args: unknown[]) => unknown;
};

/**
 * Loads `provider` on `doc`'s page; resolves to its widget once the script has loaded and started.
 * `onCustomerMessage` gets the sent time (ms) of each message the shopper sends (LiveChat's
 * new_event; a hosted chat page's postMessage; Zendesk's messenger API reports no customer messages).
 */
export function loadChatProvider(
  w: ChatWindow,
  doc: Document,
  provider: ChatProvider,
  onCustomerMessage: (sentAtMs: number) => void,
  title = 'Chat',
): Promise<ChatWidget> {
  if (provider.kind === 'livechat') return loadLiveChat(w, doc, provider, onCustomerMessage);
  if (provider.kind === 'zendesk') return loadZendesk(w, doc, provider.key);
  return loadEmbeddedChat(w as unknown as Window, doc, provider, title, onCustomerMessage);
}

async function loadLiveChat(
  w: ChatWindow,
  doc: Document,
  p: Extract<ChatProvider, { kind: 'livechat' }>,
  onCustomerMessage: (sentAtMs: number) => void,
): Promise<ChatWidget> {
  const group = Number(p.group);
  w.__lc = { ...w.__lc, license: p.license, group: Number.isNaN(group) ? p.group : group };
  // The tracking code's own queue, as LiveChat's snippet installs it: tracking.js replays it on load.
  const api: LiveChatApi = w.LiveChatWidget ?? {
    _q: [],
    _h: null,
    _v: '2.0',
    on: (...args) => enqueue(['on', args]),
    call: (...args) => enqueue(['call', args]),
  };
  function enqueue(call: unknown[]): void {
    if (api._h) api._h(...call);
    else api._q.push(call);
  }
  w.LiveChatWidget = api;
  api.on('new_event', (event) => {
    if (event.author?.type === 'customer') onCustomerMessage(event.timestamp ?? Date.now());
  });
  await addScript(doc, CHAT_PROVIDER_SCRIPTS.livechat);
  const started = w.LiveChatWidget;
  if (!started?._h) throw new Error('LiveChat did not start');
  return { open: () => started.call('maximize') };
}

async function loadZendesk(w: ChatWindow, doc: Document, key: string): Promise<ChatWidget> {
  await addScript(doc, `${CHAT_PROVIDER_SCRIPTS.zendesk}?key=${encodeURIComponent(key)}`, 'ze-snippet');
  const zE = w.zE;
  if (typeof zE !== 'function') throw new Error('Zendesk did not start');
  return { open: () => zE('messenger', 'open') };
}

function addScript(doc: Document, src: string, id?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    if (id) script.id = id;
    const timer = setTimeout(() => reject(new Error(`${src} timed out`)), CHAT_SCRIPT_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error(`${src} could not load`));
    };
    doc.head.append(script);
  });
}
