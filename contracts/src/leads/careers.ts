import { EVENT_IDS } from '../constants/events.js';

export const CAREERS_CATEGORY = 'Careers Enquiry';
export const GENERAL_ENQUIRY_CATEGORY = 'General Enquiry';
export const CAREER_SUBCATEGORY = 'Career Enquiry';

/** A lead category with its subcategory and analytics event. */
export type CategoryMapping = { category: string; subcategory?: string; eventId?: number };

/**
 * SPEC §4: a 'Careers Enquiry' category becomes General Enquiry with subcategory Career Enquiry and event 51.
 * Other categories pass through.
 *
 * @example
 * mapCareersCategory('Careers Enquiry'); // { category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 }
 */
export function mapCareersCategory(category: string): CategoryMapping {
  if (category === CAREERS_CATEGORY) {
    return { category: GENERAL_ENQUIRY_CATEGORY, subcategory: CAREER_SUBCATEGORY, eventId: EVENT_IDS.CAREER };
  }
  return { category };
}
