import { describe, expect, it } from 'vitest';
import { prefill, readUserDetails, readVisitorHistory, saveUserDetails } from './storage.js';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('stored user details and visitor history', () => {
  it('keeps name, last_name, email, phone, postcode only, and prefills empty fields only', () => {
    const s = memory();
    saveUserDetails({ name: 'Sam Lee', email: 'sam@x.co', phone: '0412345678', message: 'secret', postcode: '' }, s);
    expect(readUserDetails(s)).toEqual({ name: 'Sam Lee', email: 'sam@x.co', phone: '0412345678' });
    expect(prefill({ name: '', email: 'typed@x.co', message: '' }, readUserDetails(s))).toEqual({
      name: 'Sam Lee',
      email: 'typed@x.co',
      message: '',
    });
  });
  it('ignores garbage in storage', () => {
    const s = memory();
    s.setItem('forecourt:user-details', '{bad');
    expect(readUserDetails(s)).toEqual({});
  });
  it('visitor history: read as the shell stored it; anything else reads as none', () => {
    const s = memory();
    const stored = {
      visited_pages: ['/?utm_source=google', '/contact'],
      linked_query_params: { utm_source: 'google' },
      started_at: 1,
    };
    s.setItem('forecourt:visitor-history', JSON.stringify(stored));
    expect(readVisitorHistory(s)).toEqual(stored);
    s.setItem('forecourt:visitor-history', '{"visited_pages":[1],"linked_query_params":{},"started_at":1}');
    expect(readVisitorHistory(s)).toBeNull();
    s.setItem('forecourt:visitor-history', '{bad');
    expect(readVisitorHistory(s)).toBeNull();
  });
});
