/**
 * The answer to a back-office form post: what the server's actions return and
 * ActionStatus (app/components/ui/action-status.tsx) shows where the form is.
 */
export interface ActionAnswer {
  ok: boolean;
  message: string;
  /** Which form answered, so each form shows only its own answer. */
  intent?: string;
}
