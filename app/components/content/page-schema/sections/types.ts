import type { Section } from "~/lib/content/page-schema";

export interface SectionProps {
  section: Section;
  /** Id of the section's heading, unique on the page, for aria-labelledby. */
  headingId: string;
}
