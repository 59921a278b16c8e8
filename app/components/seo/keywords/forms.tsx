import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { cityServiceName, cityServiceSlugs } from "~/lib/content/city-services";
import { KEYWORD_MODIFIERS } from "~/lib/seo/keywords";

const box = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm";
const fileInput =
  "mt-1.5 block w-full text-sm text-ink file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2";

/** Services × places × modifiers; with no place chosen, the major cities. */
export function GenerateForm({
  states,
  majorCities,
}: {
  states: { id: number; name: string }[];
  majorCities: { id: number; name: string; state: string }[];
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className={box}>
      <input type="hidden" name="intent" value="generate" />
      <div className="grid gap-6 lg:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-medium text-ink">Services</legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {cityServiceSlugs.map((slug, index) => (
              <label key={slug} className="flex items-center gap-2 text-sm text-ink">
                <input type="checkbox" name="services" value={slug} defaultChecked={index < 7} />
                {cityServiceName(slug)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-ink">Modifiers (each gives the intent shown)</legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {KEYWORD_MODIFIERS.map((modifier) => (
              <label key={modifier.id} className="flex items-center gap-2 text-sm text-ink">
                <input type="checkbox" name="modifiers" value={modifier.id} defaultChecked />
                {modifier.label} <span className="text-xs text-muted">({modifier.intent})</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <Label htmlFor="generate-states">States (the state itself as a place)</Label>
          <Select id="generate-states" name="stateIds" multiple className="mt-1.5 h-32">
            {states.map((state) => (
              <option key={state.id} value={state.id}>
                {state.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="generate-cities">Major cities (none chosen anywhere: all major cities)</Label>
          <Select id="generate-cities" name="cityIds" multiple className="mt-1.5 h-32">
            {majorCities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}, {city.state}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <Button type="submit" className="mt-4" disabled={busy}>
        Generate keywords
      </Button>
    </Form>
  );
}

/** A Search Console export (zip or CSV) or another tool's CSV. */
export function ImportForm() {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" encType="multipart/form-data" className={box}>
      <input type="hidden" name="intent" value="import" />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="import-source">Kind of file</Label>
          <Select id="import-source" name="source" defaultValue="search-console" className="mt-1.5">
            <option value="search-console">
              Search Console Performance export (zip, Queries.csv, Pages.csv, or Query + Page CSV)
            </option>
            <option value="generic">Another tool's CSV (keyword, volume, difficulty, position, URL)</option>
          </Select>
        </div>
        <div>
          <Label htmlFor="import-file">File (CSV or zip, UTF-8, up to 5 MB)</Label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,.zip,text/csv,application/zip"
            required
            className={fileInput}
          />
        </div>
      </div>
      <Button type="submit" className="mt-4" disabled={busy}>
        Import
      </Button>
    </Form>
  );
}
