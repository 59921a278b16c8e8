import type { ComponentProps, ReactNode } from "react";
import { Form, Link } from "react-router";
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
}: {
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
  return (
    <Form
      method="get"
      role="search"
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
      <Select id={`filter-${name}`} name={name} defaultValue={defaultValue ?? ""}>
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
