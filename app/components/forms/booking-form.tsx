import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { LEAD_FORM_TEXT } from "~/lib/lead-form-result";
import {
  bookingFieldsSchema,
  emptyLeadFormValues,
  type FieldErrors,
  fieldErrorsOf,
  type LeadFormValues,
} from "~/lib/lead-validation";
import { newIdempotencyKey } from "~/lib/random-key";
import { formatSlot, SESSION_TIME_ZONE } from "~/lib/session-slots";
import { FormStatus } from "./consultation-form";
import {
  focusFirstError,
  Honeypot,
  type LeadAttribution,
  LeadFieldsInputs,
  type LeadFormTokens,
  LeadHiddenFields,
  useAttribution,
} from "./lead-form-fields";
import { SlotPicker } from "./slot-picker";

/**
 * Booking a strategy session: a slot plus the consultation fields. It posts
 * to the /schedule-session action (a fetcher with JavaScript, a plain form
 * post without), so after a lost race the page's loader runs again and the
 * visitor sees fresh slots along with the message.
 */
export interface BookingAnswer {
  status: "success" | "invalid" | "error";
  message?: string;
  warning?: string;
  fields?: FieldErrors;
  values?: Partial<LeadFormValues>;
  slot?: string;
}

export const BOOKING_TEXT = {
  submit: "Book My Session",
  toastTitle: "Session booked",
  success: (when: string) => `Your strategy session is booked for ${when}. A calendar invitation is on its way to your inbox.`,
};

export function BookingForm({
  slots,
  tokens,
  attribution: serverAttribution,
  result,
}: {
  slots: string[];
  tokens: LeadFormTokens;
  attribution: LeadAttribution;
  result?: BookingAnswer;
}) {
  const fetcher = useFetcher<BookingAnswer>();
  const answer = fetcher.data ?? result;
  const [values, setValues] = useState<LeadFormValues>({ ...emptyLeadFormValues, ...(result?.values ?? {}) });
  const [slot, setSlot] = useState("");
  const [errors, setErrors] = useState<FieldErrors>(result?.status === "invalid" ? (result.fields ?? {}) : {});
  const [submitted, setSubmitted] = useState(result?.status === "invalid");
  const [idempotencyKey, setIdempotencyKey] = useState(tokens.idempotencyKey);
  // New York on the server; the visitor's own zone once the page runs in the browser.
  const [timeZone, setTimeZone] = useState(SESSION_TIME_ZONE);
  const attribution = useAttribution(serverAttribution);
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<BookingAnswer | undefined>(undefined);

  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) setTimeZone(zone);
  }, []);

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (data.status === "success") {
      setValues(emptyLeadFormValues);
      setSlot("");
      setSubmitted(false);
      setIdempotencyKey(newIdempotencyKey());
      if (data.warning) toast.warning(LEAD_FORM_TEXT.toastWarningTitle, { description: LEAD_FORM_TEXT.toastWarning });
      else
        toast.success(BOOKING_TEXT.toastTitle, {
          description: data.slot ? formatSlot(data.slot, timeZone) : LEAD_FORM_TEXT.toastSuccess,
        });
    } else if (data.status === "invalid") {
      setErrors(data.fields ?? {});
      if (data.fields?.slot) setSlot("");
      requestAnimationFrame(() => focusFirstError(formRef.current));
    } else {
      toast.error(LEAD_FORM_TEXT.toastErrorTitle, { description: LEAD_FORM_TEXT.toastError });
    }
  }, [fetcher.state, fetcher.data, timeZone]);

  const validate = (next: LeadFormValues, nextSlot: string) => {
    const check = bookingFieldsSchema.safeParse({ ...next, slot: nextSlot });
    return check.success ? {} : fieldErrorsOf(check.error);
  };

  const change = (name: keyof LeadFormValues, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next, slot));
  };

  const pickSlot = (iso: string) => {
    setSlot(iso);
    if (submitted) setErrors(validate(values, iso));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fetcher.state !== "idle") return;
    setSubmitted(true);
    const found = validate(values, slot);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    fetcher.submit(event.currentTarget, { method: "post", action: "/schedule-session" });
  }

  const submitting = fetcher.state !== "idle";
  const status = submitting
    ? "submitting"
    : answer?.status === "success"
      ? "success"
      : answer?.status === "error"
        ? "error"
        : "idle";
  const successText = answer?.slot ? BOOKING_TEXT.success(formatSlot(answer.slot, timeZone)) : LEAD_FORM_TEXT.success;
  return (
    <form
      ref={formRef}
      method="post"
      action="/schedule-session"
      noValidate
      onSubmit={submit}
      className="relative space-y-6"
      aria-label="Book a strategy session"
    >
      <LeadHiddenFields tokens={{ ...tokens, idempotencyKey }} attribution={attribution} />
      <input type="hidden" name="timeZone" value={timeZone} />
      <Honeypot idPrefix="booking" />
      <FormStatus status={status} errorText={answer?.message ?? LEAD_FORM_TEXT.error} successText={successText} />
      {answer?.status === "success" && answer.warning ? <p className="text-sm text-muted">{answer.warning}</p> : null}
      <SlotPicker
        idPrefix="booking"
        slots={slots}
        timeZone={timeZone}
        value={slot}
        onChange={pickSlot}
        error={errors.slot}
        disabled={submitting}
      />
      <LeadFieldsInputs
        idPrefix="booking"
        values={values}
        errors={errors}
        onChange={change}
        disabled={submitting}
        messageLabel="What would you like to discuss?"
        messagePlaceholder="For example: filling IOP groups, lowering cost per admission, or rebuilding the website before a CARF survey."
      />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? LEAD_FORM_TEXT.submitting : BOOKING_TEXT.submit}
      </Button>
    </form>
  );
}
