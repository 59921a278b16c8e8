import { Clock, Globe, Mail, Phone } from "lucide-react";
import { useLoaderData } from "react-router";
import { pageAction } from "~/.server/http/page-action";
import { LEAD_FORM_OPTIONS, leadFormSubmission } from "~/.server/leads/capture/answer";
import { leadFormData, leadFormHandler, leadFormMiddleware } from "~/.server/leads/capture/form-page";
import { LeadFormIsland } from "~/components/forms/lead-form-island";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Card, CardTitle } from "~/components/ui/card";
import { specializedServices } from "~/content/contact-page";
import { formPageHeaders } from "~/lib/cache-control";
import { buildMeta } from "~/lib/meta";
import { telHref } from "~/lib/phone";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    {
      title: `Contact Us | ${site.agency.name}`,
      description:
        "Talk to a marketing team that knows addiction treatment and behavioral health. Request a free consultation, or call us Monday-Friday 9AM-6PM EST.",
      path: location.pathname,
    },
    site,
  );
};

export const headers = formPageHeaders;

// A content page whose form is a React island (docs/page-loading.md): no React Router in the browser.

export function loader({ request, context }: Route.LoaderArgs) {
  return leadFormData(request, context);
}

export const action = pageAction(leadFormSubmission, leadFormHandler("contact"), LEAD_FORM_OPTIONS);
/** The form island's post (JSON) is answered here, by the action itself. */
export const middleware: Route.MiddlewareFunction[] = leadFormMiddleware(action);

export default function Contact({ actionData, matches }: Route.ComponentProps) {
  const { tokens, attribution } = useLoaderData<typeof loader>();
  const site = siteFromMatches(matches);
  const { agency } = site;
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get In Touch"
        subtitle="Tell us about your program and your admissions goals. A strategist who works with treatment centers every day will get back to you within one business day."
      />
      <section
        aria-labelledby="consultation-form"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8"
      >
        <div className="space-y-6">
          <Card>
            <CardTitle as="h2">Contact details</CardTitle>
            <ul className="mt-4 space-y-4 text-ink">
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
                <a href={telHref(agency.phone)} className="text-brand-700 underline-offset-2 hover:underline">
                  {agency.phone}
                </a>
              </li>
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
                <a href={`mailto:${agency.email}`} className="break-all text-brand-700 underline-offset-2 hover:underline">
                  {agency.email}
                </a>
              </li>
              <li className="flex gap-3">
                <Globe aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
                <a href={agency.website} className="break-all text-brand-700 underline-offset-2 hover:underline">
                  {agency.website.replace(/^https?:\/\//, "")}
                </a>
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
                <span>
                  <span className="block">Monday-Friday 9AM-6PM EST</span>
                  <span className="block text-sm text-muted">Weekend appointments available on request.</span>
                </span>
              </li>
            </ul>
          </Card>
          <Card>
            <CardTitle as="h2">Specialized services</CardTitle>
            <ul className="mt-4 space-y-3">
              {specializedServices.map((service) => (
                <li key={service.title}>
                  <h3 className="font-semibold text-ink">{service.title}</h3>
                  <p className="text-sm text-muted">{service.text}</p>
                </li>
              ))}
            </ul>
          </Card>
        </div>
        <Card className="p-6 sm:p-8">
          <h2 id="consultation-form" className="text-2xl font-bold tracking-tight text-ink">
            Schedule a Consultation
          </h2>
          <p className="mt-2 mb-6 text-muted">
            Free and without obligation. Please don't include patient information: this form is for marketing conversations only.
          </p>
          <LeadFormIsland form="consultation" tokens={tokens} attribution={attribution} result={actionData} />
        </Card>
      </section>
      <CtaBand
        title="Prefer to pick a time?"
        text="Book a 30-minute strategy session straight into our calendar, Monday to Friday."
        ctaText="Schedule a Consultation"
        ctaUrl="/schedule-session"
      />
    </>
  );
}
