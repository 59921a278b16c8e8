import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/**
 * The "Website URL" field of the analyzer's and the crawler's forms: one field, so both tools ask for a site the same
 * way (the address keyboard, autofill, the example). `type` differs on purpose: the analyzer lets the browser check
 * a full URL, the crawler takes a bare domain too (crawlUrlFromInput adds the scheme).
 */
export function WebsiteUrlField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type: "url" | "text";
}) {
  return (
    <Field id={props.id} name="url" label="Website URL" required error={props.error}>
      {(control) => (
        <Input
          {...control}
          type={props.type}
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.example.com"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
