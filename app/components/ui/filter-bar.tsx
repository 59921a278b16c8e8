import { type ComponentProps, type ReactNode, type RefObject, useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { Button } from "./button";
import { Input } from "./input";
import { Label } from "./label";
import { Select } from "./select";

/**
 * The back-office's filters: a GET form, so every filtered view is a link
 * that can be shared and reloaded, and works without JS. Fields are labelled
 * controls named after their query parameters.
 */
export function FilterBar({
  label,
  clearHref,
  submitLabel = "Apply filters",
  hidden,
  children,
  className,
  preventScrollReset,
}: {
  /** Keep the scroll position on submit: a filter inside a long view (the crawl's tables), not at the top of a page. */
  preventScrollReset?: boolean;
  /** Names the search landmark ("Filter leads"). */
  label: string;
  /** Where "Clear filters" goes: the view without any filter. */
  clearHref: string;
  submitLabel?: string;
  /** Parameters kept as they are (a folder, a tab). */
  hidden?: Record<string, string | undefined>;
  children: ReactNode;
  className?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  useFieldsFollowTheAddress(form);
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      preventScrollReset={preventScrollReset}
      aria-label={label}
      className={cn("rounded-xl border border-slate-200 bg-white p-4 shadow-sm", className)}
    >
      {Object.entries(hidden ?? {}).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit">{submitLabel}</Button>
        <Link to={clearHref} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Clear filters
        </Link>
      </div>
    </Form>
  );
}

/**
 * The fields are uncontrolled (the form works without JS), so after a navigation to the same page with other filters
 * (a saved view's link, Back, "Clear filters") React keeps the DOM's old values: the list showed one filter and the
 * Status box another. When the address's query changes, each field takes its value from this render (the loader's
 * view of the new query), except the one being typed in: the search applies as it is typed and must keep its caret.
 */
function useFieldsFollowTheAddress(form: RefObject<HTMLFormElement | null>) {
  const { search } = useLocation();
  const shown = useRef(search);
  useEffect(() => {
    if (shown.current === search) return;
    shown.current = search;
    for (const element of Array.from(form.current?.elements ?? [])) {
      if (element === document.activeElement) continue;
      if (element instanceof HTMLSelectElement && element.dataset.default !== undefined) {
        element.value = element.dataset.default;
      } else if (element instanceof HTMLInputElement && element.type !== "hidden") {
        if (element.type === "checkbox" || element.type === "radio") element.checked = element.defaultChecked;
        else element.value = element.defaultValue;
      }
    }
  }, [search, form]);
}

interface FilterFieldProps {
  /** The query parameter, also the base of the control's id. */
  name: string;
  label: ReactNode;
  /** How many grid columns the field spans on wider screens. */
  wide?: boolean;
}

function FilterField({ name, label, wide, children }: FilterFieldProps & { children: ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <Label htmlFor={`filter-${name}`}>{label}</Label>
      <div className="mt-1.5">{children}</div>
    </div>
  );
}

/** A free-text or date filter. */
export function TextFilter({
  name,
  label,
  wide,
  ...input
}: FilterFieldProps & Omit<ComponentProps<typeof Input>, "id" | "name">) {
  return (
    <FilterField name={name} label={label} wide={wide}>
      <Input id={`filter-${name}`} name={name} {...input} />
    </FilterField>
  );
}

/** A choice among known values; the first option is "any". */
export function SelectFilter({
  name,
  label,
  wide,
  anyLabel,
  options,
  defaultValue,
}: FilterFieldProps & {
  /** The option that filters nothing ("Any status"); leave out when a value is always chosen (a sort order). */
  anyLabel?: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
}) {
  return (
    <FilterField name={name} label={label} wide={wide}>
      {/* data-default: React does not update a select's defaultValue after its first render; see useFieldsFollowTheAddress. */}
      <Select id={`filter-${name}`} name={name} defaultValue={defaultValue ?? ""} data-default={defaultValue ?? ""}>
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FilterField>
  );
}

/**
 * A numeric range: two number fields named `{name}-min` and `{name}-max`
 * (inclusive bounds, either may stay empty), grouped under one legend.
 */
export function RangeFilter({
  name,
  label,
  defaultMin,
  defaultMax,
}: {
  name: string;
  label: string;
  defaultMin?: string;
  defaultMax?: string;
}) {
  const field = (bound: "min" | "max", value: string | undefined) => (
    <div className="min-w-0 flex-1">
      <Label htmlFor={`filter-${name}-${bound}`} className="text-xs text-slate-700">
        {bound === "min" ? "Min" : "Max"}
      </Label>
      <Input
        id={`filter-${name}-${bound}`}
        name={`${name}-${bound}`}
        type="number"
        step="any"
        // Spoken as "Word count min": the legend alone is not read with each field everywhere.
        aria-label={`${label} ${bound}`}
        defaultValue={value ?? ""}
        className="mt-1 h-9"
      />
    </div>
  );
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <div className="mt-1 flex gap-2">
        {field("min", defaultMin)}
        {field("max", defaultMax)}
      </div>
    </fieldset>
  );
}
