import { describe, expect, it } from 'vitest';
import { leadToAdf, retryDelaySeconds } from './delivery.js';
import {
  AnalyticsEventBodySchema,
  isCompletingSave,
  LEAD_FILE_LIMITS,
  LeadBodySchema,
  leadFileError,
} from './lead-schema.js';

describe('isCompletingSave', () => {
  it('steps before the last are Incomplete', () => {
    expect(isCompletingSave({ lead_status: 'Incomplete', form_completed: false })).toBe(false);
    expect(isCompletingSave({ form_completed: 'false' })).toBe(false);
    expect(isCompletingSave({ form_completed: true })).toBe(true);
    expect(isCompletingSave({})).toBe(true);
  });
});

describe('bodies', () => {
  it('LeadBodySchema takes flat values only and defaults the history', () => {
    expect(LeadBodySchema.parse({ lead: { a: 1 } })).toEqual({
      lead: { a: 1 },
      visited_pages: [],
      linked_query_params: {},
    });
    expect(LeadBodySchema.safeParse({ lead: { a: { b: 1 } } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 121 }, (_, i) => [`f${i}`, 'x']));
    expect(LeadBodySchema.safeParse({ lead: many }).success).toBe(false);
  });
  it('AnalyticsEventBodySchema takes SPEC ids 1-61', () => {
    expect(AnalyticsEventBodySchema.safeParse({ event: { category: 32 } }).success).toBe(true);
    expect(AnalyticsEventBodySchema.safeParse({ event: { category: 62 } }).success).toBe(false);
  });
});

describe('leadFileError', () => {
  it('accepts listed types within 5 MB, ignoring type parameters', () => {
    expect(leadFileError({ name: 'cv.pdf', type: 'application/pdf', size: 100 })).toBeNull();
    expect(leadFileError({ name: 'cv.txt', type: 'text/plain;charset=utf-8', size: 100 })).toBeNull();
    expect(leadFileError({ name: 'cv.pdf', type: 'application/pdf', size: LEAD_FILE_LIMITS.maxBytes + 1 })).toContain(
      '5 MB',
    );
    expect(leadFileError({ name: 'cv.pdf', type: 'application/pdf', size: 0 })).toContain('empty');
    expect(leadFileError({ name: 'x.exe', type: 'application/x-msdownload', size: 1 })).toContain('not accepted');
    expect(leadFileError({ name: 'x', type: '', size: 1 })).toContain('not accepted');
  });
});

describe('delivery', () => {
  it('backs off exponentially up to an hour', () => {
    expect(retryDelaySeconds(1)).toBe(30);
    expect(retryDelaySeconds(3)).toBe(120);
    expect(retryDelaySeconds(20)).toBe(3600);
    expect(retryDelaySeconds(2, 0)).toBe(0);
  });
  it('ADF XML escapes values and carries the vehicle when there is one', () => {
    const adf = leadToAdf(
      { name: 'Sam <Lee>', email: 's@x.co', 'Vehicle Make': 'Kia', 'Vehicle Model': 'EV6', stock_number: 'A1' },
      { id: 'ld_1', createdAt: '2026-01-01T00:00:00Z', dealer: 'H & Co' },
    );
    expect(adf).toContain('<name part="full">Sam &lt;Lee&gt;</name>');
    expect(adf).toContain('<make>Kia</make>');
    expect(adf).toContain('H &amp; Co');
    expect(leadToAdf({ name: 'A' }, { id: '1', createdAt: '', dealer: 'D' })).not.toContain('<vehicle');
  });
});
