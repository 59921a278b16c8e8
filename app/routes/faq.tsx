import { ArrowRight } from "lucide-react";
import { z } from "zod";
import { listQuery } from "~/.server/http/list-query";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { FaqBrowser } from "~/components/site/faq-browser";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { ButtonLink } from "~/components/ui/button";
import { allFaqItems, faqCategories } from "~/content/faq";
import { breadcrumbJsonLd } from "~/lib/breadcrumb-list";
import { publicPageHeaders } from "~/lib/cache-control";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import { faqPageJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/faq";

// The same for every anonymous visitor: CDNs and our page cache may keep it.
export const headers = publicPageHeaders;

const trail = [{ label: "Home", href: "/" }, { label: "FAQ" }];

/**
 * The search without JavaScript: /faq?q=... is filtered by the server. Such
 * an address has a query, so the page cache neither serves nor keeps it.
 */
const faqQuery = z.object({
  // The first `q` when sent twice; anything else (none, an odd value) is no search.
  q: z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().catch("")).transform((q) => q.slice(0, 200)),
});

export function loader({ request }: Route.LoaderArgs) {
  return { query: listQuery(request, faqQuery).q };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    {
      title: `Treatment Center Marketing FAQ | ${site.agency.name}`,
      description:
        "Answers on lead generation, SEO, websites, HIPAA and patient brokering compliance, marketing ROI, sober living marketing and our service plans.",
      path: location.pathname,
      structuredData: [faqPageJsonLd(allFaqItems), breadcrumbJsonLd(trail, site.publicUrl, location.pathname)],
    },
    site,
  );
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        subtitle="What treatment center owners, executive directors and admissions leaders ask us about marketing, compliance and working together."
      >
        <Breadcrumbs items={trail} className="mt-8" />
      </PageHero>

      <Section background="secondary" aria-label="Questions and answers">
        <FaqBrowser categories={faqCategories} query={loaderData.query} />
      </Section>

      <Section aria-labelledby="faq-contact" innerClassName="py-12 sm:py-16">
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="faq-contact" className="text-2xl font-bold tracking-tight text-ink">
              Still have a question?
            </h2>
            <p className="mt-2 text-muted">Ask us directly. A strategist, not a salesperson, will answer.</p>
          </div>
          <ButtonLink to="/contact" size="lg">
            Contact Us <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
