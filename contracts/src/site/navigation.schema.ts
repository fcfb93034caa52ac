import * as z from 'zod';

/** One header or footer entry (SPEC §3 navigation): name, url, mandatory, dropdownItems. */
export type NavigationEntry = {
  name: string;
  url: string;
  mandatory?: boolean;
  dropdownItems?: NavigationEntry[];
};

export const NavigationEntrySchema: z.ZodType<NavigationEntry> = z.lazy(() =>
  z.object({
    name: z.string().min(1),
    url: z.string(),
    mandatory: z.boolean().optional(),
    dropdownItems: z.array(NavigationEntrySchema).optional(),
  }),
);

/** A footer group: a heading with its links (the group site has five). */
export const FooterGroupSchema = z.object({
  name: z.string().min(1),
  items: z.array(NavigationEntrySchema),
});
export type FooterGroup = z.infer<typeof FooterGroupSchema>;

export const NavigationSchema = z.object({
  header: z.array(NavigationEntrySchema).default([]),
  footer: z.array(FooterGroupSchema).default([]),
  /** Extra header call-to-action buttons (group site: 'Value My Car', 'Book a Service'). */
  header_buttons: z.array(z.object({ name: z.string(), url: z.string() })).default([]),
});
export type Navigation = z.infer<typeof NavigationSchema>;
