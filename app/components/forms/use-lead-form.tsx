import { CheckCircle2, CircleAlert } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { toast } from "sonner";
import { LEAD_TEXT, type LeadFormAnswer, type LeadFormResult, leadFormOutcome } from "~/lib/leads/lead-form-result";
import type { FieldErrors } from "~/lib/leads/lead-validation";
import { newIdempotencyKey } from "~/lib/random-key";
import { focusFirstError } from "./lead-form-fields";

/**
 * How every lead form submits. Without JavaScript the <form> posts to its
 * route's action and the page renders the answer (`result`). With JavaScript
 * (the form is a React island, docs/page-loading.md) the same fields are
 * posted by `fetch` to the same URL, asking for JSON, and the same server
 * function answers (app/.server/leads/capture/answer.ts). The fields are
 * validated with the shared zod schema on submit and then on every change,
 * the button says Processing..., and the answer becomes the inline status,
 * the field errors and the spec's toasts.
 */
export type LeadFormStatus = "idle" | "submitting" | "success" | "error";

export interface LeadFormOptions<V extends object> {
  /** The route whose action takes the post: the same URL as the form's `action`. */
  action: string;
  emptyValues: V;
  /** The answer of a no-JavaScript post, when this render follows one. */
  result?: LeadFormResult;
  /** The shared zod schema's verdict on the values: the first message per field. */
  validate: (values: V) => FieldErrors;
  idempotencyKey: string;
  /** The toast for a success without warning (the warning toast is the same for every form). */
  successToast: (answer: LeadFormResult) => void;
  /** After the answer is handled: a success resets the form, an invalid answer may clear a field. */
  onAnswer?: (answer: LeadFormResult, values: V) => V | undefined;
  /** The whole JSON answer of a post, for what it carries beside the result (the booking's fresh slots). */
  onJson?: (json: LeadFormAnswer) => void;
}

function statusOf(result?: LeadFormResult): LeadFormStatus {
  const outcome = leadFormOutcome(result);
  return outcome === "invalid" ? "idle" : outcome;
}

export function useLeadForm<V extends object>(options: LeadFormOptions<V>) {
  const { result } = options;
  const invalid = leadFormOutcome(result) === "invalid";
  const [submitting, setSubmitting] = useState(false);
  const [values, setValues] = useState<V>({
    ...options.emptyValues,
    ...(invalid ? (result?.values ?? {}) : {}),
  });
  const [errors, setErrors] = useState<FieldErrors>(invalid ? (result?.fields ?? {}) : {});
  const [status, setStatus] = useState<LeadFormStatus>(statusOf(result));
  const [answer, setAnswer] = useState<LeadFormResult | undefined>(result);
  const [submitted, setSubmitted] = useState(invalid);
  const [idempotencyKey, setIdempotencyKey] = useState(options.idempotencyKey);
  const formRef = useRef<HTMLFormElement>(null);
  // The latest options, for the effect below without re-running it on every render.
  const latest = useRef(options);
  latest.current = options;

  function handle(data: LeadFormResult) {
    const { emptyValues, successToast, onAnswer } = latest.current;
    setAnswer(data);
    const outcome = leadFormOutcome(data);
    if (outcome === "success") {
      setStatus("success");
      setValues(emptyValues);
      setErrors({});
      setSubmitted(false);
      setIdempotencyKey(newIdempotencyKey());
      if (data.warning) toast.warning(LEAD_TEXT.toastWarningTitle, { description: LEAD_TEXT.warning });
      else successToast(data);
    } else if (outcome === "invalid") {
      setStatus("idle");
      setErrors(data.fields ?? {});
      requestAnimationFrame(() => focusFirstError(formRef.current));
    } else {
      setStatus("error");
      toast.error(LEAD_TEXT.toastErrorTitle, { description: LEAD_TEXT.toastError });
    }
    setValues((current) => onAnswer?.(data, current) ?? current);
  }

  /**
   * Posts the form's own fields, hidden ones included: exactly what a
   * no-JavaScript post sends, to the same URL. A post that never gets our
   * JSON back (the network failed, a proxy answered) shows the spec's error.
   */
  async function post(fields: FormData) {
    setSubmitting(true);
    let json: LeadFormAnswer | undefined;
    try {
      const response = await fetch(latest.current.action, {
        method: "POST",
        headers: { Accept: "application/json" },
        body: new URLSearchParams(fields as unknown as Record<string, string>),
      });
      json = (await response.json()) as LeadFormAnswer;
    } catch {
      json = undefined;
    }
    setSubmitting(false);
    if (typeof json?.result?.ok !== "boolean") {
      handle({ ok: false, message: LEAD_TEXT.error });
      return;
    }
    latest.current.onJson?.(json);
    handle(json.result);
  }

  /** One field changed: after the first submit, every change revalidates; an inline outcome gives way. */
  function change<K extends keyof V>(name: K, value: V[K]) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (status === "success" || status === "error") setStatus("idle");
    if (submitted) setErrors(options.validate(next));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const found = options.validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setStatus("idle");
    // Read now: the fields are disabled while the post is on its way, and disabled fields are not sent.
    void post(new FormData(event.currentTarget));
  }

  return {
    values,
    errors,
    status: submitting ? ("submitting" as const) : status,
    answer,
    /** The inline error: the action's own text (a rate limit, say), else the spec's. */
    errorText: leadFormOutcome(answer) === "error" && answer ? answer.message : LEAD_TEXT.error,
    submitting,
    idempotencyKey,
    formRef,
    change,
    submit,
  };
}

/** The inline outcome, announced to screen readers as it changes. */
export function FormStatus({
  status,
  errorText,
  successText = LEAD_TEXT.success,
}: {
  status: LeadFormStatus;
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
