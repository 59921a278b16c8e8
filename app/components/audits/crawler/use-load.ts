import { useEffect, useState } from "react";

/** A read of the crawl API: loading, failed, or its value; `key` changing reloads it (a step of a running crawl). */
export type Load<T> = { state: "loading" } | { state: "error" } | { state: "ready"; value: T };

export function useLoad<T>(load: () => Promise<T>, key: string): Load<T> {
  const [result, setResult] = useState<Load<T>>({ state: "loading" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads; a new closure each render must not reload.
  useEffect(() => {
    let current = true;
    load()
      .then((value) => current && setResult({ state: "ready", value }))
      // A reload that fails keeps what is on screen.
      .catch(() => current && setResult((previous) => (previous.state === "ready" ? previous : { state: "error" })));
    return () => {
      current = false;
    };
  }, [key]);
  return result;
}
