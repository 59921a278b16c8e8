import { data, Link } from "react-router";
import { locationReads } from "~/.server/seo/locations/page-reads";
import { services } from "~/.server/services-context";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Section, SectionHeading } from "~/components/site/section";
import { Card } from "~/components/ui/card";
import { type BreadcrumbItem, breadcrumbJsonLd } from "~/lib/breadcrumb-list";
import { publicPageHeaders } from "~/lib/cache-control";
import { cityPath, cityServicePath, statePath } from "~/lib/content/city-services";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/locations-state";

// The same for every anonymous visitor: CDNs and our page cache may keep it.
export const headers = publicPageHeaders;

/** How many of a state's largest cities get a card above the full list. */
const LARGEST_SHOWN = 6;

function trailFor(state: { name: string }): BreadcrumbItem[] {
  return [{ label: "Home", href: "/" }, { label: "Locations", href: "/locations" }, { label: state.name }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const locations = locationReads(context, services(context));
  const state = await locations.stateBySlug(params.state);
  if (!state) throw data("Not Found", { status: 404 });
  const bySize = await locations.citiesOfStateBySize(state.id);
  const toLink = (city: (typeof bySize)[number]) => ({ name: city.name, href: cityPath(state.slug, city.slug), slug: city.slug });
  return {
    state: { name: state.name, abbreviation: state.abbreviation, slug: state.slug, href: statePath(state.slug) },
    largest: bySize.slice(0, LARGEST_SHOWN).map(toLink),
    alphabetical: [...bySize].sort((a, b) => a.name.localeCompare(b.name)).map(toLink),
  };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [];
  const { state } = loaderData;
  return buildMeta(
    {
      title: `${state.name} Treatment Center Marketing | ${site.agency.name}`,
      description: `Marketing for addiction treatment centers, mental health practices and sober living homes across ${state.name}: local SEO, paid search and admissions-focused websites, city by city.`,
      path: location.pathname,
      stateName: state.name,
      stateCode: state.abbreviation,
      keywords: [
        `${state.name} rehab marketing`,
        `${state.name} treatment center SEO`,
        `addiction treatment marketing ${state.abbreviation}`,
      ],
      structuredData: breadcrumbJsonLd(trailFor(state), site.publicUrl, location.pathname),
    },
    site,
  );
};

export default function LocationsState({ loaderData }: Route.ComponentProps) {
  const { state, largest, alphabetical } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={`Locations · ${state.abbreviation}`}
        title={`Treatment center marketing in ${state.name}`}
        subtitle={`Licensing, payer mix and referral networks differ from state to state. We plan ${state.name} campaigns around the rules your programs operate under and the cities your patients come from.`}
        cta={{ text: "Schedule a Consultation", to: "/contact" }}
      >
        <Breadcrumbs items={trailFor(state)} className="mt-8" />
      </PageHero>

      {largest.length > 0 ? (
        <Section aria-labelledby="largest-heading">
          <SectionHeading
            id="largest-heading"
            title={`Largest markets in ${state.name}`}
            subtitle="Where search demand and competition for admissions are highest."
          />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {largest.map((city) => (
              <li key={city.href}>
                <Card className="h-full">
                  <h3 className="text-lg font-semibold text-ink">
                    <Link to={city.href} className="hover:text-brand-700 hover:underline">
                      {city.name}
                    </Link>
                  </h3>
                  <p className="mt-2 text-muted">
                    Local services for {city.name} programs, or go straight to{" "}
                    <Link to={cityServicePath("rehab-marketing", state.slug, city.slug)} className="text-brand-700 underline">
                      rehab marketing in {city.name}
                    </Link>
                    .
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section background="secondary" aria-labelledby="all-cities-heading">
        <SectionHeading id="all-cities-heading" title={`All cities in ${state.name}`} />
        {alphabetical.length > 0 ? (
          <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-4" data-testid="state-cities">
            {alphabetical.map((city) => (
              <li key={city.href}>
                <Link to={city.href} className="text-brand-700 underline-offset-2 hover:underline">
                  {city.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 text-muted">
            We have no city pages for {state.name} yet. We still work with providers across the state:{" "}
            <Link to="/contact" className="text-brand-700 underline">
              tell us where you operate
            </Link>
            .
          </p>
        )}
      </Section>

      <CtaBand
        title={`Growing a program in ${state.name}?`}
        text="Tell us your levels of care, your census goals and the payers you accept; we will show you where the next admissions can come from."
        ctaText="Schedule a Strategy Call"
        ctaUrl="/contact"
      />
    </>
  );
}
