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
