import { cn } from "~/lib/cn";

const TONE: Record<string, string> = {
  A: "bg-green-50 text-green-900 ring-green-700",
  B: "bg-amber-50 text-amber-950 ring-amber-700",
  C: "bg-slate-50 text-slate-800 ring-slate-500",
};

/** A lead's grade and its two scores, as the inbox lists them ("A1 · fit 72, engagement 55"). */
export function LeadScoreBadge({
  grade,
  fit,
  engagement,
}: {
  grade?: string | null;
  fit?: number | null;
  engagement?: number | null;
}) {
  if (!grade) return <span className="text-slate-700">Not scored</span>;
  return (
    <span className="whitespace-nowrap">
      <span className={cn("rounded px-1.5 py-0.5 text-sm font-bold ring-1", TONE[grade[0] ?? "C"])}>{grade}</span>
      <span className="ml-1.5 text-xs text-slate-700">
        fit {fit ?? 0}, eng. {engagement ?? 0}
      </span>
    </span>
  );
}
