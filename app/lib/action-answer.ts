/**
 * The answer to a back-office form post: what `pageAction`
 * (app/.server/http/page-action.ts) returns and ActionStatus
 * (app/components/ui/action-status.tsx) shows where the form is.
 * `T` carries what a form needs back beside the message (a new token, the
 * saved record's id); it is spread into the answer, never nested.
 */
export type ActionAnswer<T extends object = object> = {
  ok: boolean;
  message: string;
  /** Which form answered, so each form shows only its own answer. */
  intent?: string;
  /** The first problem of each field the schema refused (`_` for the whole form). */
  fields?: Partial<Record<string, string>>;
} & Partial<T>;
