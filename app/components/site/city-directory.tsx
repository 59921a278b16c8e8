import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { CityDirectoryData } from "~/lib/seo/directory-data";

/**
 * The location directory (spec public-site §2): the first three states with
 * up to five cities each, See all cities in {state}... when a state has more,
 * and the remaining states under Other Locations. Data comes from
 * `loadCityDirectory` in the page's loader.
 */
export function CityDirectory({ directory, headingLevel = "h3" }: { directory: CityDirectoryData; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <div data-testid="city-directory">
      <ul className="grid gap-6 md:grid-cols-3">
        {directory.featured.map((entry) => (
          <li key={entry.state.href} data-testid="featured-state">
            <Card className="h-full">
              <Heading className="flex items-center gap-2 text-xl font-semibold text-ink">
                <MapPin aria-hidden="true" className="h-5 w-5 text-brand-600" />
                <Link to={entry.state.href} className="hover:text-brand-700 hover:underline">
                  {entry.state.name}
                </Link>
              </Heading>
              <ul className="mt-4 space-y-2">
                {entry.cities.map((city) => (
                  <li key={city.href}>
                    <Link
                      to={city.href}
                      className="text-brand-700 underline-offset-2 hover:underline"
                      data-testid="featured-city"
                    >
                      {city.name}
                    </Link>
                  </li>
                ))}
              </ul>
              {entry.seeAllHref ? (
                <Link
                  to={entry.seeAllHref}
                  className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-brand-700 hover:underline"
                >
                  See all cities in {entry.state.name}... <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
      {directory.others.length > 0 ? (
        <div className="mt-12" data-testid="other-locations">
          <Heading className="text-xl font-semibold text-ink">Other Locations</Heading>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-5">
            {directory.others.map((state) => (
              <li key={state.href}>
                <Link to={state.href} className="text-brand-700 underline-offset-2 hover:underline">
                  {state.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
