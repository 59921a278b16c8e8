import { ArrowRight, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { Prose } from "~/components/content/page-schema/prose";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { CtaBand } from "~/components/site/cta-band";
import { Image } from "~/components/site/image";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cityServiceItems } from "~/content/location-pages";
import type { BreadcrumbItem } from "~/lib/breadcrumb-list";

/**
 * The body of a city service page, /{service}/{state}/{city}: the route
 * renders it for visitors, and the content studio's preview renders it for
 * an unsaved article (app/components/content/studio/article-preview-document.server.tsx),
 * so both show the same thing.
 */
export interface CityServiceViewProps {
  service: { slug: string; name: string };
  state: { name: string; abbreviation: string; href: string };
  city: { name: string; href: string };
  /** The published article (sanitised HTML), or null: the default text shows. */
  record: { title: string; html: string } | null;
  defaultText: string[];
  otherLocations: { state: string; cities: { name: string; href: string }[] }[];
}

export function trailFor(
  state: { name: string; href: string },
  city: { name: string; href: string },
  serviceName: string,
): BreadcrumbItem[] {
  return [
    { label: "Home", href: "/" },
    { label: "Locations", href: "/locations" },
    { label: state.name, href: state.href },
    { label: city.name, href: city.href },
    { label: serviceName },
  ];
}

export function CityServiceView({ service, state, city, record, defaultText, otherLocations }: CityServiceViewProps) {
  return (
    <>
      <PageHero
        eyebrow={`${city.name}, ${state.abbreviation}`}
        title={`${service.name} in ${city.name}, ${state.name}`}
        subtitle={`For addiction treatment centers, mental health practices and sober living homes serving ${city.name} and the rest of ${state.name}.`}
      >
        <Breadcrumbs items={trailFor(state, city, service.name)} className="mt-8" />
      </PageHero>

      <Section innerClassName="grid gap-12 lg:grid-cols-[2fr_1fr]">
        <article data-testid="service-body" aria-labelledby="body-heading">
          <h2 id="body-heading" className="text-3xl font-bold tracking-tight text-ink">
            {record?.title ?? `How we approach ${service.name.toLowerCase()} in ${city.name}`}
          </h2>
          {record ? (
            // Sanitised HTML: the reader passes it through the rich-text allow-list (app/.server/content/rich-text).
            <Prose html={record.html} className="mt-6" />
          ) : (
            <div className="mt-6 space-y-4 text-lg text-muted">
              {defaultText.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          )}
        </article>

        <aside aria-label={`${service.name} services`} data-testid="service-sidebar" className="space-y-6">
          <Image
            src="/art/city-sidebar.svg"
            alt={`Illustration of a city skyline for ${service.name} in ${city.name}`}
            width={600}
            height={400}
            sizes="(min-width: 1024px) 30vw, 100vw"
            className="w-full rounded-xl"
            keywords={["city", "skyline"]}
          />
          <Card>
            <h2 className="text-xl font-semibold text-ink">What is included</h2>
            <ul className="mt-4 space-y-4" data-testid="service-items">
              {cityServiceItems.map((item) => (
                <li key={item.title} className="flex gap-3">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                  <div>
                    <h3 className="font-semibold text-ink">{item.title}</h3>
                    <p className="text-sm text-muted">{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <ButtonLink to="/contact" className="mt-6 w-full">
              Schedule a Consultation
            </ButtonLink>
          </Card>
        </aside>
      </Section>

      {otherLocations.length > 0 ? (
        <Section background="secondary" aria-labelledby="other-locations-heading">
          <h2 id="other-locations-heading" className="text-3xl font-bold tracking-tight text-ink">
            Other locations
          </h2>
          <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="other-locations">
            {otherLocations.map((group) => (
              <div key={group.state}>
                <h3 className="font-semibold text-ink">{group.state}</h3>
                <ul className="mt-2 space-y-1">
                  {group.cities.map((other) => (
                    <li key={other.href}>
                      <Link to={other.href} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
                        Rehab marketing in {other.name} <ArrowRight aria-hidden="true" className="h-3.5 w-3.5" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </Section>
      ) : null}

      <CtaBand
        title={`Ready to grow admissions in ${city.name}?`}
        text="Talk with a strategist who works only with treatment and mental health providers."
        ctaText="Schedule a Strategy Call"
        ctaUrl="/contact"
      />
    </>
  );
}
