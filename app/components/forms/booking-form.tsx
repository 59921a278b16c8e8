import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { LEAD_TEXT, type LeadFormResult } from "~/lib/leads/lead-form-result";
import { bookingFieldsSchema, emptyLeadFormValues, fieldErrorsOf, type LeadFormValues } from "~/lib/leads/lead-validation";
import { formatSlot, SESSION_TIME_ZONE } from "~/lib/leads/session-slots";
import {
  Honeypot,
  type LeadAttribution,
  LeadFieldsInputs,
  type LeadFormTokens,
  LeadHiddenFields,
  useAttribution,
} from "./lead-form-fields";
import { SlotPicker } from "./slot-picker";
import { FormStatus, useLeadForm } from "./use-lead-form";

/**
 * Booking a strategy session: a slot plus the consultation fields. It posts
 * to /schedule-session the way every lead form does (useLeadForm); the JSON
 * answer of the island's post carries the open slots as they are now, so
 * after a lost race the visitor sees fresh slots along with the message.
 */
export const BOOKING_TEXT = {
  submit: "Book My Session",
  toastTitle: "Session booked",
  success: (when: string) => `Your strategy session is booked for ${when}. A calendar invitation is on its way to your inbox.`,
};

type BookingValues = LeadFormValues & { slot: string };
const emptyBookingValues: BookingValues = { ...emptyLeadFormValues, slot: "" };

const validate = (values: BookingValues) => {
  const check = bookingFieldsSchema.safeParse(values);
  return check.success ? {} : fieldErrorsOf(check.error);
};

export function BookingForm({
  slots: serverSlots,
  tokens,
  attribution: serverAttribution,
  result,
}: {
  slots: string[];
  tokens: LeadFormTokens;
  attribution: LeadAttribution;
  result?: LeadFormResult;
}) {
  // New York on the server; the visitor's own zone once the page runs in the browser.
  const [timeZone, setTimeZone] = useState(SESSION_TIME_ZONE);
  const [slots, setSlots] = useState(serverSlots);
  const attribution = useAttribution(serverAttribution);
  const form = useLeadForm({
    action: "/schedule-session",
    emptyValues: emptyBookingValues,
    result,
    validate,
    idempotencyKey: tokens.idempotencyKey,
    successToast: (answer) =>
      toast.success(BOOKING_TEXT.toastTitle, {
        description: answer.slot ? formatSlot(answer.slot, timeZone) : LEAD_TEXT.toastSuccess,
      }),
    onJson: (json) => {
      if (json.slots) setSlots(json.slots);
    },
    // A slot someone else took is gone from the fresh list: the choice is cleared.
    onAnswer: (answer, values) => (!answer.ok && answer.fields?.slot ? { ...values, slot: "" } : undefined),
  });

  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) setTimeZone(zone);
  }, []);

  const { answer } = form;
  const bookedSlot = answer?.ok ? answer.slot : undefined;
  const successText = bookedSlot ? BOOKING_TEXT.success(formatSlot(bookedSlot, timeZone)) : LEAD_TEXT.success;
  return (
    <form
      ref={form.formRef}
      method="post"
      action="/schedule-session"
      noValidate
      onSubmit={form.submit}
      className="relative space-y-6"
      aria-label="Book a strategy session"
    >
      <LeadHiddenFields tokens={{ ...tokens, idempotencyKey: form.idempotencyKey }} attribution={attribution} />
      <input type="hidden" name="timeZone" value={timeZone} />
      <Honeypot idPrefix="booking" />
      <FormStatus status={form.status} errorText={form.errorText} successText={successText} />
      {form.status === "success" && answer?.ok && answer.warning ? <p className="text-sm text-muted">{answer.warning}</p> : null}
      <SlotPicker
        idPrefix="booking"
        slots={slots}
        timeZone={timeZone}
        value={form.values.slot}
        onChange={(iso) => form.change("slot", iso)}
        error={form.errors.slot}
        disabled={form.submitting}
      />
      <LeadFieldsInputs
        idPrefix="booking"
        values={form.values}
        errors={form.errors}
        onChange={form.change}
        disabled={form.submitting}
        messageLabel="What would you like to discuss?"
        messagePlaceholder="For example: filling IOP groups, lowering cost per admission, or rebuilding the website before a CARF survey."
      />
      <Button type="submit" size="lg" disabled={form.submitting} className="w-full sm:w-auto">
        {form.submitting ? LEAD_TEXT.submitting : BOOKING_TEXT.submit}
      </Button>
    </form>
  );
}
