import { type BookingValues, bookingErrors } from "./chat-state";

/**
 * The in-chat booking form (issue 13 item 5): name, e-mail, optional phone
 * and facility, and the privacy consent, with the lead forms' messages under
 * each field (red border, aria-invalid, aria-describedby). The server applies
 * the whole lead schema; `submit` resolves to its field messages, or null
 * when the booking went through.
 */
type Field = keyof BookingValues;

const FIELDS: { name: Exclude<Field, "privacyPolicy">; label: string; type: string; autocomplete: string; required: boolean }[] =
  [
    { name: "name", label: "Name", type: "text", autocomplete: "name", required: true },
    { name: "email", label: "Email", type: "email", autocomplete: "email", required: true },
    { name: "phone", label: "Phone (optional)", type: "tel", autocomplete: "tel", required: false },
    { name: "facility", label: "Facility (optional)", type: "text", autocomplete: "organization", required: false },
  ];

const INPUT = "mt-1 w-full rounded-md border px-2 py-1.5 text-base text-ink";

export function renderBookingForm(
  container: HTMLElement,
  submit: (values: BookingValues) => Promise<Record<string, string> | null>,
) {
  const id = Math.random().toString(36).slice(2, 8);
  const form = document.createElement("form");
  form.noValidate = true;
  form.className = "space-y-2 text-sm";
  form.setAttribute("aria-label", "Book a consultation");
  const heading = document.createElement("p");
  heading.className = "font-medium text-ink";
  heading.textContent = "Book a free consultation";
  form.append(heading);

  const errorSlots = new Map<Field, { control: HTMLInputElement; slot: HTMLElement }>();
  const slotFor = (name: Field, control: HTMLInputElement) => {
    const slot = document.createElement("p");
    slot.id = `chat-${name}-error-${id}`;
    slot.className = "text-sm text-red-700";
    slot.hidden = true;
    errorSlots.set(name, { control, slot });
    return slot;
  };

  for (const field of FIELDS) {
    const wrapper = document.createElement("div");
    const label = document.createElement("label");
    label.className = "block font-medium text-ink";
    label.htmlFor = `chat-${field.name}-${id}`;
    label.textContent = field.label;
    if (field.required) {
      const star = document.createElement("span");
      star.className = "text-red-700";
      star.setAttribute("aria-hidden", "true");
      star.textContent = " *";
      label.append(star);
    }
    const input = document.createElement("input");
    input.id = label.htmlFor;
    input.name = field.name;
    input.type = field.type;
    input.autocomplete = field.autocomplete as AutoFill;
    input.required = field.required;
    input.className = `${INPUT} border-slate-400`;
    wrapper.append(label, input, slotFor(field.name, input));
    form.append(wrapper);
  }

  const consentRow = document.createElement("div");
  const consentLabel = document.createElement("label");
  consentLabel.className = "flex items-start gap-2 text-ink";
  const consent = document.createElement("input");
  consent.type = "checkbox";
  consent.name = "privacyPolicy";
  consent.className = "mt-1 size-4";
  consent.required = true;
  const consentText = document.createElement("span");
  consentText.append("I agree to the ");
  const policy = document.createElement("a");
  policy.href = "/privacy-policy";
  policy.className = "text-brand-700 underline";
  policy.textContent = "privacy policy";
  consentText.append(policy, ".");
  consentLabel.append(consent, consentText);
  consentRow.append(consentLabel, slotFor("privacyPolicy", consent));
  form.append(consentRow);

  const button = document.createElement("button");
  button.type = "submit";
  button.className = "rounded-md bg-brand-700 px-4 py-2 font-medium text-white disabled:opacity-60";
  button.textContent = "Book my consultation";
  const formError = document.createElement("p");
  formError.className = "text-sm text-red-700";
  formError.setAttribute("role", "alert");
  form.append(button, formError);

  const values = (): BookingValues => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "");
    return {
      name: text("name"),
      email: text("email"),
      phone: text("phone"),
      facility: text("facility"),
      privacyPolicy: consent.checked,
    };
  };

  let submitted = false;
  const show = (errors: Record<string, string | undefined>) => {
    formError.textContent = "";
    for (const [name, { control, slot }] of errorSlots) {
      const message = errors[name === "privacyPolicy" && errors.consent ? "consent" : name];
      slot.textContent = message ?? "";
      slot.hidden = !message;
      control.setAttribute("aria-invalid", String(Boolean(message)));
      if (message) control.setAttribute("aria-describedby", slot.id);
      else control.removeAttribute("aria-describedby");
      if (control.type !== "checkbox") control.className = `${INPUT} ${message ? "border-red-700" : "border-slate-400"}`;
    }
    const known = new Set([...errorSlots.keys(), "consent"]);
    const other = Object.entries(errors).find(([name, message]) => message && !known.has(name as Field));
    if (other?.[1]) formError.textContent = other[1];
  };

  // Validated on submit, then again on every change (as the lead forms).
  form.addEventListener("input", () => {
    if (submitted) show(bookingErrors(values()));
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    submitted = true;
    const errors = bookingErrors(values());
    show(errors);
    const first = [...errorSlots].find(([name]) => errors[name])?.[1].control;
    if (first) {
      first.focus();
      return;
    }
    button.disabled = true;
    try {
      const refused = await submit(values());
      if (refused) show(refused);
    } finally {
      button.disabled = false;
    }
  });

  container.append(form);
}
