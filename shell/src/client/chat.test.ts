import { describe, expect, it, vi } from 'vitest';
import { listenForChat, OPEN_CHAT_LINK } from './chat.js';

/** A window stand-in: a real EventTarget plus the provider globals the listener reads. */
function fakeWindow(globals: Record<string, unknown> = {}) {
  const opened = vi.fn();
  const w = Object.assign(new EventTarget(), globals);
  listenForChat(w as unknown as Parameters<typeof listenForChat>[0], opened);
  /** A click on an element for which `closest(selector)` finds (or not) a chat link; true when cancelled. */
  const click = (onChatLink: boolean) => {
    const event = new Event('click', { cancelable: true });
    const target = { closest: (selector: string) => (onChatLink && selector === OPEN_CHAT_LINK ? {} : null) };
    Object.defineProperty(event, 'target', { value: target });
    w.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { click, opened };
}

describe('shell chat listener (chat links)', () => {
  it('opens the LiveChat widget when the provider has loaded, cancelling the click (the link stays)', () => {
    const call = vi.fn();
    const { click, opened } = fakeWindow({ LiveChatWidget: { call } });
    expect(click(true)).toBe(true);
    expect(call).toHaveBeenCalledWith('maximize');
    expect(opened).toHaveBeenCalledTimes(1); // SPEC event 54
  });

  it('opens the Zendesk messenger when that provider has loaded', () => {
    const zE = vi.fn();
    const { click, opened } = fakeWindow({ zE });
    expect(click(true)).toBe(true);
    expect(zE).toHaveBeenCalledWith('messenger', 'open');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('no widget (offline): the click is left alone, so the link goes to its fallback enquiry form', () => {
    const { click, opened } = fakeWindow();
    expect(click(true)).toBe(false);
    expect(opened).not.toHaveBeenCalled();
  });

  it('clicks elsewhere never open chat', () => {
    const zE = vi.fn();
    const { click } = fakeWindow({ zE });
    expect(click(false)).toBe(false);
    expect(zE).not.toHaveBeenCalled();
  });
});
