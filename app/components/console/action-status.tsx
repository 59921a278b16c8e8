/** The answer to a super-admin form, read out by screen readers (a polite status, or an alert for a refusal). */
export interface ActionAnswer {
  ok: boolean;
  message: string;
}

export function ActionStatus({ answer, className }: { answer: ActionAnswer | undefined; className?: string }) {
  if (!answer) return <p role="status" className="sr-only" />;
  return answer.ok ? (
    <p
      role="status"
      className={`rounded-md border border-green-700 bg-green-50 px-4 py-3 text-sm text-green-900 ${className ?? ""}`}
    >
      {answer.message}
    </p>
  ) : (
    <p role="alert" className={`rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900 ${className ?? ""}`}>
      {answer.message}
    </p>
  );
}

/** Dates in tables: UTC, to the minute, the same on the server and in the browser (no hydration mismatch). */
export function formatUtc(iso: string | null | undefined, fallback = "Never") {
  if (!iso) return fallback;
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
