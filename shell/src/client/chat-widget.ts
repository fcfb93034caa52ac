/**
 * The chat button's behaviour (issue 15), a lazy chunk the shell loads after first paint on pages with
 * the floating 'Text us' button (shell/src/server/chat-launcher.ts):
 * - the welcome bubble shows 3 s after the page started unless the shopper closed it before
 *   (remembered in localStorage; contracts showChatPopup); its close button hands focus to the button;
 * - a click on a chat link (the button, the car page's Chat with us) loads the site's provider (a
 *   hosted chat page — Impel, the autobot — opens in the platform's panel, chat-embed-panel.ts), opens
 *   it 1.3 s later (CHAT_WIDGET_OPEN_DELAY_MS) and reports event 54; the shopper's messages within the
 *   10 s window report 55 (the first of the session) and 57 (later ones);
 * - when the provider cannot load, the button says so and leads to the enquiry form (never a dead
 *   button); so does every chat link from then on, being a link to that form.
 */
import {
  CHAT_POPUP_DELAY_MS,
  CHAT_WIDGET_OPEN_DELAY_MS,
  type ChatProvider,
  countsAsLiveChatMessage,
  showChatPopup,
} from '@forecourt/contracts';
import { type ChatWidget, type ChatWindow, loadChatProvider, OPEN_CHAT_LINK } from './chat.js';
import type { ChatEvents } from './chat-events.js';
import { keepChatClear } from './chat-keep-clear.js';

/** localStorage: the shopper closed the welcome bubble. */
export const BUBBLE_CLOSED_KEY = 'fc-chat-bubble-closed';
/** sessionStorage: customer chat messages reported this session (the first is event 55). */
export const MESSAGES_KEY = 'fc-chat-messages';
export const UNAVAILABLE_TEXT = 'Chat unavailable: send an enquiry';

type State = 'idle' | 'loading' | 'open' | 'unavailable';

/** Storage can be switched off or full: chat then simply forgets. */
function stored(storage: () => Storage, key: string, value?: string): string | null {
  try {
    if (value !== undefined) storage().setItem(key, value);
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Wires the launcher `root` (#fc-chat) and every chat link of its page; `events` reports SPEC §4 chat events. */
export function startChat(
  root: HTMLElement,
  events: ChatEvents,
  w: Window & ChatWindow = window as Window & ChatWindow,
): void {
  const doc = root.ownerDocument;
  const { provider } = JSON.parse(root.dataset.chat ?? '{}') as { provider?: ChatProvider | null };
  const bubble = root.querySelector<HTMLElement>('.fc-chat__bubble');
  const button = root.querySelector<HTMLAnchorElement>('.fc-chat__button');
  const status = root.querySelector<HTMLElement>('.fc-chat__status');
  if (!bubble || !button || !status) {
    console.warn('[forecourt] chat launcher incomplete'); // SPEC §8: a missing chat button is logged only
    return;
  }
  keepChatClear(root, button, w);
  let state: State = 'idle';
  let widget: ChatWidget | null = null;
  const setState = (next: State) => {
    state = next;
    root.dataset.state = next;
  };
  setState('idle');

  const closeBubble = wireBubble(bubble, button, () => state === 'idle', w);

  const customerMessage = (sentAtMs: number) => {
    if (!countsAsLiveChatMessage(Date.now(), sentAtMs)) return; // history the widget replays
    const earlier = Number(stored(() => w.sessionStorage, MESSAGES_KEY) ?? 0) || 0;
    stored(() => w.sessionStorage, MESSAGES_KEY, String(earlier + 1));
    events.message(earlier);
  };

  const open = async (link: HTMLAnchorElement, fallback: string) => {
    if (!provider || state === 'loading') return;
    const from = { opener: link, fallback };
    if (widget) {
      widget.open(from);
      events.opened();
      return;
    }
    setState('loading');
    status.textContent = 'Opening chat…';
    try {
      const title = root.getAttribute('aria-label') ?? 'Chat';
      const loaded = await loadChatProvider(w, doc, provider, customerMessage, title);
      await new Promise((resolve) => w.setTimeout(resolve, CHAT_WIDGET_OPEN_DELAY_MS));
      loaded.open(from);
      widget = loaded;
      setState('open');
      status.textContent = '';
      events.opened();
    } catch (error) {
      console.warn('[forecourt] chat unavailable:', error);
      setState('unavailable');
      button.href = fallback;
      button.textContent = UNAVAILABLE_TEXT;
      status.textContent = 'Chat is unavailable right now. You can send us an enquiry instead.';
      button.focus();
    }
  };

  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(OPEN_CHAT_LINK);
    // Unavailable (or no provider): the link goes on to the enquiry form; so does a new-tab click.
    if (!link || !provider || state === 'unavailable' || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    closeBubble(false); // SPEC §4: the popup closes on click
    void open(link, link.getAttribute('href') ?? button.href);
  });
}

/**
 * The welcome bubble: shown CHAT_POPUP_DELAY_MS after the page started while chat is idle, unless the
 * shopper closed it before; closed by its button or Escape (focus back to the chat button). Returns
 * the close, which remembers the bubble closed.
 */
function wireBubble(
  bubble: HTMLElement,
  button: HTMLAnchorElement,
  idle: () => boolean,
  w: Window,
): (returnFocus: boolean) => void {
  const closeBubble = (returnFocus: boolean) => {
    if (bubble.hidden) return;
    bubble.hidden = true;
    stored(() => w.localStorage, BUBBLE_CLOSED_KEY, '1');
    if (returnFocus) button.focus();
  };
  const showBubble = () => {
    const closedBefore = stored(() => w.localStorage, BUBBLE_CLOSED_KEY) === '1';
    if (idle() && showChatPopup({ closedBefore, elapsedMs: Math.ceil(w.performance.now()) })) {
      bubble.hidden = false;
    }
  };
  w.setTimeout(showBubble, Math.max(0, CHAT_POPUP_DELAY_MS - w.performance.now()));
  bubble.querySelector('.fc-chat__close')?.addEventListener('click', () => closeBubble(true));
  bubble.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeBubble(true);
  });
  return closeBubble;
}
