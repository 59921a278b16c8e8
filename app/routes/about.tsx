import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { CtaBand } from "~/components/site/cta-band";
import { Image } from "~/components/site/image";
import { PageHero } from "~/components/site/page-hero";
import { Reveal } from "~/components/site/reveal";
import { Section, SectionHeading } from "~/components/site/section";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { aboutClosing, aboutHero, coreValues, mission } from "~/content/about";
import { team } from "~/content/team";
import { breadcrumbJsonLd } from "~/lib/breadcrumb-list";
import { publicPageHeaders } from "~/lib/cache-control";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/about";

// The same for every anonymous visitor: CDNs and our page cache may keep it.
export const headers = publicPageHeaders;

const trail = [{ label: "Home", href: "/" }, { label: "About" }];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    {
      title: `About Our Agency | ${site.agency.name}`,
      description:
        "Who we are: a marketing agency that works only with addiction treatment, mental health and sober living providers. Our mission, values and leadership team.",
      path: location.pathname,
      structuredData: breadcrumbJsonLd(trail, site.publicUrl, location.pathname),
    },
    site,
  );
};

export default function About() {
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} subtitle={aboutHero.subtitle}>
        <Breadcrumbs items={trail} className="mt-8" />
      </PageHero>

      <Section aria-labelledby="mission">
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          <SectionHeading id="mission" title={mission.title} />
          <div className="space-y-5 text-lg text-muted">
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section background="secondary" aria-labelledby="values">
        <SectionHeading id="values" title="Our Core Values" align="center" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {coreValues.map((value, index) => (
            <li key={value.title}>
              <Reveal className="h-full" delayMs={index * 100}>
                <Card className="h-full">
                  <value.icon aria-hidden="true" className="h-8 w-8 text-brand-600" />
                  <CardTitle className="mt-4 text-xl">{value.title}</CardTitle>
                  <CardText>{value.text}</CardText>
                </Card>
              </Reveal>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="team">
        <SectionHeading
          id="team"
          title="Leadership Team"
          subtitle="The people who will know your programs by name."
          align="center"
        />
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member) => (
            <li key={member.name}>
              <Card className="h-full items-center text-center">
                <Image
                  src={member.image.src}
                  alt={`Portrait of ${member.name}`}
                  width={member.image.width}
                  height={member.image.height}
                  sizes="(min-width: 1024px) 12rem, 10rem"
                  keywords={["person", "portrait", "team"]}
                  className="h-40 w-40 rounded-full bg-brand-50 object-cover lg:h-48 lg:w-48"
                />
                <CardTitle className="mt-5 text-xl">{member.name}</CardTitle>
                <p className="mt-1 font-medium text-brand-700">{member.title}</p>
                <CardText className="text-left">{member.bio}</CardText>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand {...aboutClosing} />
    </>
  );
}
