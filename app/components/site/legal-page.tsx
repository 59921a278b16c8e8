import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { PageHero } from "~/components/site/page-hero";
import { PhoneLinkedText } from "~/components/site/phone-linked-text";
import { Section } from "~/components/site/section";
import { fillPlaceholders, type LegalDocument, type LegalPlaceholders } from "~/content/legal/document";
import { formatLegalDate, legalTrail } from "~/lib/legal-meta";
import type { SiteConfig } from "~/lib/site-config";

function sectionId(index: number, title: string) {
  return `section-${index + 1}-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/-$/, "")}`;
}

/** A legal text with numbered h2 headings, a contents list and the date it took effect. */
export function LegalPage({ document, site }: { document: LegalDocument; site: SiteConfig }) {
  const values: LegalPlaceholders = {
    agency: site.agency.name,
    email: site.agency.email,
    phone: site.agency.phone,
    website: site.agency.website,
  };
  const fill = (text: string) => fillPlaceholders(text, values);
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} subtitle={document.summary}>
        <p className="mt-6 text-brand-50">
          Last updated: <time dateTime={document.version}>{formatLegalDate(document.version)}</time>
        </p>
        <Breadcrumbs items={legalTrail(document)} className="mt-6" />
      </PageHero>
      <Section innerClassName="grid gap-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">Contents</h2>
          <ol className="mt-3 space-y-2 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${sectionId(index, section.title)}`} className="text-brand-700 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-10 text-ink">
          {document.sections.map((section, index) => (
            <section key={section.title} aria-labelledby={sectionId(index, section.title)}>
              <h2 id={sectionId(index, section.title)} className="scroll-mt-24 text-2xl font-bold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              {section.blocks.map((block) =>
                typeof block === "string" ? (
                  <p key={block.slice(0, 60)} className="mt-4 leading-7 text-muted">
                    <PhoneLinkedText text={fill(block)} />
                  </p>
                ) : (
                  <ul key={block.list[0]} className="mt-4 list-disc space-y-2 pl-6 leading-7 text-muted">
                    {block.list.map((item) => (
                      <li key={item}>
                        <PhoneLinkedText text={fill(item)} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </article>
      </Section>
    </>
  );
}
