import { Quote } from "lucide-react";
import { Section, SectionHeading } from "~/components/site/section";
import { Card } from "~/components/ui/card";
import type { SectionProps } from "./types";

/** Quotes from clients: the item's description is the quote, its title the person and role. */
export function TestimonialsSection({ section, headingId }: SectionProps) {
  const background = section.background ?? "default";
  return (
    <Section background={background} aria-labelledby={section.title ? headingId : undefined}>
      {section.title ? (
        <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} background={background} />
      ) : null}
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {(section.items ?? []).map((item) => (
          <li key={item.id} className="flex">
            <Card className="w-full">
              <figure className="flex h-full flex-col">
                <Quote aria-hidden="true" className="h-7 w-7 text-brand-600" />
                <blockquote className="mt-4 flex-1 text-lg text-ink">{item.description ?? ""}</blockquote>
                <figcaption className="mt-6 font-semibold text-muted">{item.title}</figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
