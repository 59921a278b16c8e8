import { CalendarCheck, ClipboardList, Users } from "lucide-react";
import { useLoaderData } from "react-router";
import { pageAction } from "~/.server/http/page-action";
import { LEAD_FORM_OPTIONS, leadFormSubmission } from "~/.server/leads/capture/answer";
import { leadFormData, leadFormHandler, leadFormMiddleware } from "~/.server/leads/capture/form-page";
import { openSlots } from "~/.server/leads/capture/open-slots";
import { readContent } from "~/.server/read-policy";
import { servicesContext } from "~/.server/services-context";
import { LeadFormIsland } from "~/components/forms/lead-form-island";
import { PageHero } from "~/components/site/page-hero";
import { Card, CardTitle } from "~/components/ui/card";
import { sessionAttendees, sessionCovers, sessionPreparation } from "~/content/schedule-session-page";
import { formPageHeaders } from "~/lib/cache-control";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/schedule-session";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    {
      title: `Schedule a Strategy Session | ${site.agency.name}`,
      description:
        "Book a free 30-minute strategy session on admissions marketing for your treatment center: pick a time, Monday to Friday, 9AM-6PM Eastern.",
      path: location.pathname,
    },
    site,
  );
};

export const headers = formPageHeaders;

// A content page whose form is a React island (docs/page-loading.md): no React Router in the browser.

/** The times still open, as they are now. */
function openSessionSlots(context: Route.LoaderArgs["context"]) {
  const { database } = context.get(servicesContext);
  return readContent(context, "open session slots", () => openSlots(database.db));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { slots: await openSessionSlots(context), ...leadFormData(request, context) };
}

/**
 * The form island's post (JSON) is answered by the action itself, with the open slots as they are now: after a lost
 * race (409) or a booking the island shows fresh times.
 */
export const action = pageAction(leadFormSubmission, leadFormHandler("booking"), LEAD_FORM_OPTIONS);
export const middleware: Route.MiddlewareFunction[] = leadFormMiddleware(action, async (context) => ({
  slots: await openSessionSlots(context),
}));

export default function ScheduleSession({ actionData }: Route.ComponentProps) {
  const { slots, tokens, attribution } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Free strategy session"
        title="Schedule a Strategy Session"
        subtitle="Thirty minutes with a strategist who works only with treatment centers and behavioral health practices. No pitch deck: a straight look at what fills your beds and what doesn't."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <div className="space-y-6">
          <Card>
            <CardTitle as="h2" className="flex items-center gap-2">
              <CalendarCheck aria-hidden="true" className="h-5 w-5 text-brand-600" /> What we cover
            </CardTitle>
            <ul className="mt-4 space-y-3">
              {sessionCovers.map((item) => (
                <li key={item.title}>
                  <h3 className="font-semibold text-ink">{item.title}</h3>
                  <p className="text-sm text-muted">{item.text}</p>
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Users aria-hidden="true" className="h-5 w-5 text-brand-600" /> Who joins
            </CardTitle>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-muted">
              {sessionAttendees.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Card>
          <Card>
            <CardTitle as="h2" className="flex items-center gap-2">
              <ClipboardList aria-hidden="true" className="h-5 w-5 text-brand-600" /> What to prepare
            </CardTitle>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-muted">
              {sessionPreparation.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Card>
        </div>
        <Card className="p-6 sm:p-8">
          <h2 className="text-2xl font-bold tracking-tight text-ink">Pick a time</h2>
          <p className="mt-2 mb-6 text-muted">
            You'll get a calendar invitation by e-mail. Please don't include patient information.
          </p>
          <LeadFormIsland form="booking" slots={slots} tokens={tokens} attribution={attribution} result={actionData} />
        </Card>
      </div>
    </>
  );
}
