import { CheckCircle2, Quote } from "lucide-react";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { CtaBand } from "~/components/site/cta-band";
import { Image } from "~/components/site/image";
import { PageHero } from "~/components/site/page-hero";
import { Reveal } from "~/components/site/reveal";
import { Section, SectionHeading } from "~/components/site/section";
import { caseStudies, caseStudiesHero } from "~/content/case-studies";
import { testimonials } from "~/content/testimonials";
import { breadcrumbJsonLd } from "~/lib/breadcrumb-list";
import { publicPageHeaders } from "~/lib/cache-control";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/case-studies";

// The same for every anonymous visitor: CDNs and our page cache may keep it.
export const headers = publicPageHeaders;

const trail = [{ label: "Home", href: "/" }, { label: "Case Studies" }];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    {
      title: `Case Studies & Success Stories | ${site.agency.name}`,
      description:
        "How residential, outpatient and multi-location treatment providers grew admissions with compliant SEO, paid search and faster intake response.",
      path: location.pathname,
      structuredData: breadcrumbJsonLd(trail, site.publicUrl, location.pathname),
    },
    site,
  );
};

export default function CaseStudies() {
  return (
    <>
      <PageHero eyebrow={caseStudiesHero.eyebrow} title={caseStudiesHero.title} subtitle={caseStudiesHero.subtitle}>
        <Breadcrumbs items={trail} className="mt-8" />
      </PageHero>

      <Section aria-label="Case studies">
        <div className="space-y-20">
          {caseStudies.map((study, index) => (
            <Reveal key={study.id}>
              <article aria-labelledby={`case-${study.id}`} className="grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
                <Image
                  src={study.image.src}
                  alt={study.image.alt}
                  width={study.image.width}
                  height={study.image.height}
                  sizes="(min-width: 1024px) 40rem, 100vw"
                  priority={index === 0}
                  className={`w-full rounded-xl border border-slate-200 shadow-sm ${index % 2 === 1 ? "lg:order-2" : ""}`}
                />
                <div>
                  <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{study.category}</p>
                  <h2 id={`case-${study.id}`} className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                    {study.title}
                  </h2>
                  <h3 className="mt-6 font-semibold text-ink">The challenge</h3>
                  <p className="mt-2 text-muted">{study.challenge}</p>
                  <h3 className="mt-5 font-semibold text-ink">Our solution</h3>
                  <p className="mt-2 text-muted">{study.solution}</p>
                  <h3 className="mt-5 font-semibold text-ink">Results</h3>
                  <ul className="mt-3 space-y-2">
                    {study.results.map((result) => (
                      <li key={result} className="flex gap-2 text-ink">
                        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                        <span>{result}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            </Reveal>
          ))}
        </div>
      </Section>

      <CtaBand
        id="strategy-cta"
        background="secondary"
        title="Want results like these for your program?"
        text="In a strategy session we review your census, channels and intake process and show where the next admissions can come from."
        ctaText="Schedule a Strategy Session"
        ctaUrl="/contact"
      />

      <Section aria-labelledby="testimonials">
        <SectionHeading id="testimonials" title="What Our Clients Say" align="center" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote aria-hidden="true" className="h-8 w-8 text-brand-600" />
                <blockquote className="mt-4 flex-1 text-ink">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-6">
                  <p className="font-semibold text-ink">{testimonial.author}</p>
                  <p className="text-sm text-muted">{testimonial.title}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title="Ready to grow admissions?"
        text="Tell us about your programs and goals. The first consultation is free and comes with no obligation."
        ctaText="Get Started Today"
        ctaUrl="/contact"
      />
    </>
  );
}
