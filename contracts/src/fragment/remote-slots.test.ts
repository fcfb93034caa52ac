import { describe, expect, it } from 'vitest';
import { remoteAssetBase, slotBindingName, slotWorkerName } from './remote-slots.js';

describe('remote slot names', () => {
  it('binding, Worker and client-asset base of a remote slot', () => {
    expect(slotBindingName('car-detail', 'b')).toBe('CAR_DETAIL_B');
    expect(slotBindingName('content', 'a')).toBe('CONTENT_A');
    expect(slotWorkerName('car-detail', 'a')).toBe('forecourt-car-detail-a');
    expect(remoteAssetBase('content', '1.1.0')).toBe('/_remotes/content/1.1.0/');
  });
});
