/**
 * The platform's chat panel for hosted chat pages (Impel's chatbot, the autobot): neither publishes an
 * embed script or a JavaScript API, so the dealer's hosted chat page is framed in a modal dialog —
 * labelled, focus kept inside (showModal), closed by its button or Escape, focus handed back to the
 * link that opened it. The frame's page may report the shopper's messages and that no one can chat by
 * postMessage (contracts parseChatEmbedMessage); only its own window at the configured origin is heard.
 * The autobot's page carries the shopper's current path and is loaded again when the path changes: a
 * same-document navigation (the search page's history entries, back/forward) or a page restored from
 * the back/forward cache. The panel's look is the launcher's CSS (shell/src/server/chat-launcher.ts).
 */
import {
  chatEmbedOrigin,
  type EmbeddedChatProvider,
  embeddedChatSrc,
  parseChatEmbedMessage,
} from '@forecourt/contracts';
import type { ChatWidget } from './chat-handle.js';

/** The hosted page neither loaded nor failed by then: counted as unreachable. */
const REACH_TIMEOUT_MS = 10_000;

type NavigationWindow = Window & { navigation?: EventTarget };

/**
 * Checks the hosted page answers (a no-cors request resolves on any answer and rejects when the network
 * or the host cannot be reached: a frame's own load event cannot tell), then builds the closed panel with
 * the page loading in it. Rejects when unreachable, so the caller offers the enquiry form instead.
 */
export async function loadEmbeddedChat(
  w: Window,
  doc: Document,
  provider: EmbeddedChatProvider,
  title: string,
  onCustomerMessage: (sentAtMs: number) => void,
): Promise<ChatWidget> {
  const src = () => embeddedChatSrc(provider, w.location.pathname);
  await w.fetch(src(), {
    mode: 'no-cors',
    credentials: 'omit',
    cache: 'no-store',
    signal: AbortSignal.timeout(REACH_TIMEOUT_MS),
  });

  const { dialog, unavailable } = buildPanel(doc, title, src());
  let frame = dialog.querySelector('iframe') as HTMLIFrameElement;

  let opener: HTMLElement | null = null;
  let fallback = '/contact';
  dialog.querySelector('.fc-chat-panel__close')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => opener?.focus());

  // The hosted page says no one can chat: the enquiry form instead (the link's own fallback).
  const showUnavailable = () => {
    frame.hidden = true;
    unavailable.innerHTML =
      '<p>Chat is unavailable right now.</p><a class="fc-chat__button" href="">Send an enquiry</a>';
    unavailable.querySelector('a')?.setAttribute('href', fallback);
  };
  const origin = chatEmbedOrigin(provider);
  w.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const message = parseChatEmbedMessage(event.data);
    if (message?.event === 'customer_message') onCustomerMessage(message.sentAtMs);
    else if (message?.event === 'unavailable') showUnavailable();
  });

  if (provider.kind === 'autobot') {
    // SPEC §2: the autobot refreshes on route change — in a new frame: setting a frame's src would add
    // an entry to the tab's history, and Back would then step the frame back instead of the page.
    const refresh = (always: boolean) => {
      const next = src();
      if (!always && frame.src === next) return;
      const fresh = frame.cloneNode() as HTMLIFrameElement;
      fresh.src = next;
      fresh.hidden = false;
      unavailable.textContent = '';
      frame.replaceWith(fresh);
      frame = fresh;
    };
    const nav = (w as NavigationWindow).navigation;
    if (nav) nav.addEventListener('currententrychange', () => refresh(false));
    else w.addEventListener('popstate', () => refresh(false));
    w.addEventListener('pageshow', (event) => {
      if (event.persisted) refresh(true);
    });
  }

  return {
    open: (from) => {
      if (from) ({ opener, fallback } = from);
      if (!dialog.open) dialog.showModal();
    },
  };
}

/** The closed panel: its heading, Close button, the hosted page's frame and the 'unavailable' note. */
function buildPanel(
  doc: Document,
  title: string,
  src: string,
): { dialog: HTMLDialogElement; unavailable: HTMLElement } {
  const dialog = doc.createElement('dialog');
  dialog.className = 'fc-chat-panel';
  dialog.setAttribute('aria-labelledby', 'fc-chat-panel-title');
  dialog.innerHTML = [
    '<div class="fc-chat-panel__head"><h2 id="fc-chat-panel-title"></h2>',
    '<button type="button" class="fc-chat-panel__close" aria-label="Close chat">×</button></div>',
    '<iframe class="fc-chat-panel__frame" referrerpolicy="strict-origin-when-cross-origin"',
    ' sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"></iframe>',
    '<div class="fc-chat-panel__unavailable" role="status"></div>',
  ].join('');
  const heading = dialog.querySelector('h2') as HTMLElement;
  const frame = dialog.querySelector('iframe') as HTMLIFrameElement;
  const unavailable = dialog.querySelector('.fc-chat-panel__unavailable') as HTMLElement;
  heading.textContent = title;
  frame.title = title;
  frame.src = src;
  doc.body.append(dialog);
  return { dialog, unavailable };
}
