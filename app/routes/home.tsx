import { ArrowRight, BarChart3, ShieldCheck, Users } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { publicPageHeaders } from "~/lib/cache-control";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/home";

// The same for every anonymous visitor: CDNs and our page cache may keep it.
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    {
      title: `Addiction Treatment Marketing | ${site.agency.name}`,
      description:
        "Ethical, compliant marketing for addiction treatment centers, mental health practices and sober living homes: SEO, PPC, websites and admissions-focused lead generation.",
      path: location.pathname,
      keywords: ["addiction treatment marketing", "rehab marketing", "behavioral health marketing", "treatment center SEO"],
      structuredData: { "@context": "https://schema.org", "@type": "WebSite", name: site.agency.name, url: site.publicUrl },
    },
    site,
  );
};

const proofPoints = [
  {
    icon: Users,
    title: "Admissions, not just clicks",
    text: "Campaigns are measured by verified admissions and census, with call tracking from first search to intake.",
  },
  {
    icon: ShieldCheck,
    title: "Compliant by default",
    text: "LegitScript-ready ad accounts, HIPAA-aware forms and no patient brokering, ever.",
  },
  {
    icon: BarChart3,
    title: "Reporting you can act on",
    text: "Cost per admission by payer and level of care, so budget follows the programs that fill beds.",
  },
];

export default function Home() {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            Marketing for treatment centers and behavioral health
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
            Fill beds with patients who are ready for care
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50 sm:text-xl">
            We help addiction treatment centers, mental health practices and sober living homes grow admissions with ethical SEO,
            paid search and websites built for how families look for help.
          </p>
          <ButtonLink to="/contact" variant="inverse" size="lg" className="mt-10">
            Get Started <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </ButtonLink>
        </div>
      </section>
      <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="why-us" className="text-3xl font-bold tracking-tight text-ink">
          Built for the way treatment centers grow
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {proofPoints.map((point) => (
            <li key={point.title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <point.icon aria-hidden="true" className="h-8 w-8 text-brand-600" />
              <h3 className="mt-4 text-lg font-semibold text-ink">{point.title}</h3>
              <p className="mt-2 text-muted">{point.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
