import { useEffect, useState } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, FieldError, fieldErrorId } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { type FieldErrors, LEAD_LIMITS, type LeadFormValues } from "~/lib/leads/lead-validation";

/**
 * The fields every lead form shares (spec §3 and §5): name*, email*, phone,
 * facility, message* (four rows) and the privacy-policy consent, plus the
 * hidden fields the server needs: the signed form token, the idempotency key,
 * the landing page and referrer, and the honeypot.
 */
export interface LeadFormTokens {
  formToken: string;
  idempotencyKey: string;
}

export interface LeadAttribution {
  landingPage: string;
  referrer: string;
}

type TextFieldName = Exclude<keyof LeadFormValues, "privacyPolicy">;

export function LeadFieldsInputs({
  idPrefix,
  values,
  errors,
  onChange,
  messageLabel = "Message",
  messagePlaceholder,
  disabled,
}: {
  idPrefix: string;
  values: LeadFormValues;
  errors: FieldErrors;
  onChange: (name: keyof LeadFormValues, value: string | boolean) => void;
  messageLabel?: string;
  messagePlaceholder?: string;
  disabled?: boolean;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (name: TextFieldName) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    disabled,
  });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id("name")} name="name" label="Name" required error={errors.name}>
          {(control) => <Input {...control} {...text("name")} autoComplete="name" maxLength={LEAD_LIMITS.name} />}
        </Field>
        <Field id={id("email")} name="email" label="Email" required error={errors.email}>
          {(control) => <Input {...control} {...text("email")} type="email" autoComplete="email" maxLength={LEAD_LIMITS.email} />}
        </Field>
        <Field id={id("phone")} name="phone" label="Phone" error={errors.phone}>
          {(control) => <Input {...control} {...text("phone")} type="tel" autoComplete="tel" maxLength={LEAD_LIMITS.phone} />}
        </Field>
        <Field id={id("facility")} name="facility" label="Facility" error={errors.facility}>
          {(control) => <Input {...control} {...text("facility")} autoComplete="organization" maxLength={LEAD_LIMITS.facility} />}
        </Field>
      </div>
      <Field id={id("message")} name="message" label={messageLabel} required error={errors.message}>
        {(control) => <Textarea {...control} {...text("message")} rows={4} placeholder={messagePlaceholder} />}
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <Checkbox
            id={id("privacyPolicy")}
            name="privacyPolicy"
            checked={values.privacyPolicy}
            onChange={(event) => onChange("privacyPolicy", event.target.checked)}
            disabled={disabled}
            aria-invalid={Boolean(errors.privacyPolicy)}
            aria-describedby={errors.privacyPolicy ? fieldErrorId(id("privacyPolicy")) : undefined}
            aria-required
          />
          <label htmlFor={id("privacyPolicy")} className="text-sm text-ink">
            I have read and accept the{" "}
            <a href="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              privacy policy
            </a>
            .
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </label>
        </div>
        <FieldError id={id("privacyPolicy")} error={errors.privacyPolicy} />
      </div>
    </>
  );
}

/** Hidden fields for the server, posted with the visible ones (by the island's fetch too). */
export function LeadHiddenFields({ tokens, attribution }: { tokens: LeadFormTokens; attribution: LeadAttribution }) {
  return (
    <>
      <input type="hidden" name="formToken" value={tokens.formToken} />
      <input type="hidden" name="idempotencyKey" value={tokens.idempotencyKey} />
      <input type="hidden" name="landingPage" value={attribution.landingPage} />
      <input type="hidden" name="referrer" value={attribution.referrer} />
    </>
  );
}

/**
 * The honeypot: a field no person sees or reaches (off-screen, out of the tab
 * order, hidden from assistive technology) that form-filling bots complete.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
      <input id={`${idPrefix}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

const ATTRIBUTION_KEY = "lead-attribution";

/**
 * Where this visit started: the first page of the session and its referrer,
 * kept in sessionStorage so a visitor who lands on a service page from an ad
 * and then opens the contact page is attributed to the ad. Without
 * JavaScript the server's values (this page and its Referer) stand.
 */
export function useAttribution(fallback: LeadAttribution): LeadAttribution {
  const [attribution, setAttribution] = useState(fallback);
  useEffect(() => {
    try {
      const stored = sessionStorage.getItem(ATTRIBUTION_KEY);
      if (stored) {
        setAttribution(JSON.parse(stored) as LeadAttribution);
        return;
      }
      const first = { landingPage: window.location.href, referrer: document.referrer };
      sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(first));
      setAttribution(first);
    } catch {
      // Storage may be disabled; the server's values stand.
    }
  }, []);
  return attribution;
}

/** Moves focus to the first field in error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
}
