import { describe, expect, it } from 'vitest';
import { leadEventId, leadRequest, stepLeadStatus } from './lead-request.js';

// SPEC §4: "the first step creates a lead (POST) ... When a lead_id exists, later steps update it (PUT)."
// SPEC §7: "POST /api/leads/with-files Used when has_files is set; body is form-data, not JSON"
describe('leadRequest', () => {
  it.each([
    [null, false, { method: 'POST', path: '/api/leads', body: 'json' }],
    ['', false, { method: 'POST', path: '/api/leads', body: 'json' }],
    [77, false, { method: 'PUT', path: '/api/leads/77', body: 'json' }],
    ['abc', false, { method: 'PUT', path: '/api/leads/abc', body: 'json' }],
    [undefined, true, { method: 'POST', path: '/api/leads/with-files', body: 'form-data' }],
  ])('lead_id %j files %s', (id, files, expected) => expect(leadRequest(id, files)).toEqual(expected));
  // "Each step is saved once as an incomplete lead (lead_status Incomplete, form_completed false)"
  it('marks steps incomplete until the last', () => {
    expect(stepLeadStatus(false)).toEqual({ lead_status: 'Incomplete', form_completed: false });
    expect(stepLeadStatus(true)).toEqual({ form_completed: true });
  });
});

// SPEC §9: "14 new enquiry, 15 used enquiry, 17 test drive new or test-drive-only, 48 used test drive, 22
// default ... 51 career"
describe('leadEventId', () => {
  it.each([
    ['enquiry', 'new', false, 14],
    ['enquiry', 'used', false, 15],
    ['enquiry', 'demo', false, 15],
    ['enquiry', null, false, 22],
    ['test_drive', 'new', false, 17],
    ['test_drive', 'used', true, 17],
    ['test_drive', 'used', false, 48],
    ['test_drive', 'demo', false, 48],
    ['test_drive', undefined, false, 22],
    ['career', null, false, 51],
    ['sell_my_car', null, false, 28],
    ['sell_my_car', 'used', false, 28],
    ['other', 'new', false, 22],
  ] as const)('%s %s tdo=%s -> %i', (kind, type, tdo, id) => expect(leadEventId(kind, type, tdo)).toBe(id));
  it('defaults testDriveOnly to false', () => expect(leadEventId('test_drive', 'used')).toBe(48));
});
