import type { LeadFormResult } from "~/lib/leads/lead-form-result";
import { BookingForm } from "./booking-form";
import { ConsultationForm } from "./consultation-form";
import type { LeadAttribution, LeadFormTokens } from "./lead-form-fields";

/**
 * A lead form as a React island (docs/page-loading.md): the server renders
 * the form inside `<div data-island="lead-form">`, followed by its props as
 * JSON; the `lead-form` island (app/islands/lead-form.tsx) hydrates the div
 * with the same props. The page itself loads like a content page.
 */
export type LeadFormIslandProps =
  | { form: "consultation"; tokens: LeadFormTokens; attribution: LeadAttribution; result?: LeadFormResult }
  | { form: "booking"; slots: string[]; tokens: LeadFormTokens; attribution: LeadAttribution; result?: LeadFormResult };

/** The form an island's props name: rendered by the server and hydrated by the island alike. */
export function LeadForm(props: LeadFormIslandProps) {
  const { form, ...rest } = props;
  return form === "booking" ? <BookingForm {...(rest as Omit<typeof props, "form">)} /> : <ConsultationForm {...rest} />;
}

/** JSON inside a <script>: `<` escaped, so no text in it can close the element. */
function scriptJson(value: unknown) {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function LeadFormIsland(props: LeadFormIslandProps) {
  return (
    <>
      <div data-island="lead-form">
        <LeadForm {...props} />
      </div>
      <script
        type="application/json"
        data-island-props="lead-form"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped.
        dangerouslySetInnerHTML={{ __html: scriptJson(props) }}
      />
    </>
  );
}
