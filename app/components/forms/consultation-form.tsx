import { CheckCircle2, CircleAlert } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { LEAD_FORM_TEXT, type LeadFormResult } from "~/lib/lead-form-result";
import {
  emptyLeadFormValues,
  type FieldErrors,
  fieldErrorsOf,
  type LeadFormValues,
  leadFieldsSchema,
} from "~/lib/lead-validation";
import { newIdempotencyKey } from "~/lib/random-key";
import {
  focusFirstError,
  Honeypot,
  type LeadAttribution,
  LeadFieldsInputs,
  type LeadFormTokens,
  LeadHiddenFields,
  useAttribution,
} from "./lead-form-fields";

/**
 * The "Schedule a Consultation" form (spec §3-§5, §8, §9). With JavaScript it
 * validates on submit and then on every change, posts JSON to /api/leads and
 * answers with the inline texts and toasts; without JavaScript it is a plain
 * form post to the /contact action, which answers with the same messages.
 * Any page can embed it: its loader supplies `leadFormTokens()`.
 */
type Status = "idle" | "submitting" | "success" | "error";

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

function initialStatus(result?: LeadFormResult): Status {
  if (result?.status === "success") return "success";
  if (result?.status === "error") return "error";
  return "idle";
}

export function ConsultationForm({
  tokens,
  attribution: serverAttribution,
  result,
  action = "/contact",
  idPrefix = "consultation",
  onSuccess,
}: ConsultationFormProps) {
  const [values, setValues] = useState<LeadFormValues>({
    ...emptyLeadFormValues,
    ...(result?.status === "invalid" ? result.values : {}),
  });
  const [errors, setErrors] = useState<FieldErrors>(result?.status === "invalid" ? result.fields : {});
  const [status, setStatus] = useState<Status>(initialStatus(result));
  const [errorText, setErrorText] = useState<string>(LEAD_FORM_TEXT.error);
  const [submitted, setSubmitted] = useState(result?.status === "invalid");
  const [idempotencyKey, setIdempotencyKey] = useState(tokens.idempotencyKey);
  const attribution = useAttribution(serverAttribution);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  const change = (name: keyof LeadFormValues, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (status === "success" || status === "error") setStatus("idle");
    // After the first submit, every change revalidates.
    if (submitted) {
      const check = leadFieldsSchema.safeParse(next);
      setErrors(check.success ? {} : fieldErrorsOf(check.error));
    }
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    setSubmitted(true);
    const check = leadFieldsSchema.safeParse(values);
    if (!check.success) {
      setErrors(fieldErrorsOf(check.error));
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setErrors({});
    setStatus("submitting");
    try {
      const response = await fetch("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          ...values,
          formType: "contact",
          formToken: tokens.formToken,
          idempotencyKey,
          website: honeypotRef.current?.value ?? "",
          ...attribution,
        }),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        ok?: boolean;
        warning?: string;
        error?: { message?: string; fields?: FieldErrors };
      };
      if (response.ok && answer.ok) {
        setStatus("success");
        setValues(emptyLeadFormValues);
        setSubmitted(false);
        setIdempotencyKey(newIdempotencyKey());
        if (answer.warning) toast.warning(LEAD_FORM_TEXT.toastWarningTitle, { description: LEAD_FORM_TEXT.toastWarning });
        else toast.success(LEAD_FORM_TEXT.toastSuccessTitle, { description: LEAD_FORM_TEXT.toastSuccess });
        onSuccess?.();
        return;
      }
      const fields = answer.error?.fields ?? {};
      if (response.status === 400 && Object.keys(fields).length > 0) {
        setErrors(fields);
        setStatus("idle");
        requestAnimationFrame(() => focusFirstError(formRef.current));
        return;
      }
      setErrorText(response.status === 429 && answer.error?.message ? answer.error.message : LEAD_FORM_TEXT.error);
      throw new Error(`status ${response.status}`);
    } catch {
      setStatus("error");
      toast.error(LEAD_FORM_TEXT.toastErrorTitle, { description: LEAD_FORM_TEXT.toastError });
    }
  }

  const submitting = status === "submitting";
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={submit}
      className="relative space-y-5"
      aria-label="Schedule a Consultation"
    >
      <LeadHiddenFields tokens={{ ...tokens, idempotencyKey }} attribution={attribution} />
      <Honeypot idPrefix={idPrefix} inputRef={honeypotRef} />
      <FormStatus status={status} errorText={result?.status === "error" ? result.message : errorText} />
      <LeadFieldsInputs
        idPrefix={idPrefix}
        values={values}
        errors={errors}
        onChange={change}
        messagePlaceholder="Tell us about your program: levels of care, beds or census goals, and what marketing you run today."
      />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? LEAD_FORM_TEXT.submitting : LEAD_FORM_TEXT.submit}
      </Button>
    </form>
  );
}

/** The inline outcome, announced to screen readers as it changes. */
export function FormStatus({
  status,
  errorText,
  successText = LEAD_FORM_TEXT.success,
}: {
  status: Status;
  errorText: string;
  successText?: string;
}) {
  return (
    <div aria-live="polite">
      {status === "success" ? (
        <p role="status" className="flex items-start gap-2 rounded-md border border-green-700 bg-green-50 p-4 text-green-900">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          {successText}
        </p>
      ) : null}
      {status === "error" ? (
        <p role="alert" className="flex items-start gap-2 rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
