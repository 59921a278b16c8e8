import type { z } from "zod";

/**
 * The first problem of a failed parse, named after its field, for answers that
 * show one line (the back-office's filters and forms): "status: Unknown pipeline status." */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  const field = issue.path.join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * `firstIssue` for a form's answer: the field a person filled is named, the
 * form's choice of action (`intent`, "Unknown action.") is not.
 */
export function formIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue && issue.path.length === 1 && issue.path[0] === "intent" ? issue.message : firstIssue(error);
}
