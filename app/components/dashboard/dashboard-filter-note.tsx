import { Link } from "react-router";
import { useFormatDateTime } from "~/components/admin/format";

/**
 * Says which of the staff dashboard's filters (issue 25 item 5) narrow the
 * inbox, since the filter bar has no field for them: received since or
 * before an instant, or with a failed e-mail. Nothing when none is set.
 */
export function DashboardFilterNote({ values }: { values: { since?: string; before?: string; email?: string } }) {
  const formatDateTime = useFormatDateTime();
  const parts: string[] = [];
  if (values.since) parts.push(`received since ${formatDateTime(values.since)}`);
  if (values.before) parts.push(`received before ${formatDateTime(values.before)}`);
  if (values.email === "failed") parts.push("with a failed e-mail");
  if (parts.length === 0) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="dashboard-filter-note">
      From the dashboard: leads {parts.join(", ")}.{" "}
      <Link to="/dashboard" className="font-medium text-brand-700 underline underline-offset-2">
        Back to the dashboard
      </Link>
    </p>
  );
}
