/** What a loaded chat gives the page (chat.ts loads a provider, chat-embed-panel.ts a hosted chat page). */
/** `from`: the chat link that opened it (focus returns there) and its enquiry form; used by the panel. */
export type ChatWidget = { open: (from?: { opener: HTMLElement; fallback: string }) => void };
