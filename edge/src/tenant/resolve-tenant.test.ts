import { describe, expect, it } from 'vitest';
import { normaliseHost } from './resolve-tenant.js';

describe('normaliseHost', () => {
  it('lower-cases, drops the port and a trailing dot', () => {
    expect(normaliseHost('Harbourside.LOCALHOST:8787')).toBe('harbourside.localhost');
    expect(normaliseHost('www.example.com.')).toBe('www.example.com');
  });
});
