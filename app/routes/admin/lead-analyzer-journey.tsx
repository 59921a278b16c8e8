import { Link, useLoaderData } from "react-router";
import { requireStaff } from "~/.server/auth/staff";
import { pageRefusal } from "~/.server/http/page-action";
import { leadJourneyView } from "~/.server/leads/analyzer/lead-journey";
import { servicesContext } from "~/.server/services-context";
import { useAgencyTimeZone } from "~/components/admin/agency-time-zone";
import { type Column, DataTable } from "~/components/ui/data-table";
import { formatInZone } from "~/lib/dates";
import { NO_CAMPAIGN, UNKNOWN_NOTE } from "~/lib/leads/analyzer";
import { UNKNOWN_CHANNEL } from "~/lib/leads/journeys";
import type { Route } from "./+types/lead-analyzer-journey";

/** /lead-analyzer/journeys/:leadId: what our analytics saw of one lead before it was sent (its visits and pages). */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Journey of ${loaderData.lead.name} | Lead analyzer` : "Journey | Lead analyzer" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const services = context.get(servicesContext);
  // Events this instance has answered but not yet written (write-behind) count too.
  await services.analytics.writer.flush();
  const view = await leadJourneyView(services.database.db, params.leadId, services.config.agencyTimeZone);
  if (!view) throw pageRefusal(404, "This lead does not exist.");
  return view;
}

type Row = { id: string; visit: number; at: Date; path: string; channel: string; campaign: string; landing: boolean };

export default function LeadJourney() {
  const { lead, journey } = useLoaderData<typeof loader>();
  const timeZone = useAgencyTimeZone();
  const rows: Row[] = journey.visits.flatMap((visit, index) =>
    visit.views.map((view, viewIndex) => ({
      id: `${index}-${viewIndex}`,
      visit: index + 1,
      at: view.at,
      path: view.path,
      channel: visit.channel,
      campaign: visit.utmCampaign ?? NO_CAMPAIGN,
      landing: viewIndex === 0,
    })),
  );
  const columns: Column<Row>[] = [
    { id: "visit", header: "Visit", cell: (row) => row.visit, align: "right" },
    { id: "at", header: "Time", cell: (row) => formatInZone(row.at, timeZone) },
    { id: "path", header: "Page", rowHeader: true, cell: (row) => (row.landing ? `${row.path} (landing page)` : row.path) },
    { id: "channel", header: "Channel", cell: (row) => row.channel },
    { id: "campaign", header: "Campaign", cell: (row) => row.campaign },
  ];
  return (
    <div className="space-y-6">
      <p>
        <Link to="/lead-analyzer" className="text-sm font-medium text-brand-700 underline">
          Back to the lead analyzer
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-ink">Journey of {lead.name}</h1>
      <p className="text-sm text-slate-700" data-testid="journey-summary">
        Lead sent {formatInZone(lead.createdAt, timeZone)} ({lead.status}
        {lead.isSpam ? ", marked spam" : ""}).{" "}
        {journey.visits.length === 0
          ? `Channel: ${UNKNOWN_CHANNEL}. ${UNKNOWN_NOTE}`
          : `${journey.visits.length} visit${journey.visits.length === 1 ? "" : "s"} on the lead's own day before it was sent.`}{" "}
        <Link to={`/admin/leads/${lead.id}`} className="font-medium text-brand-700 underline">
          Open the lead
        </Link>
      </p>
      <DataTable
        caption={`Pages viewed by ${lead.name} before the lead, oldest first`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty="Analytics did not see this visitor: no visits to show."
        testId="table-journey"
      />
    </div>
  );
}
