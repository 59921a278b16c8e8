import { Form, useNavigation } from "react-router";
import { pageAction } from "~/.server/http/page-action";
import { staffRequest } from "~/.server/services-context";
import { changeSetting, loadSettings } from "~/.server/settings/route-actions";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SETTING_FORM_MAX_BYTES, settingFormSchema } from "~/lib/settings/settings-form";
import type { Route } from "./+types/settings";

/** /super-admin/settings: the switches and thresholds only a super admin sets (each change validated and audited). */
export const handle = { hydrate: true };

export const loader = ({ context }: Route.LoaderArgs) => loadSettings(staffRequest(context, "super_admin"));

export const action = pageAction(
  settingFormSchema,
  (input, { context }) => changeSetting(staffRequest(context, "super_admin"), input),
  { guard: ({ context }) => void staffRequest(context, "super_admin"), maxBytes: SETTING_FORM_MAX_BYTES },
);

export default function SuperAdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="settings-heading" className="space-y-4">
      <h2 id="settings-heading" className="text-xl font-semibold text-ink">
        Settings
      </h2>
      <ActionStatus answer={actionData} />
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {loaderData.settings.map((setting) => (
          <li key={setting.key} className="flex flex-wrap items-center justify-between gap-4 p-4">
            <div>
              <p className="font-medium text-ink">{setting.label}</p>
              <p className="text-sm text-slate-700">
                Now: <strong>{setting.value ? "On" : "Off"}</strong>
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="key" value={setting.key} />
              <input type="hidden" name="value" value={setting.value ? "false" : "true"} />
              <Button
                type="submit"
                variant="secondary"
                disabled={busy}
                aria-label={`${setting.value ? "Turn off" : "Turn on"}: ${setting.label}`}
              >
                {setting.value ? "Turn off" : "Turn on"}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
      <h3 id="thresholds-heading" className="pt-2 text-lg font-semibold text-ink">
        Quality gate thresholds
      </h3>
      <ul aria-labelledby="thresholds-heading" className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {loaderData.numbers.map((setting) => (
          <NumberSetting
            key={setting.key}
            setting={setting}
            error={actionData && !actionData.ok && actionData.key === setting.key ? actionData.message : undefined}
            busy={busy}
          />
        ))}
      </ul>
    </section>
  );
}

/** One threshold: its bounds and unit, its value now, and a form that saves a new one (a refusal shown at its field). */
function NumberSetting({
  setting,
  error,
  busy,
}: {
  setting: { key: string; label: string; min: number; max: number; unit: string; value: number };
  error: string | undefined;
  busy: boolean;
}) {
  const id = `setting-${setting.key.replace(/[^a-z0-9]+/gi, "-")}`;
  return (
    <li className="p-4">
      <Form method="post" className="flex flex-wrap items-end gap-4">
        <input type="hidden" name="key" value={setting.key} />
        <div className="min-w-64 flex-1">
          <Field
            id={id}
            name="value"
            label={`${setting.label} (${setting.min}–${setting.max} ${setting.unit})`}
            required
            error={error}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={setting.min}
                max={setting.max}
                step={1}
                defaultValue={setting.value}
              />
            )}
          </Field>
          <p className="mt-1 text-sm text-slate-700">
            Now:{" "}
            <strong>
              {setting.value} {setting.unit}
            </strong>
          </p>
        </div>
        <Button type="submit" variant="secondary" disabled={busy} aria-label={`Save: ${setting.label}`}>
          Save
        </Button>
      </Form>
    </li>
  );
}
