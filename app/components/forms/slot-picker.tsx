import { FieldError, fieldErrorId } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { groupSlotsByDay, timeZoneName } from "~/lib/leads/session-slots";

/**
 * The open session times as radio buttons, one folding group per day (works
 * without JavaScript). Labels are in `timeZone`: New York on the server,
 * the visitor's own zone once the page runs in the browser.
 */
export function SlotPicker({
  idPrefix,
  slots,
  timeZone,
  value,
  onChange,
  error,
  disabled,
}: {
  idPrefix: string;
  slots: string[];
  timeZone: string;
  value: string;
  onChange: (iso: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const days = groupSlotsByDay(slots, timeZone);
  const errorId = `${idPrefix}-slot`;
  return (
    <fieldset aria-describedby={error ? fieldErrorId(errorId) : undefined} aria-invalid={Boolean(error)}>
      <legend className="text-sm font-medium text-ink">
        Choose a time
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <p className="mt-1 text-sm text-muted">
        30-minute sessions, Monday to Friday. Times shown in{" "}
        <strong className="font-semibold text-ink">{timeZoneName(timeZone)}</strong>.
      </p>
      {days.length === 0 ? (
        <p className="mt-4 rounded-md bg-brand-50 p-4 text-ink">
          Every session in the next three weeks is booked. Please send us a message and we will find a time.
        </p>
      ) : (
        <div className={cn("mt-3 divide-y rounded-md border", error ? "border-red-600" : "border-slate-300")}>
          {days.map((day, index) => (
            <details key={day.key} open={index === 0 || day.slots.some((slot) => slot.iso === value)} className="group px-4 py-2">
              <summary className="cursor-pointer py-1 font-medium text-ink">
                {day.label} <span className="text-sm font-normal text-muted">({day.slots.length} open)</span>
              </summary>
              <div className="grid grid-cols-3 gap-2 py-2 sm:grid-cols-4">
                {day.slots.map((slot) => {
                  const id = `${idPrefix}-slot-${slot.iso}`;
                  return (
                    <div key={slot.iso}>
                      <input
                        type="radio"
                        id={id}
                        name="slot"
                        value={slot.iso}
                        checked={value === slot.iso}
                        onChange={() => onChange(slot.iso)}
                        disabled={disabled}
                        className="peer sr-only"
                      />
                      <label
                        htmlFor={id}
                        className="block cursor-pointer rounded-md border border-slate-300 px-2 py-2 text-center text-sm text-ink peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-600"
                      >
                        {slot.label}
                      </label>
                    </div>
                  );
                })}
              </div>
            </details>
          ))}
        </div>
      )}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
