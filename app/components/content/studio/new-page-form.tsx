import { Form, useNavigation } from "react-router";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import type { ActionAnswer } from "~/lib/action-answer";
import { pageTypes } from "~/lib/content/page-schema";
import { PAGE_TEMPLATES } from "~/lib/content/studio";

const TEMPLATE_LABELS: Record<(typeof PAGE_TEMPLATES)[number], string> = {
  service: "Service page: hero, features, FAQ, call to action",
  location: "Location page: hero, text, FAQ, call to action",
  guide: "Guide: hero, text, call to action",
};

/** What was sent, so the form shows it again after a refusal. */
type NewPageFormAnswer = ActionAnswer<{
  values: { path?: string; type?: string; start?: string; template?: string; copyOf?: string };
}>;

/**
 * "New page" (issue 22 item 1): a path, a type, and where it starts from: a
 * template or a copy of another page (its draft if it has one). The server
 * checks the path; a refusal comes back with the fields as they were typed.
 */
export function NewPageForm({ answer, choices }: { answer?: NewPageFormAnswer; choices: { id: number; path: string }[] }) {
  const busy = useNavigation().state !== "idle";
  const sent = answer?.values;
  const start = sent?.start === "copy" ? "copy" : "template";
  const errors = answer?.fields ?? {};
  return (
    <Form method="post" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <input type="hidden" name="intent" value="create" />
      <ActionStatus answer={answer} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="new-page-path" name="path" label="Path" required error={errors.path}>
          {(control) => (
            <Input
              {...control}
              defaultValue={sent?.path ?? ""}
              placeholder="/rehab/new-service"
              autoComplete="off"
              maxLength={200}
            />
          )}
        </Field>
        <Field id="new-page-type" name="type" label="Type" required error={errors.type}>
          {(control) => (
            <Select {...control} defaultValue={sent?.type ?? "service"}>
              {pageTypes.map((type) => (
                <option key={type} value={type}>
                  {type === "blog" ? "Blog" : type === "service" ? "Service" : "Location"}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink">Start from</legend>
        <p className="text-sm text-muted">The template or the page chosen below is used, whichever you pick here.</p>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ["template", "A template"],
              ["copy", "A copy of another page"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="start"
                value={value}
                defaultChecked={start === value}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="new-page-template" name="template" label="Template" error={errors.template}>
            {(control) => (
              <Select {...control} defaultValue={sent?.template ?? "service"}>
                {PAGE_TEMPLATES.map((template) => (
                  <option key={template} value={template}>
                    {TEMPLATE_LABELS[template]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="new-page-copy" name="copyOf" label="Page to copy" error={errors.copyOf}>
            {(control) => (
              <Select {...control} defaultValue={sent?.copyOf ?? ""}>
                <option value="">Choose a page</option>
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.path}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      </fieldset>
      <Button type="submit" disabled={busy}>
        Create page
      </Button>
    </Form>
  );
}
