import { cn } from "~/lib/cn";
import { PIPELINE_STATUS_LABELS } from "~/lib/inbox/query";
import type { LeadPipelineStatus } from "~/lib/leads/lead-enums";

/** Text first (the label), colour only as a hint; every pair passes AA contrast. */
const tone: Record<LeadPipelineStatus, string> = {
  new: "bg-sky-100 text-sky-900",
  contacted: "bg-indigo-100 text-indigo-900",
  qualified: "bg-amber-100 text-amber-900",
  proposal: "bg-violet-100 text-violet-900",
  won: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-800",
};

export function PipelineBadge({ status }: { status: LeadPipelineStatus }) {
  return (
    <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", tone[status])}>
      {PIPELINE_STATUS_LABELS[status]}
    </span>
  );
}
