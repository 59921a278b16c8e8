import { Reveal } from "~/components/site/reveal";
import { Section, SectionHeading } from "~/components/site/section";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { iconFor } from "../icons";
import { SmartLink } from "../smart-link";
import type { SectionProps } from "./types";

/** A grid of cards, each with an icon, a title (a link when the item has one) and a description. */
export function FeaturesSection({ section, headingId }: SectionProps) {
  const background = section.background ?? "default";
  const items = section.items ?? [];
  return (
    <Section background={background} aria-labelledby={section.title ? headingId : undefined}>
      {section.title ? (
        <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} background={background} />
      ) : null}
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => {
          const Icon = iconFor(item.icon);
          return (
            <li key={item.id} className="flex">
              <Reveal delayMs={(index % 3) * 100} className="flex w-full">
                <Card className="w-full">
                  <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="h-6 w-6" />
                  </span>
                  <CardTitle className="mt-4">
                    {item.link ? (
                      <SmartLink to={item.link} className="text-brand-700 underline-offset-2 hover:underline">
                        {item.title}
                      </SmartLink>
                    ) : (
                      item.title
                    )}
                  </CardTitle>
                  {item.description ? <CardText>{item.description}</CardText> : null}
                </Card>
              </Reveal>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
