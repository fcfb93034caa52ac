import { describe, expect, it } from 'vitest';
import { countsAsLiveChatMessage, showChatPopup } from './live-chat.js';
import { liveChatMessageEventId } from './live-chat-events.js';

// SPEC §4: "Live chat events: opening the widget fires event 54; a customer message within a 10 s window
// counts; the first message fires event 55, later ones event 57."
describe('live chat', () => {
  it.each([
    [0, 55],
    [1, 57],
    [5, 57],
  ])('%i earlier messages -> event %i', (n, id) => expect(liveChatMessageEventId(n)).toBe(id));
  it.each([
    [10_000, 0, true],
    [10_001, 0, false],
    [0, 0, true],
    [-1, 0, false],
  ])('message at %i, window from %i -> %s', (at, start, expected) =>
    expect(countsAsLiveChatMessage(at, start)).toBe(expected),
  );
});

// SPEC §4: "Chat popup: hidden, then shown after 3 seconds unless previously closed (persisted)"
describe('showChatPopup', () => {
  it.each([
    [false, 2999, false],
    [false, 3000, true],
    [true, 10_000, false],
  ])('closed %s elapsed %i -> %s', (closedBefore, elapsedMs, expected) => {
    expect(showChatPopup({ closedBefore, elapsedMs })).toBe(expected);
  });
});
