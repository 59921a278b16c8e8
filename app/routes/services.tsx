import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { readContent } from "~/.server/read-policy";
import { servicesContext } from "~/.server/services-context";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Section, SectionHeading } from "~/components/site/section";
import { publicPageHeaders } from "~/lib/cache-control";
import { pageLabel } from "~/lib/content/page-trail";
import { groupServicePages } from "~/lib/content/service-groups";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/services";

/** The same for every anonymous visitor: the page cache and a CDN may keep it (app/lib/cache-control.ts). */
export const headers = publicPageHeaders;

/**
 * Every schema-driven page, grouped. Read from the store, so a page
 * published from the editor appears here (and so is linked from the site)
 * without a release.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const stored = await readContent(context, "page list", () => context.get(servicesContext).pages.list());
  const groups = groupServicePages(
    stored.map((page) => ({
      path: page.path,
      type: page.type,
      label: pageLabel(page),
      title: page.schema.seo.title,
      description: page.schema.seo.description,
    })),
  );
  return { groups };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    {
      title: `Treatment Center Marketing Services | ${site.agency.name}`,
      description:
        "Every marketing service we offer addiction treatment centers, mental health practices and sober living homes: by level of care, by channel, and how engagements are planned.",
      path: location.pathname,
    },
    site,
  );
};

export default function Services({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Marketing services for treatment centers"
        subtitle="Find the service by the programme you run or by the channel you need. Each page explains what we do, what it fixes, what you receive and how we report on it."
        cta={{ text: "Schedule a Consultation", to: "/contact" }}
      />
      {groups.length > 0 ? (
        <nav aria-label="Service groups" className="border-b border-slate-200 bg-white">
          <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-2 px-4 py-4 text-sm font-semibold sm:px-6 lg:px-8">
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group, index) => {
        const background = index % 2 === 0 ? "default" : "secondary";
        return (
          <Section key={group.id} id={group.id} background={background} aria-labelledby={`${group.id}-heading`}>
            <SectionHeading id={`${group.id}-heading`} title={group.title} subtitle={group.description} background={background} />
            <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {group.pages.map((page) => (
                <li key={page.path} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                  <Link to={page.path} className="group text-lg font-semibold text-ink hover:text-brand-700">
                    <span className="underline-offset-2 group-hover:underline">{page.title}</span>
                    <ArrowRight aria-hidden="true" className="ml-1 inline h-4 w-4 text-brand-700" />
                  </Link>
                  <p className="mt-2 text-muted">{page.description}</p>
                </li>
              ))}
            </ul>
          </Section>
        );
      })}
      {groups.length === 0 ? (
        <Section>
          <p className="text-lg text-muted">
            Our service pages are being updated. Call us or book a consultation in the meantime.
          </p>
        </Section>
      ) : null}
      <CtaBand
        title="Not sure which service fits?"
        text="Tell us about your programmes, census and current marketing. We will tell you where the next admissions are likely to come from."
        ctaText="Schedule a Consultation"
        ctaUrl="/contact"
      />
    </>
  );
}
