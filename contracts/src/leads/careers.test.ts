import { expect, it } from 'vitest';
import { mapCareersCategory } from './careers.js';

// SPEC §4: "Careers: a 'Careers Enquiry' category is converted to General Enquiry with subcategory Career
// Enquiry and event 51."
it.each([
  ['Careers Enquiry', { category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 }],
  ['Service Enquiry', { category: 'Service Enquiry' }],
])('%s', (category, expected) => expect(mapCareersCategory(category)).toEqual(expected));
