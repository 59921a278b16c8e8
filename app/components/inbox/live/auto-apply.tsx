import { type ReactNode, useEffect, useRef } from "react";
import { useSubmit } from "react-router";

/**
 * Filters that apply as they change (with JavaScript): a choice or a date
 * submits its GET form at once, typed text after a pause (`delayMs`), so a
 * search runs once per word, not per key. Without JavaScript the form's
 * Apply button does the same. Typing replaces the history entry instead of
 * adding one per pause.
 */
export function AutoApply({ children, delayMs = 400 }: { children: ReactNode; delayMs?: number }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const submit = useSubmit();
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const apply = (form: HTMLFormElement, replace: boolean) => void submit(form, { replace, preventScrollReset: true });
    const typed = (target: EventTarget | null) =>
      target instanceof HTMLInputElement && ["text", "search"].includes(target.type) ? target : null;
    const onInput = (event: Event) => {
      const input = typed(event.target);
      if (!input?.form) return;
      const form = input.form;
      clearTimeout(timer);
      timer = setTimeout(() => apply(form, true), delayMs);
    };
    const onChange = (event: Event) => {
      const target = event.target;
      // Text fields were handled as they were typed; their change event (on blur) adds nothing.
      if (typed(target)) return;
      if (!(target instanceof HTMLSelectElement || target instanceof HTMLInputElement) || !target.form) return;
      if (target instanceof HTMLInputElement && target.type === "date" && target.value !== "" && !target.checkValidity()) return;
      clearTimeout(timer);
      apply(target.form, false);
    };
    element.addEventListener("input", onInput);
    element.addEventListener("change", onChange);
    return () => {
      clearTimeout(timer);
      element.removeEventListener("input", onInput);
      element.removeEventListener("change", onChange);
    };
  }, [submit, delayMs]);
  return <div ref={wrapper}>{children}</div>;
}
