import { Link } from "react-router";
import { directoryOrder } from "~/.server/seo/locations/directory";
import { locationReads } from "~/.server/seo/locations/page-reads";
import { services } from "~/.server/services-context";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { CityDirectory } from "~/components/site/city-directory";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Section, SectionHeading } from "~/components/site/section";
import { GEONAMES_CREDIT } from "~/content/location-pages";
import { type BreadcrumbItem, breadcrumbJsonLd } from "~/lib/breadcrumb-list";
import { publicPageHeaders } from "~/lib/cache-control";
import { statePath } from "~/lib/content/city-services";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/locations";

// The same for every anonymous visitor: CDNs and our page cache may keep it.
export const headers = publicPageHeaders;

const trail: BreadcrumbItem[] = [{ label: "Home", href: "/" }, { label: "Locations" }];

export async function loader({ context }: Route.LoaderArgs) {
  const locations = locationReads(context, services(context));
  const [directory, states] = await Promise.all([locations.directory(), locations.states()]);
  return {
    directory,
    states: directoryOrder(states).map((state) => ({
      name: state.name,
      abbreviation: state.abbreviation,
      href: statePath(state.slug),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    {
      title: `Treatment Center Marketing by Location | ${site.agency.name}`,
      description:
        "Local marketing for addiction treatment centers, mental health practices and sober living homes in every US state: find your state and city.",
      path: location.pathname,
      keywords: ["treatment center marketing by city", "local rehab marketing", "addiction treatment SEO by state"],
      structuredData: breadcrumbJsonLd(trail, site.publicUrl, location.pathname),
    },
    site,
  );
};

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { directory, states } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Locations"
        title="Treatment center marketing, market by market"
        subtitle="Admissions come from local searches, local referral sources and local payers. Choose your state and city to see how we approach your market."
        cta={{ text: "Schedule a Consultation", to: "/contact" }}
      >
        <Breadcrumbs items={trail} className="mt-8" />
      </PageHero>

      <Section aria-labelledby="directory-heading">
        <SectionHeading
          id="directory-heading"
          title="Where we help treatment centers grow"
          subtitle="Our largest markets first; each city links to its rehab marketing page."
        />
        <div className="mt-10">
          <CityDirectory directory={directory} />
        </div>
      </Section>

      <Section background="secondary" aria-labelledby="all-states-heading">
        <SectionHeading id="all-states-heading" title="All states" subtitle="Every state and the District of Columbia." />
        <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="all-states">
          {states.map((state) => (
            <li key={state.href}>
              <Link to={state.href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {state.name}
              </Link>{" "}
              <span className="text-sm text-muted">({state.abbreviation})</span>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-sm text-muted">
          City and population data:{" "}
          <a href={GEONAMES_CREDIT.geonamesUrl} className="underline">
            GeoNames
          </a>
          , licensed under{" "}
          <a href={GEONAMES_CREDIT.licenseUrl} className="underline" rel="license">
            CC BY 4.0
          </a>
          .
        </p>
      </Section>

      <CtaBand
        title="Not sure which market to start with?"
        text="We will look at search demand, competition and your payer mix across the areas you serve and tell you where the next admissions are most likely to come from."
        ctaText="Schedule a Strategy Call"
        ctaUrl="/contact"
      />
    </>
  );
}
