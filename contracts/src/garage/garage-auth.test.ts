import { describe, expect, it } from 'vitest';
import { GarageCodeRequestSchema, GarageMergeSchema, GarageVerifySchema, garageAvailable } from './garage-auth.js';

describe('garage sign-in contracts', () => {
  it('the garage is offered only with garage_enabled and authentication both on', () => {
    expect(garageAvailable({ garage_enabled: true, authentication: true })).toBe(true);
    expect(garageAvailable({ garage_enabled: true, authentication: false })).toBe(false);
    expect(garageAvailable({ garage_enabled: false, authentication: true })).toBe(false);
  });

  it('emails are trimmed and lower-cased (one account per address), malformed or unknown fields refused', () => {
    expect(GarageCodeRequestSchema.parse({ email: ' Sam@Example.COM ' })).toEqual({ email: 'sam@example.com' });
    expect(GarageCodeRequestSchema.safeParse({ email: 'sam@' }).success).toBe(false);
    expect(GarageCodeRequestSchema.safeParse({ email: 'sam@example.com', role: 'admin' }).success).toBe(false);
    expect(GarageCodeRequestSchema.safeParse({ email: `${'a'.repeat(250)}@example.com` }).success).toBe(false);
  });

  it('a code is exactly six digits', () => {
    expect(GarageVerifySchema.safeParse({ email: 'a@b.co', code: '012345' }).success).toBe(true);
    for (const code of ['12345', '1234567', '12 345', 'abcdef', 123456])
      expect(GarageVerifySchema.safeParse({ email: 'a@b.co', code }).success).toBe(false);
  });

  it('a merge sends at most 200 positive integer car ids', () => {
    expect(GarageMergeSchema.safeParse({ car_ids: [1, 2] }).success).toBe(true);
    expect(GarageMergeSchema.safeParse({ car_ids: Array.from({ length: 201 }, (_, i) => i + 1) }).success).toBe(false);
    expect(GarageMergeSchema.safeParse({ car_ids: [0] }).success).toBe(false);
    expect(GarageMergeSchema.safeParse({ car_ids: [1.5] }).success).toBe(false);
  });
});
