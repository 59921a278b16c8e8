import { data } from "react-router";
import { readContent } from "~/.server/read-policy";
import { locationReads } from "~/.server/seo/locations/page-reads";
import { services, servicesContext } from "~/.server/services-context";
import { CityServiceView, trailFor } from "~/components/site/city-service-view";
import { defaultCityServiceText } from "~/content/location-pages";
import { breadcrumbJsonLd } from "~/lib/breadcrumb-list";
import { publicPageHeaders } from "~/lib/cache-control";
import { cityPath, cityServiceName, statePath } from "~/lib/content/city-services";
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
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { cityServiceContent } = context.get(servicesContext);
  const locations = locationReads(context, services(context));
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
  return <CityServiceView {...loaderData} />;
}
