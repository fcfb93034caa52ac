import type { CarType } from '../cars/car.schema.js';
import { EVENT_IDS } from '../constants/events.js';

/** SPEC §3: every lead's source. */
export const LEAD_SOURCE = 'Website';
/** SPEC §4: a step saved before the last is an incomplete lead. */
export const INCOMPLETE_LEAD_STATUS = 'Incomplete';

/** How a lead is sent (SPEC §7). */
export type LeadRequest = { method: 'POST' | 'PUT'; path: string; body: 'json' | 'form-data' };

/**
 * SPEC §4/§7: the first save creates the lead (POST /api/leads, or /api/leads/with-files as form-data when
 * has_files); once a lead_id exists later steps update it (PUT /api/leads/{lead_id}).
 *
 * @example
 * leadRequest(null, false); // { method: 'POST', path: '/api/leads', body: 'json' }
 * leadRequest(77, false); // { method: 'PUT', path: '/api/leads/77', body: 'json' }
 */
export function leadRequest(leadId: number | string | null | undefined, hasFiles: boolean): LeadRequest {
  if (hasFiles) return { method: 'POST', path: '/api/leads/with-files', body: 'form-data' };
  if (leadId !== null && leadId !== undefined && leadId !== '') {
    return { method: 'PUT', path: `/api/leads/${encodeURIComponent(String(leadId))}`, body: 'json' };
  }
  return { method: 'POST', path: '/api/leads', body: 'json' };
}

/**
 * SPEC §4: fields of a step saved as an incomplete lead (lead_status Incomplete, form_completed false), or
 * the completed lead on the last step.
 *
 * @example
 * stepLeadStatus(false); // { lead_status: 'Incomplete', form_completed: false }
 */
export function stepLeadStatus(isLastStep: boolean): { lead_status?: string; form_completed: boolean } {
  return isLastStep ? { form_completed: true } : { lead_status: INCOMPLETE_LEAD_STATUS, form_completed: false };
}

/** The kind of lead form, for its analytics event. */
export type LeadFormKind = 'enquiry' | 'test_drive' | 'career' | 'sell_my_car' | 'other';

/**
 * SPEC §9 lead event id: 14 new enquiry, 15 used enquiry, 17 test drive new or test-drive-only, 48 used
 * test drive, 51 career, 28 sell my car, 22 default.
 *
 * @example
 * leadEventId('test_drive', 'used', false); // 48
 * leadEventId('test_drive', 'used', true); // 17
 */
export function leadEventId(kind: LeadFormKind, carType: CarType | null | undefined, testDriveOnly = false): number {
  if (kind === 'career') return EVENT_IDS.CAREER;
  if (kind === 'sell_my_car') return EVENT_IDS.SELL_MY_CAR;
  if (kind === 'test_drive') {
    if (testDriveOnly || carType === 'new') return EVENT_IDS.TEST_DRIVE_NEW;
    if (carType === 'used' || carType === 'demo') return EVENT_IDS.USED_TEST_DRIVE;
  }
  if (kind === 'enquiry') {
    if (carType === 'new') return EVENT_IDS.NEW_ENQUIRY;
    if (carType === 'used' || carType === 'demo') return EVENT_IDS.USED_ENQUIRY;
  }
  return EVENT_IDS.DEFAULT;
}
