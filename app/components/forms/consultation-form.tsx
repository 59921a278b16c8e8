import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { LEAD_TEXT, type LeadFormResult } from "~/lib/leads/lead-form-result";
import { emptyLeadFormValues, fieldErrorsOf, type LeadFormValues, leadFieldsSchema } from "~/lib/leads/lead-validation";
import {
  Honeypot,
  type LeadAttribution,
  LeadFieldsInputs,
  type LeadFormTokens,
  LeadHiddenFields,
  useAttribution,
} from "./lead-form-fields";
import { FormStatus, useLeadForm } from "./use-lead-form";

/**
 * The "Schedule a Consultation" form (spec §3-§5, §8, §9). It posts to the
 * /contact action: by the form island's fetch with JavaScript, as a plain
 * form post without (useLeadForm). Any page can embed it: its loader supplies
 * `leadFormTokens()`.
 */
export interface ConsultationFormProps {
  tokens: LeadFormTokens;
  attribution: LeadAttribution;
  /** The no-JavaScript answer of the action, when this render follows a form post. */
  result?: LeadFormResult;
  action?: string;
  idPrefix?: string;
  /** Called after a successful submission (to close a dialog, for example). */
  onSuccess?: () => void;
}

const validate = (values: LeadFormValues) => {
  const check = leadFieldsSchema.safeParse(values);
  return check.success ? {} : fieldErrorsOf(check.error);
};

export function ConsultationForm({
  tokens,
  attribution: serverAttribution,
  result,
  action = "/contact",
  idPrefix = "consultation",
  onSuccess,
}: ConsultationFormProps) {
  const attribution = useAttribution(serverAttribution);
  const form = useLeadForm({
    action,
    emptyValues: emptyLeadFormValues,
    result,
    validate,
    idempotencyKey: tokens.idempotencyKey,
    successToast: () => toast.success(LEAD_TEXT.toastSuccessTitle, { description: LEAD_TEXT.toastSuccess }),
    onAnswer: (answer) => {
      if (answer.ok) onSuccess?.();
      return undefined;
    },
  });

  return (
    <form
      ref={form.formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={form.submit}
      className="relative space-y-5"
      aria-label="Schedule a Consultation"
    >
      <LeadHiddenFields tokens={{ ...tokens, idempotencyKey: form.idempotencyKey }} attribution={attribution} />
      <Honeypot idPrefix={idPrefix} />
      <FormStatus status={form.status} errorText={form.errorText} />
      <LeadFieldsInputs
        idPrefix={idPrefix}
        values={form.values}
        errors={form.errors}
        onChange={form.change}
        messagePlaceholder="Tell us about your program: levels of care, beds or census goals, and what marketing you run today."
      />
      <Button type="submit" size="lg" disabled={form.submitting} className="w-full sm:w-auto">
        {form.submitting ? LEAD_TEXT.submitting : LEAD_TEXT.submit}
      </Button>
    </form>
  );
}
