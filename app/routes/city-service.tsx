import { ArrowRight, CheckCircle2 } from "lucide-react";
import { data, Link } from "react-router";
import { locationReads } from "~/.server/locations/page-reads";
import { readContent } from "~/.server/read-policy";
import { servicesContext } from "~/.server/services";
import { Prose } from "~/components/page-schema/prose";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { CtaBand } from "~/components/site/cta-band";
import { Image } from "~/components/site/image";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cityServiceItems, defaultCityServiceText } from "~/content/location-pages";
import { type BreadcrumbItem, breadcrumbJsonLd } from "~/lib/breadcrumb-list";
import { publicPageHeaders } from "~/lib/cache-control";
import { cityPath, cityServiceName, statePath } from "~/lib/city-services";
import { absoluteUrl, buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/city-service";

// The same for every anonymous visitor: CDNs and our page cache may keep it.
export const headers = publicPageHeaders;

/**
 * A city service page, /{service}/{state}/{city}. Its body is the published
 * content_research record for that service and place; without one the page
 * shows a default text and asks search engines not to index it, since pages
 * that differ only by the city name are doorway pages to them.
 */
function trailFor(
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

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { cityServiceContent } = context.get(servicesContext);
  const locations = locationReads(context);
  // The route is registered once per service slug, so the first segment is one of them.
  const serviceSlug = new URL(request.url).pathname.split("/")[1] ?? "";
  const serviceName = cityServiceName(serviceSlug);
  if (!serviceName) throw data("Not Found", { status: 404 });
  const place = await locations.cityBySlugs(params.state, params.city);
  if (!place) throw data("Not Found", { status: 404 });

  // Spec: Failed to load service data. A transient error must not look like a missing page to crawlers.
  const record = await readContent(context, "city service content", () => cityServiceContent.forPage(serviceSlug, place), {
    message: "Failed to load service data",
  });
  const otherLocations = await locations.otherLocations(place);
  return {
    service: { slug: serviceSlug, name: serviceName },
    state: { name: place.state.name, abbreviation: place.state.abbreviation, href: statePath(place.state.slug) },
    city: { name: place.name, href: cityPath(place.state.slug, place.slug) },
    record: record
      ? {
          title: record.title,
          html: record.content,
          seoTitle: record.seoTitle,
          seoDescription: record.seoDescription,
          excerpt: record.excerpt,
        }
      : null,
    defaultText: record ? [] : defaultCityServiceText({ slug: serviceSlug, name: serviceName }, place.name, place.state.name),
    otherLocations,
  };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [];
  const { service, state, city, record } = loaderData;
  const place = `${city.name}, ${state.abbreviation}`;
  return buildMeta(
    {
      title: record?.seoTitle ?? `${service.name} in ${place} | ${site.agency.name}`,
      description:
        record?.seoDescription ??
        record?.excerpt ??
        `${service.name} for addiction treatment and mental health providers in ${city.name}, ${state.name}, planned around admissions and compliance.`,
      path: location.pathname,
      cityName: city.name,
      stateName: state.name,
      stateCode: state.abbreviation,
      robots: record ? undefined : "noindex, follow",
      keywords: [`${service.name} ${city.name}`, `${city.name} treatment center marketing`, `${state.name} ${service.name}`],
      structuredData: [
        {
          "@context": "https://schema.org",
          "@type": "Service",
          name: `${service.name} in ${city.name}, ${state.name}`,
          serviceType: service.name,
          url: absoluteUrl(site.publicUrl, location.pathname),
          provider: { "@type": "Organization", name: site.agency.name, url: site.publicUrl },
          areaServed: [
            { "@type": "City", name: city.name, containedInPlace: { "@type": "State", name: state.name } },
            { "@type": "State", name: state.name },
          ],
        },
        breadcrumbJsonLd(trailFor(state, city, service.name), site.publicUrl, location.pathname),
      ],
    },
    site,
  );
};

export default function CityService({ loaderData }: Route.ComponentProps) {
  const { service, state, city, record, defaultText, otherLocations } = loaderData;
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
            // Sanitised HTML: the reader passes it through the rich-text allow-list (app/.server/rich-text).
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
