// Its own module: a schema at module level stays in every browser bundle that imports its module.
import * as z from 'zod';
import { ANALYTICS_EVENT_ID_MAX, ANALYTICS_EVENT_ID_MIN } from './events.js';

/** Any id of the analytics table (1-61). */
export const AnalyticsEventIdSchema = z.number().int().min(ANALYTICS_EVENT_ID_MIN).max(ANALYTICS_EVENT_ID_MAX);
export type AnalyticsEventId = z.infer<typeof AnalyticsEventIdSchema>;
