import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { ANALYZER_TEXT } from "~/lib/audits/analyzer";
import { WebsiteUrlField } from "../website-url-field";

/**
 * The analyzer's form (spec §2, §5, §8): a URL input of type url, an optional
 * e-mail for the report with its consent, and Analyze Website, disabled while
 * the field is empty, a request is on its way, or a started analysis has not yet
 * been shown (between the 202 and the results page a second click would start a
 * second analysis). The toasts are the spec's.
 */
export function AnalyzeForm({
  busy: running,
  shownId,
  onStarted,
}: {
  busy: boolean;
  /** The analysis the page shows now: the one started here, once the move to its page has landed. */
  shownId: string | null;
  onStarted(id: string): void;
}) {
  const [url, setUrl] = useState("");
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // From the 202 until the page shows that analysis; `running` takes over from there. Derived in
  // render, not synced in an effect: an effect would leave one painted frame with the button enabled.
  const [startedId, setStartedId] = useState<string | null>(null);
  const busy = running || sending || (startedId !== null && startedId !== shownId);
  // Tests (and people) can tell when the form answers to clicks.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (url.trim() === "") {
      setErrors({ url: ANALYZER_TEXT.emptyUrl });
      toast.error(ANALYZER_TEXT.emptyUrl);
      return;
    }
    const honeypot = new FormData(event.currentTarget).get("website");
    setErrors({});
    setSending(true);
    try {
      const response = await fetch("/api/analyses", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ url, ...(email.trim() ? { email, consent } : {}), ...(honeypot ? { website: honeypot } : {}) }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        id?: string;
        warning?: string;
        error?: { message?: string; fields?: Record<string, string> };
      };
      if (response.status === 202 && body.id) {
        toast.success(ANALYZER_TEXT.started);
        if (body.warning) toast.warning(body.warning);
        setStartedId(body.id);
        onStarted(body.id);
        return;
      }
      const message = body.error?.message ?? `HTTP ${response.status}`;
      setErrors(body.error?.fields ?? {});
      toast.error(ANALYZER_TEXT.failed(message));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? ANALYZER_TEXT.exception(error.message) : ANALYZER_TEXT.failedGeneric);
    } finally {
      // The busy state clears after every failure (spec §8); a started run keeps the page busy through `running`.
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Analyze a website" data-hydrated={hydrated || undefined}>
      <WebsiteUrlField id="analyzer-url" type="url" value={url} onChange={setUrl} error={errors.url} />
      <Field id="analyzer-email" name="email" label="Email for the report (optional)" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder="you@yourcenter.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      {email.trim() !== "" && (
        <div>
          <div className="flex items-start gap-3">
            <Checkbox
              id="analyzer-consent"
              name="consent"
              checked={consent}
              aria-invalid={Boolean(errors.consent)}
              aria-describedby={errors.consent ? "analyzer-consent-error" : undefined}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <label htmlFor="analyzer-consent" className="text-sm text-ink">
              E-mail me the report link. I agree to the{" "}
              <a href="/privacy-policy" className="text-brand-700 underline">
                privacy policy
              </a>{" "}
              and that the agency may contact me about the findings.
            </label>
          </div>
          {errors.consent && (
            <p id="analyzer-consent-error" className="mt-1.5 text-sm font-medium text-red-700">
              {errors.consent}
            </p>
          )}
        </div>
      )}
      {/* Only form-filling bots type here (the lead pipeline's honeypot). */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <Button type="submit" disabled={url === "" || busy}>
        {busy ? "Analyzing..." : "Analyze Website"}
      </Button>
    </form>
  );
}
