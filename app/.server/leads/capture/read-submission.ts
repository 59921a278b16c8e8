import { LEAD_TEXT } from "~/lib/leads/lead-form-result";
import { checkboxValue } from "~/lib/leads/lead-validation";
import { type BodyOptions, readForm, type SettledRead, settledRead } from "../../http/parse-request";

/**
 * Reads a submission's body through the socket (http/parse-request.ts),
 * refusing what no form sends: another content type (415), more than
 * MAX_BODY_BYTES (413), malformed JSON or a JSON value that is not an object
 * (400), with the lead texts. Nothing here throws for bad input: the form
 * actions answer with the form and its message, not the JSON envelope.
 */
export const MAX_BODY_BYTES = 64 * 1024;

export type ReadResult = SettledRead<Record<string, unknown>>;

const messages = {
  unsupportedType: LEAD_TEXT.unsupportedType,
  tooLarge: LEAD_TEXT.tooLarge,
  badJson: LEAD_TEXT.badJson,
  notAnObject: LEAD_TEXT.notAnObject,
  unreadableForm: LEAD_TEXT.unreadableForm,
} satisfies BodyOptions["messages"];

/** A browser form post (url-encoded or multipart); a field sent twice keeps its first value. */
export function readFormSubmission(request: Request): Promise<ReadResult> {
  return settledRead(
    (async () => {
      const form = await readForm(request, {
        maxBytes: MAX_BODY_BYTES,
        messages: { ...messages, unsupportedType: LEAD_TEXT.notAForm },
      });
      const body: Record<string, unknown> = {};
      for (const [key, value] of form) {
        if (key in body) continue;
        // Files are never part of this form: a file field is a mistyped field.
        body[key] = typeof value === "string" ? value : 0;
      }
      body.privacyPolicy = checkboxValue(body.privacyPolicy);
      return body;
    })(),
  );
}
