import { Form, useNavigation } from "react-router";
import { loadSettings, settingsAction } from "~/.server/settings/route-actions";
import { ActionStatus } from "~/components/super-admin/action-status";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/settings";

/** /super-admin/settings: the switches only a super admin sets (each change audited). */
export const handle = { hydrate: true };

export const loader = ({ context }: Route.LoaderArgs) => loadSettings(context);

export const action = ({ request, context }: Route.ActionArgs) => settingsAction(request, context);

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
    </section>
  );
}
