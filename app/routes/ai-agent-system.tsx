import { useLoaderData } from "react-router";
import { requireStaff } from "~/.server/auth/staff";
import { agentSystemFigures } from "~/.server/chat/admin/agent-system";
import { servicesContext } from "~/.server/services-context";
import { useAgencyTimeZone } from "~/components/admin/agency-time-zone";
import { useFormatDateTime } from "~/components/admin/format";
import { ChartWithTable, DayChart, type Series } from "~/components/chat/agent-charts";
import { type Column, DataTable } from "~/components/ui/data-table";
import type { Route } from "./+types/ai-agent-system";

/** /ai-agent-system (issue 13 item 8): how the AI sales assistant is doing over the last 30 days. Admins only. */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "AI agent system" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const services = context.get(servicesContext);
  return { figures: await agentSystemFigures(services.database.db, new Date(), services.config.agencyTimeZone) };
}

type Gap = Awaited<ReturnType<typeof agentSystemFigures>>["gaps"][number];

const gapColumns = (formatDateTime: (iso: string) => string): Column<Gap>[] => [
  { id: "question", header: "Question", cell: (gap) => gap.question },
  {
    id: "asked",
    header: "Asked",
    cell: (gap) => formatDateTime(gap.askedAt),
    sortValue: (gap) => gap.askedAt,
    className: "whitespace-nowrap",
  },
  {
    id: "conversation",
    header: "Conversation",
    cell: (gap) => (
      <a className="text-brand-700 underline" href={`/chat?id=${gap.conversationId}`}>
        Read
      </a>
    ),
  },
];

const VOLUME: Series[] = [
  { key: "conversations", label: "Conversations", color: "#1d4ed8" },
  { key: "leads", label: "Leads from chat", color: "#047857" },
];
const LATENCY: Series[] = [
  { key: "firstTokenMs", label: "First token (ms, median)", color: "#7c3aed" },
  { key: "latencyMs", label: "Whole answer (ms, median)", color: "#b45309" },
];
const ERRORS: Series[] = [
  { key: "answers", label: "Answers", color: "#0e7490" },
  { key: "errors", label: "Provider errors", color: "#be123c" },
];

export default function AiAgentSystem() {
  const { figures } = useLoaderData<typeof loader>();
  const timeZone = useAgencyTimeZone();
  const formatDateTime = useFormatDateTime();
  const rows = figures.days.map((day) => ({ ...day }));
  const cards = [
    { label: "Conversations", value: figures.totals.conversations },
    { label: "Leads from chat", value: figures.totals.leads },
    { label: "Answers", value: figures.totals.answers },
    { label: "Provider errors", value: figures.totals.errors },
  ];
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-ink">AI agent system</h1>
      <p className="text-slate-700">
        The last 30 days, {figures.from} to {figures.to} (the agency's days, {timeZone}). Conversations are read on the{" "}
        <a className="font-medium text-brand-700 underline" href="/chat">
          Chat
        </a>{" "}
        page.
      </p>
      <dl className="grid gap-4 sm:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-ink">{card.value}</dd>
          </div>
        ))}
      </dl>
      <ChartWithTable
        id="volume"
        title="Conversations and leads from chat per day"
        rows={rows}
        series={VOLUME}
        chart={
          <DayChart
            kind="bars"
            rows={rows}
            series={VOLUME}
            summary={`Chart of ${figures.totals.conversations} conversations and ${figures.totals.leads} leads from chat per day; the table lists the same numbers.`}
          />
        }
      />
      <ChartWithTable
        id="latency"
        title="Provider latency per day"
        rows={rows}
        series={LATENCY}
        chart={
          <DayChart
            kind="lines"
            rows={rows}
            series={LATENCY}
            summary="Chart of the provider's median time to the first token and to the whole answer per day; the table lists the same numbers."
          />
        }
      />
      <ChartWithTable
        id="errors"
        title="Answers and provider errors per day"
        rows={rows}
        series={ERRORS}
        chart={
          <DayChart
            kind="bars"
            rows={rows}
            series={ERRORS}
            summary={`Chart of ${figures.totals.answers} answers and ${figures.totals.errors} provider errors per day; the table lists the same numbers.`}
          />
        }
      />
      <section aria-labelledby="gaps" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="gaps" className="text-lg font-semibold text-ink">
          Questions with no good source (content gaps)
        </h2>
        <DataTable
          className="mt-3"
          caption="Questions with no good source"
          captionHidden
          columns={gapColumns(formatDateTime)}
          rows={figures.gaps}
          rowKey={(gap) => `${gap.conversationId}-${gap.askedAt}`}
          empty="No question has gone without a good source."
          pageSize={25}
        />
      </section>
    </div>
  );
}
