import { describe, expect, it, vi } from 'vitest';
import { listenForChat, OPEN_CHAT_EVENT } from './chat.js';

/** A window stand-in: a real EventTarget plus the bits the listener uses. */
function fakeWindow(globals: Record<string, unknown> = {}) {
  const target = new EventTarget();
  const assign = vi.fn();
  const opened = vi.fn();
  const w = Object.assign(target, { location: { assign }, ...globals });
  listenForChat(w as unknown as Parameters<typeof listenForChat>[0], opened);
  const open = (detail?: unknown) => w.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { detail }));
  return { open, assign, opened };
}

describe('shell chat listener (forecourt:open-chat)', () => {
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

  it('a missing or foreign fallback goes to /contact', () => {
    const { open, assign } = fakeWindow();
    open();
    open({ fallback: 'https://evil.example/' });
    open({ fallback: '//evil.example/' });
    expect(assign.mock.calls).toEqual([['/contact'], ['/contact'], ['/contact']]);
  });
});
