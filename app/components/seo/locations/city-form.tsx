import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { CITY_NAME_MAX } from "~/lib/seo/location-manager";

export interface EditedCity {
  id: number;
  name: string;
  stateId: number;
  stateName: string;
  population: number | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string | null;
  isMajor: boolean;
  published: number;
}

export interface StateOption {
  id: number;
  name: string;
}

/**
 * Add a city, or (with `editing`) change one. A new name moves the city's
 * URLs; the old ones answer 301 to the new ones (said beside the field).
 */
export function CityForm({ editing, states }: { editing?: EditedCity | null; states: readonly StateOption[] }) {
  const busy = useNavigation().state !== "idle";
  const prefix = editing ? `edit-${editing.id}` : "add";
  const field = (name: string, label: string, value: string | number | null | undefined, extra: object = {}) => (
    <div>
      <Label htmlFor={`${prefix}-${name}`}>{label}</Label>
      <Input id={`${prefix}-${name}`} name={name} defaultValue={value ?? ""} className="mt-1.5" {...extra} />
    </div>
  );
  return (
    <Form method="post" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" key={editing?.id ?? "new"}>
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {field("name", "City name", editing?.name, {
          required: true,
          maxLength: CITY_NAME_MAX,
          "aria-describedby": editing ? `${prefix}-name-hint` : undefined,
        })}
        <div>
          <Label htmlFor={`${prefix}-stateId`}>State</Label>
          <Select id={`${prefix}-stateId`} name="stateId" required defaultValue={editing?.stateId ?? ""} className="mt-1.5">
            <option value="" disabled>
              Choose a state
            </option>
            {states.map((state) => (
              <option key={state.id} value={state.id}>
                {state.name}
              </option>
            ))}
          </Select>
        </div>
        {field("population", "Population (optional)", editing?.population, { inputMode: "numeric" })}
        {field("timeZone", "Time zone (optional, e.g. America/Chicago)", editing?.timeZone)}
        {field("latitude", "Latitude (optional)", editing?.latitude, { inputMode: "decimal" })}
        {field("longitude", "Longitude (optional)", editing?.longitude, { inputMode: "decimal" })}
        <div className="flex items-start gap-2 pt-7">
          <Checkbox id={`${prefix}-isMajor`} name="isMajor" defaultChecked={editing?.isMajor ?? false} />
          <Label htmlFor={`${prefix}-isMajor`}>Major city (listed on the home page)</Label>
        </div>
      </div>
      {editing ? (
        <p id={`${prefix}-name-hint`} className="mt-3 text-sm text-muted">
          A new name or state moves the city&rsquo;s page and its service pages to new addresses; the old addresses redirect there
          (301).
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {editing ? "Save city" : "Add city"}
        </Button>
        {editing ? (
          <Link to="/location-manager" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            Cancel editing
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * Deleting a city. One whose pages have published content must say where its
 * addresses go (the state page or another city of the state); the field is
 * then required. Otherwise a redirect is offered, not asked for.
 */
export function DeleteCityForm({
  city,
  stateCities,
}: {
  city: EditedCity;
  stateCities: readonly { id: number; name: string }[];
}) {
  const busy = useNavigation().state !== "idle";
  const required = city.published > 0;
  return (
    <Form method="post" className="rounded-xl border border-red-200 bg-white p-4 shadow-sm">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={city.id} />
      <p className="text-sm text-ink">
        {required
          ? `${city.name} has ${city.published} published page${city.published === 1 ? "" : "s"}. Choose where its addresses should lead: they will answer 301 there.`
          : `${city.name} has no published content. Its page will answer 404 unless you choose where its addresses lead.`}
      </p>
      <div className="mt-3 max-w-md">
        <Label htmlFor="delete-redirectTo" required={required}>
          Send its addresses to
        </Label>
        <Select
          id="delete-redirectTo"
          name="redirectTo"
          required={required}
          aria-required={required}
          defaultValue=""
          className="mt-1.5"
        >
          <option value="" disabled={required}>
            {required ? "Choose a target" : "Nowhere (404)"}
          </option>
          <option value="state">The {city.stateName} page</option>
          {stateCities.map((other) => (
            <option key={other.id} value={other.id}>
              {other.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={busy}>
          Delete {city.name}
        </Button>
        <Link to="/location-manager" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Keep it
        </Link>
      </div>
    </Form>
  );
}
