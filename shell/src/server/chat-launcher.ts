import { chatOffered, chatProvider, type SiteConfig } from '@forecourt/contracts';
import { esc } from './html.js';

/** Where the chat button leads without JavaScript, or when chat is unavailable: the enquiry form. */
export const CHAT_FALLBACK_PATH = '/contact';

/**
 * Fixed bottom-right, above the page; on phones the bubble spans the width less the margins. The body
 * keeps room below the page's last line so the button never covers it (the car page has no sticky bar).
 * The bubble is placed above the button out of the flow: appearing after 3 s, it must not move the
 * launcher's box (a layout shift: CLS 0.031 on every page with chat, issue 16). It steps aside while
 * a submit button is under it (shell/src/client/chat-keep-clear.ts) and is gone while the phone menu
 * drawer is open (with JavaScript, html.fc-menu-open; without, the drawer is the :target).
 */
const CHAT_CSS = `
body{padding-bottom:76px}
.fc-chat{position:fixed;right:16px;bottom:16px;z-index:60;display:flex;flex-direction:column;align-items:flex-end;gap:8px;max-width:calc(100vw - 32px)}
.fc-chat__button{display:inline-flex;align-items:center;min-height:48px;padding:0 20px;border-radius:999px;background:var(--fc-primary);color:var(--fc-primary-contrast)!important;font-weight:700;text-decoration:none;box-shadow:0 4px 16px rgba(0,0,0,.25)}
.fc-chat__button:focus-visible,.fc-chat__close:focus-visible{outline:3px solid #1a1d21;outline-offset:2px}
.fc-chat__bubble{position:absolute;right:0;bottom:calc(100% + 8px);width:280px;max-width:calc(100vw - 32px);padding:14px 44px 14px 16px;border-radius:12px;background:#fff;color:#1a1d21;box-shadow:0 8px 24px rgba(0,0,0,.2)}
.fc-chat__bubble[hidden]{display:none}
.fc-chat__bubble p{margin:0}
.fc-chat__close{position:absolute;top:4px;right:4px;width:36px;height:36px;border:0;border-radius:50%;background:transparent;color:#1a1d21;font-size:1.4rem;line-height:1;cursor:pointer}
.fc-chat__close:hover{background:#eef1f5}
.fc-chat[data-state=loading] .fc-chat__button{opacity:.85;cursor:progress}
.fc-chat[data-clear]{visibility:hidden;pointer-events:none}
.fc-menu-open .fc-chat,body:has(.fc-nav:target) .fc-chat{display:none}
`.replace(/\n/g, '');

/**
 * The chat panel of a hosted chat page (shell/src/client/chat-embed-panel.ts): a modal dialog at the
 * bottom right, the whole screen less a margin on phones; only on sites whose chat is one.
 */
const PANEL_CSS = `
.fc-chat-panel{width:min(420px,calc(100vw - 16px));height:min(640px,calc(100dvh - 16px));max-width:none;max-height:none;margin:auto 8px 8px auto;padding:0;border:0;border-radius:12px;background:#fff;color:#1a1d21;box-shadow:0 8px 32px rgba(0,0,0,.3)}
.fc-chat-panel[open]{display:flex;flex-direction:column}
.fc-chat-panel::backdrop{background:rgba(0,0,0,.35)}
.fc-chat-panel__head{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px 8px 8px 16px;background:var(--fc-primary);color:var(--fc-primary-contrast)}
.fc-chat-panel__head h2{margin:0;font-size:1rem}
.fc-chat-panel__close{width:44px;height:44px;border:0;border-radius:50%;background:transparent;color:inherit;font-size:1.5rem;line-height:1;cursor:pointer}
.fc-chat-panel__close:focus-visible{outline:3px solid currentColor;outline-offset:-3px}
.fc-chat-panel__frame{flex:1;width:100%;border:0}
.fc-chat-panel__unavailable:not(:empty){padding:16px}
`.replace(/\n/g, '');

/**
 * SPEC §2 floating 'Text us' button with its welcome bubble, on pages that offer chat (contracts
 * chatOffered: a provider configured, chat not hidden on this path). Server HTML that works without
 * JavaScript — the button is a link to the enquiry form (`data-open-chat`, like the car page's Chat
 * with us); the shell's chat chunk (shell/src/client/chat-widget.ts) shows the bubble after 3 s and
 * turns the link into the site's chat provider, named in `data-chat`.
 */
export function renderChatLauncher(site: SiteConfig, path: string): string {
  if (!chatOffered(site, path)) return '';
  const provider = chatProvider(site);
  const config = { provider };
  const embedded = provider?.kind === 'impel' || provider?.kind === 'autobot';
  return [
    `<style>${CHAT_CSS}${embedded ? PANEL_CSS : ''}</style>`,
    `<aside class="fc-chat" id="fc-chat" aria-label="Chat with ${esc(site.name)}" data-chat="${esc(JSON.stringify(config))}">`,
    '<div class="fc-chat__bubble" hidden><p>Hi there! Have a question? Text us here.</p>',
    '<button type="button" class="fc-chat__close" aria-label="Close the chat greeting">×</button></div>',
    '<p class="fc-chat__status fc-sr-only" role="status"></p>',
    `<a class="fc-chat__button" href="${CHAT_FALLBACK_PATH}" data-open-chat>Text us</a>`,
    '</aside>',
  ].join('');
}
