import { Section, SectionHeading } from "~/components/site/section";
import { Accordion } from "~/components/ui/accordion";
import type { SectionProps } from "./types";

/** Questions (item titles) and answers (item descriptions); one open at a time. */
export function FaqSection({ section, headingId }: SectionProps) {
  const background = section.background ?? "default";
  const entries = (section.items ?? []).map((item) => ({
    id: item.id,
    question: item.title,
    answer: <p>{item.description ?? ""}</p>,
  }));
  return (
    <Section background={background} aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        title={section.title ?? "Frequently asked questions"}
        subtitle={section.subtitle}
        background={background}
      />
      <Accordion entries={entries} className="mt-10 max-w-4xl" />
    </Section>
  );
}
