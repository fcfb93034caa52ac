/**
 * SPEC §2 car-page chat button → the site's live chat. The car page renders it as a link to its
 * fallback — the car's enquiry form — marked `data-open-chat` (OPEN_CHAT_LINK), so it works without
 * JavaScript; with it, this listener intercepts the click and opens the site's widget instead, and
 * cancels the click only then (otherwise the link goes on to the fallback itself).
 *
 * The chat widgets of SPEC (LiveChat, Zendesk) are third-party scripts: when the site's provider has
 * loaded on the page, its widget opens. Without one (offline, blocked, not loaded yet) the shopper goes
 * to the fallback, so the button always leads to a person; documented in docs/SPEC-COVERAGE.md. Which
 * pages show the button at all is contracts `chatOffered` (a provider is configured and chat is not
 * hidden on that path).
 */
/** The chat link of a fragment (car-detail's Chat with us): `<a href={fallback} data-open-chat>`. */
export const OPEN_CHAT_LINK = '[data-open-chat]';

/** What the providers put on `window` when their widget script has loaded. */
type ChatGlobals = {
  LiveChatWidget?: { call: (method: 'maximize') => void };
  zE?: (widget: 'messenger', method: 'open') => void;
};

type ChatWindow = Pick<Window, 'addEventListener'> & ChatGlobals;

/** Opens a loaded provider widget; true when one opened. */
export function openChatWidget(w: ChatGlobals): boolean {
  if (w.LiveChatWidget) w.LiveChatWidget.call('maximize');
  else if (w.zE) w.zE('messenger', 'open');
  else return false;
  return true;
}

/**
 * Listens for clicks on chat links on `w` for the page's lifetime. `onOpened` runs when a provider's
 * widget opened (the shell reports SPEC §4/§9 event 54, live chat opened).
 */
export function listenForChat(w: ChatWindow, onOpened: () => void = () => {}): void {
  w.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.(OPEN_CHAT_LINK) || !openChatWidget(w)) return;
    event.preventDefault(); // the widget opened: the link stays on the page
    onOpened();
  });
}
