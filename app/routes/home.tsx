import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { locationReads } from "~/.server/seo/locations/page-reads";
import { services } from "~/.server/services-context";
import { CityDirectory } from "~/components/site/city-directory";
import { CtaBand } from "~/components/site/cta-band";
import { Image } from "~/components/site/image";
import { PageHero } from "~/components/site/page-hero";
import { Reveal } from "~/components/site/reveal";
import { Section, SectionHeading } from "~/components/site/section";
import { OfferCard } from "~/components/site/service-card";
import { Accordion } from "~/components/ui/accordion";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { art } from "~/content/art";
import { analysisCards, approachPanel, benefits, homeFaq, homeHero, homeSections, servicesPanel } from "~/content/home";
import { plans } from "~/content/plans";
import { coreServices, type ServiceCard, treatmentServices } from "~/content/services";
import { publicPageHeaders } from "~/lib/cache-control";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import { faqPageJsonLd } from "~/lib/structured-data";
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
      structuredData: [
        { "@context": "https://schema.org", "@type": "WebSite", name: site.agency.name, url: site.publicUrl },
        faqPageJsonLd(homeFaq),
      ],
    },
    site,
  );
};

function ServiceTrio({ cards }: { cards: ServiceCard[] }) {
  return (
    <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.id}>
          <Reveal className="h-full" delayMs={index * 100}>
            <OfferCard card={card} />
          </Reveal>
        </li>
      ))}
    </ul>
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  return { directory: await locationReads(context, services(context)).directory() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        subtitle={homeHero.subtitle}
        cta={homeHero.cta}
        aside={
          <Image
            src={art.heroCare.src}
            alt={art.heroCare.alt}
            width={art.heroCare.width}
            height={art.heroCare.height}
            className="rounded-xl"
            sizes="(min-width: 1024px) 40vw, 0px"
          />
        }
      />

      <Section aria-labelledby="core-services">
        <SectionHeading id="core-services" {...homeSections.coreServices} />
        <ServiceTrio cards={coreServices} />
      </Section>

      <Section background="secondary" aria-labelledby="treatment-services">
        <SectionHeading id="treatment-services" {...homeSections.treatmentServices} />
        <ServiceTrio cards={treatmentServices} />
      </Section>

      <Section aria-labelledby="plans">
        <SectionHeading id="plans" align="center" {...homeSections.plans} />
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id} data-plan={plan.id}>
              <OfferCard
                featuresLabel="Includes"
                problemsLabel="Built for"
                card={{
                  title: plan.title,
                  description: plan.description,
                  features: plan.features,
                  problems: plan.problems,
                  icon: plan.icon,
                  highlighted: plan.highlighted,
                  badge: plan.highlighted ? "Recommended" : undefined,
                  primaryLink: { text: plan.ctaText, to: plan.ctaLink },
                  secondaryLink: plan.secondaryLink,
                }}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section background="dark" aria-labelledby="benefits">
        <SectionHeading id="benefits" background="dark" {...homeSections.benefits} />
        {/* Five items: a wrapping row centres the last two instead of leaving a hole in a grid. */}
        <ul className="mt-10 flex flex-wrap justify-center gap-6">
          {benefits.map((benefit) => (
            <li
              key={benefit.title}
              className="w-full rounded-xl border border-white/15 bg-white/5 p-6 sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]"
            >
              <benefit.icon aria-hidden="true" className="h-8 w-8 text-brand-100" />
              <h3 className="mt-4 text-lg font-semibold text-white">{benefit.title}</h3>
              <p className="mt-2 text-brand-50">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-label="Our approach and services">
        <div className="grid gap-8 lg:grid-cols-2">
          <Card className="p-8">
            <CardTitle as="h2" className="text-2xl">
              {approachPanel.title}
            </CardTitle>
            <CardText>{approachPanel.intro}</CardText>
            <ol className="mt-6 space-y-5">
              {approachPanel.steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-ink">{step.title}</h3>
                    <p className="mt-1 text-muted">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Card>
          <Card className="bg-brand-50 p-8">
            <CardTitle as="h2" className="text-2xl">
              {servicesPanel.title}
            </CardTitle>
            <CardText>{servicesPanel.intro}</CardText>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {servicesPanel.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="flex items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0" />
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <ButtonLink to={servicesPanel.cta.to} className="mt-8 self-start">
              {servicesPanel.cta.text}
            </ButtonLink>
          </Card>
        </div>
      </Section>

      <Section background="secondary" aria-labelledby="home-faq">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div>
            <SectionHeading id="home-faq" {...homeSections.faq} />
            <Link to="/faq" className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              Read the full FAQ <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </div>
          <Accordion entries={homeFaq.map((item) => ({ id: item.id, question: item.question, answer: <p>{item.answer}</p> }))} />
        </div>
      </Section>

      <Section aria-labelledby="website-analysis">
        <SectionHeading id="website-analysis" align="center" {...homeSections.analysis} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {analysisCards.map((card) => (
            <li key={card.title}>
              <Card className="h-full">
                <card.icon aria-hidden="true" className="h-8 w-8 text-brand-600" />
                <CardTitle className="mt-4">{card.title}</CardTitle>
                <CardText>{card.text}</CardText>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <ButtonLink to={homeSections.analysis.cta.to} size="lg">
            {homeSections.analysis.cta.text} <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </ButtonLink>
        </div>
      </Section>

      <CtaBand {...homeSections.closing} />

      <Section background="secondary" aria-labelledby="city-directory-heading">
        <SectionHeading
          id="city-directory-heading"
          eyebrow="Where we work"
          title="Treatment center marketing across the United States"
          subtitle="Local search, paid campaigns and referral outreach for programs in every state. Find your market."
        />
        <div className="mt-10">
          <CityDirectory directory={loaderData.directory} />
        </div>
      </Section>
    </>
  );
}
