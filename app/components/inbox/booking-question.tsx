import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The first step of a booking change (cancel, move): what will happen, asked
 * before anything changes or is sent. It takes focus when it appears, as an
 * answer does, so keyboard and screen-reader users land on it; the
 * confirmation posts `fields` with `confirmed=yes`, the other choice leaves.
 */
export function BookingQuestion({
  id,
  heading,
  children,
  fields,
  confirmLabel,
  keepLabel,
}: {
  id: string;
  heading: string;
  children: ReactNode;
  fields: Record<string, string>;
  confirmLabel: string;
  keepLabel: string;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alertdialog"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-text`}
      className="rounded-xl border border-amber-700 bg-amber-50 p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      <p id={`${id}-text`} className="mt-1 text-sm text-ink">
        {children}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Form method="post">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="confirmed" value="yes" />
          <Button type="submit" size="sm">
            {confirmLabel}
          </Button>
        </Form>
        <Link to="/admin/bookings" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {keepLabel}
        </Link>
      </div>
    </section>
  );
}
