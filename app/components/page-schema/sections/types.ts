import type { Section } from "~/lib/page-schema";

export interface SectionProps {
  section: Section;
  /** Id of the section's heading, unique on the page, for aria-labelledby. */
  headingId: string;
}
