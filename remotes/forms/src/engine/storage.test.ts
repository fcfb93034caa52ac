import { describe, expect, it } from 'vitest';
import { prefill, readUserDetails, saveUserDetails, trackVisit } from './storage.js';

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
  it('visitor history: tracked query kept, pages appended (contracts recordVisit)', () => {
    const s = memory();
    const now = new Date('2026-11-22T00:00:00Z');
    trackVisit('/?utm_source=google', now, s);
    const h = trackVisit('/contact', now, s);
    expect(h.visited_pages).toEqual(['/?utm_source=google', '/contact']);
    expect(h.linked_query_params).toEqual({ utm_source: 'google' });
  });
});
