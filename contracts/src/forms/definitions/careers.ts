import { CAREERS_CATEGORY } from '../../leads/careers.js';
import { LEAD_FILE_LIMITS } from '../../leads/lead-schema.js';
import { opts, userDetails } from './fields.js';
import type { FormDefinition } from './types.js';

/** Positions offered by the careers form (/work-experience preselects the last). */
export const CAREER_POSITIONS = [
  'Sales Consultant',
  'Service Technician',
  'Parts Interpreter',
  'Customer Service',
  'Work Experience',
] as const;

/** Careers (/careers, /work-experience; /current-positions lists the open roles and links here): the position and a CV (uploaded with the create), then User Details. */
export function careersForm(): FormDefinition {
  return {
    id: 'careers',
    title: 'Careers',
    intro: 'Join our team. Send us your CV and we will be in touch.',
    category: CAREERS_CATEGORY,
    kind: 'career',
    anchor: 'careers-form',
    steps: [
      {
        heading: 'Your Application',
        description: 'Which role are you interested in?',
        fields: [
          { name: 'position', type: 'select', label: 'Position', options: opts(CAREER_POSITIONS) },
          {
            name: 'cv',
            type: 'file',
            label: 'Your CV',
            accept: Object.keys(LEAD_FILE_LIMITS.types).join(','),
            help: 'PDF, Word, text, JPEG or PNG, up to 5 MB.',
          },
          { name: 'message', type: 'textarea', label: 'Cover note', required: false },
        ],
      },
      userDetails(),
    ],
    extra: {},
  };
}
