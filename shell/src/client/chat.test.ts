import { describe, expect, it, vi } from 'vitest';
import { listenForChat, OPEN_CHAT_EVENT, OPEN_CHAT_LINK } from './chat.js';

/** A window stand-in: a real EventTarget plus the bits the listener uses. */
function fakeWindow(globals: Record<string, unknown> = {}) {
  const target = new EventTarget();
  const assign = vi.fn();
  const opened = vi.fn();
  const w = Object.assign(target, { location: { assign }, ...globals });
  listenForChat(w as unknown as Parameters<typeof listenForChat>[0], opened);
  const open = (detail?: unknown) => w.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { detail }));
  /** A click on an element for which `closest(selector)` finds (or not) a chat link; true when cancelled. */
  const click = (onChatLink: boolean) => {
    const event = new Event('click', { cancelable: true });
    const target = { closest: (selector: string) => (onChatLink && selector === OPEN_CHAT_LINK ? {} : null) };
    Object.defineProperty(event, 'target', { value: target });
    w.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { open, click, assign, opened };
}

describe('shell chat listener (chat links and forecourt:open-chat)', () => {
  it('opens the LiveChat widget when the provider has loaded', () => {
    const call = vi.fn();
    const { open, assign, opened } = fakeWindow({ LiveChatWidget: { call } });
    open({ fallback: '/contact?car_id=1' });
    expect(call).toHaveBeenCalledWith('maximize');
    expect(assign).not.toHaveBeenCalled();
    expect(opened).toHaveBeenCalledTimes(1); // SPEC event 54
  });

  it('opens the Zendesk messenger when that provider has loaded', () => {
    const zE = vi.fn();
    const { open, assign } = fakeWindow({ zE });
    open({ fallback: '/contact?car_id=1' });
    expect(zE).toHaveBeenCalledWith('messenger', 'open');
    expect(assign).not.toHaveBeenCalled();
  });

  it('no widget on the page (offline): goes to the fallback enquiry form', () => {
    const { open, assign } = fakeWindow();
    open({ fallback: '/contact?car_id=42' });
    expect(assign).toHaveBeenCalledWith('/contact?car_id=42');
  });

  it('a click on the chat link: the loaded widget opens and the click is cancelled (the link stays)', () => {
    const zE = vi.fn();
    const { click, assign, opened } = fakeWindow({ zE });
    expect(click(true)).toBe(true);
    expect(zE).toHaveBeenCalledWith('messenger', 'open');
    expect(opened).toHaveBeenCalledTimes(1); // SPEC event 54
    expect(assign).not.toHaveBeenCalled();
  });

  it('no widget: the click is left alone, so the link goes to its fallback (works as without JavaScript)', () => {
    const { click, assign, opened } = fakeWindow();
    expect(click(true)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(opened).not.toHaveBeenCalled();
  });

  it('clicks elsewhere never open chat', () => {
    const zE = vi.fn();
    const { click } = fakeWindow({ zE });
    expect(click(false)).toBe(false);
    expect(zE).not.toHaveBeenCalled();
  });

  it('a missing or foreign fallback goes to /contact', () => {
    const { open, assign } = fakeWindow();
    open();
    open({ fallback: 'https://evil.example/' });
    open({ fallback: '//evil.example/' });
    expect(assign.mock.calls).toEqual([['/contact'], ['/contact'], ['/contact']]);
  });
});
