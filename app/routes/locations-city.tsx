import { ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
import { locationReads } from "~/.server/seo/locations/page-reads";
import { services } from "~/.server/services-context";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Section, SectionHeading } from "~/components/site/section";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { cityMarketNotes, cityServiceSummaries } from "~/content/location-pages";
import { type BreadcrumbItem, breadcrumbJsonLd } from "~/lib/breadcrumb-list";
import { publicPageHeaders } from "~/lib/cache-control";
import {
  cityPath,
  cityServiceName,
  cityServicePath,
  cityServices,
  statePath,
  treatmentTypeServices,
} from "~/lib/content/city-services";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/locations-city";

// The same for every anonymous visitor: CDNs and our page cache may keep it.
export const headers = publicPageHeaders;

/** How many other cities of the state the page links to. */
const NEARBY_CITIES = 8;

function trailFor(state: { name: string; href: string }, city: { name: string }): BreadcrumbItem[] {
  return [
    { label: "Home", href: "/" },
    { label: "Locations", href: "/locations" },
    { label: state.name, href: state.href },
    { label: city.name },
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const locations = locationReads(context, services(context));
  const place = await locations.cityBySlugs(params.state, params.city);
  if (!place) throw data("Not Found", { status: 404 });
  const { state } = place;
  const others = (await locations.citiesOfStateBySize(state.id)).filter((city) => city.id !== place.id).slice(0, NEARBY_CITIES);
  const service = (slug: string) => ({
    name: cityServiceName(slug) ?? slug,
    summary: cityServiceSummaries[slug] ?? "",
    href: cityServicePath(slug, state.slug, place.slug),
  });
  const treatmentSlugs = Object.values(treatmentTypeServices).filter(
    (slug) => !cityServices.some((candidate) => candidate.slug === slug),
  );
  return {
    state: { name: state.name, abbreviation: state.abbreviation, href: statePath(state.slug) },
    city: { name: place.name, population: place.population },
    services: cityServices.map((candidate) => service(candidate.slug)),
    treatments: treatmentSlugs.map(service),
    others: others.map((city) => ({ name: city.name, href: cityPath(state.slug, city.slug) })),
  };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [];
  const { state, city } = loaderData;
  return buildMeta(
    {
      title: `Treatment Center Marketing in ${city.name}, ${state.abbreviation} | ${site.agency.name}`,
      description: `SEO, paid search, websites and lead generation for addiction treatment and mental health providers in ${city.name}, ${state.name}, measured by admissions.`,
      path: location.pathname,
      cityName: city.name,
      stateName: state.name,
      stateCode: state.abbreviation,
      keywords: [
        `${city.name} rehab marketing`,
        `${city.name} treatment center SEO`,
        `addiction treatment marketing ${city.name}`,
      ],
      structuredData: breadcrumbJsonLd(trailFor(state, city), site.publicUrl, location.pathname),
    },
    site,
  );
};

export default function LocationsCity({ loaderData }: Route.ComponentProps) {
  const { state, city, services, treatments, others } = loaderData;
  const notes = cityMarketNotes(city.name, state.name, city.population);
  return (
    <>
      <PageHero
        eyebrow={`${city.name}, ${state.abbreviation}`}
        title={`Treatment center marketing in ${city.name}, ${state.name}`}
        subtitle={`Marketing for addiction treatment, mental health and sober living providers serving ${city.name}: found by the people searching, trusted by the families calling, measured in admissions.`}
        cta={{ text: "Schedule a Consultation", to: "/contact" }}
      >
        <Breadcrumbs items={trailFor(state, city)} className="mt-8" />
      </PageHero>

      <Section aria-labelledby="services-heading">
        <SectionHeading
          id="services-heading"
          title={`Our services in ${city.name}`}
          subtitle="Each service page explains how we run it for providers in this city."
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="city-services">
          {services.map((service) => (
            <li key={service.href}>
              <Card className="h-full">
                <CardTitle>
                  <Link to={service.href} className="hover:text-brand-700 hover:underline">
                    {service.name} in {city.name}
                  </Link>
                </CardTitle>
                <CardText>{service.summary}</CardText>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section background="secondary" aria-labelledby="market-heading">
        <SectionHeading id="market-heading" title={notes.title} />
        <div className="mt-6 max-w-3xl space-y-4 text-lg text-muted">
          {notes.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section aria-labelledby="treatment-heading">
        <SectionHeading
          id="treatment-heading"
          title="Marketing by level of care"
          subtitle={`Campaigns for one program type in ${city.name}, from detox to sober living.`}
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="treatment-links">
          {treatments.map((treatment) => (
            <li key={treatment.href}>
              <Link
                to={treatment.href}
                className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-4 py-3 font-medium text-brand-700 hover:border-brand-600 hover:bg-brand-50"
              >
                {treatment.name} <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {others.length > 0 ? (
        <Section background="secondary" aria-labelledby="nearby-heading">
          <SectionHeading id="nearby-heading" title={`Other cities in ${state.name}`} />
          <ul className="mt-6 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4" data-testid="other-cities">
            {others.map((other) => (
              <li key={other.href}>
                <Link to={other.href} className="text-brand-700 underline-offset-2 hover:underline">
                  {other.name}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={state.href} className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
            All cities in {state.name}
          </Link>
        </Section>
      ) : null}

      <CtaBand
        title={`Plan your ${city.name} admissions strategy`}
        text="A 30-minute call: your programs, your payers and what it would take to reach your census goal."
        ctaText="Schedule a Strategy Call"
        ctaUrl="/contact"
      />
    </>
  );
}
