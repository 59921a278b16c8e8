import { useEffect, useMemo, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import type { PageType } from "~/lib/content/page-schema";
import type { DraftPageSchema } from "~/lib/content/studio";
import type { ResearchDraft } from "~/lib/content/studio-research";

/**
 * The live preview beside the editor's form (issue 22 item 3). A moment
 * after each change (DEBOUNCE_MS) it posts the unsaved draft to `endpoint`
 * (POST /api/admin/pages/:id/preview, JSON `{ schema, path, type }`) and
 * shows the answered document at desktop width (1280 px, scaled to fit) and
 * at 390 px. A newer change aborts the request still under way, so a slow
 * answer never replaces a newer one.
 *
 * The frames are sandboxed without allow-scripts, and the document itself
 * carries no script and a policy that forbids them: nothing in a draft runs.
 * `data-preview-updated-at` counts the updates that landed (tests and the
 * bench wait on it).
 */
export interface PreviewPaneProps {
  endpoint: string;
  /** A page's type, or an article's content type (the article endpoint reads its own and ignores this). */
  type: PageType | string;
  path: string;
  /** A page's draft, or an article's (POST /api/admin/content/:id/preview). */
  schema: DraftPageSchema | ResearchDraft;
}

/** Short enough that a change shows within half a second (the render takes tens of ms), long enough to skip keystrokes. */
const DEBOUNCE_MS = 150;
const DESKTOP_WIDTH = 1280;
const MOBILE_WIDTH = 390;
/** The height each frame shows of the page, before scaling. */
const FRAME_HEIGHT = { desktop: 1600, mobile: 1400 } as const;

type PaneState = { kind: "loading" } | { kind: "ready" } | { kind: "failed"; message: string };

async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // Not our envelope (a proxy's page): the status says enough.
  }
  return `The server answered ${response.status}.`;
}

export function PreviewPane({ endpoint, type, path, schema }: PreviewPaneProps) {
  const body = useMemo(() => JSON.stringify({ schema, path, type }), [schema, path, type]);
  const [html, setHtml] = useState<string | null>(null);
  const [state, setState] = useState<PaneState>({ kind: "loading" });
  const [updates, setUpdates] = useState(0);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "text/html" },
          body,
          signal: controller.signal,
          credentials: "same-origin",
        });
        if (!response.ok) {
          const message = await failureMessage(response);
          if (!controller.signal.aborted) setState({ kind: "failed", message });
          return;
        }
        const answer = await response.text();
        if (controller.signal.aborted) return;
        setHtml(answer);
        setUpdatedAt(new Date());
        setUpdates((count) => count + 1);
        setState({ kind: "ready" });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ kind: "failed", message: error instanceof Error ? error.message : "The network failed." });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [endpoint, body]);

  return (
    <section
      aria-labelledby="preview-pane-title"
      className="space-y-4"
      data-preview-updated-at={updates}
      data-preview-state={state.kind}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="preview-pane-title" className="text-lg font-semibold text-ink">
          Preview
        </h2>
        <p className="text-sm text-muted" aria-live="polite" aria-atomic="true">
          <PaneStatus state={state} updatedAt={updatedAt} />
        </p>
      </div>
      {state.kind === "failed" ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
          The preview could not be updated: {state.message} It shows your last change that could be rendered.
        </p>
      ) : null}
      <ScaledFrame
        title="Preview at desktop width"
        label="Desktop, 1280 px"
        width={DESKTOP_WIDTH}
        height={FRAME_HEIGHT.desktop}
        html={html}
      />
      <ScaledFrame
        title="Preview at 390 px width"
        label="Phone, 390 px"
        width={MOBILE_WIDTH}
        height={FRAME_HEIGHT.mobile}
        html={html}
        narrow
      />
    </section>
  );
}

function PaneStatus({ state, updatedAt }: { state: PaneState; updatedAt: Date | null }) {
  if (state.kind === "loading") return <>Updating preview…</>;
  if (!updatedAt) return null;
  const time = updatedAt.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit" });
  return (
    <>
      Updated at <time dateTime={updatedAt.toISOString()}>{time}</time>
    </>
  );
}

/**
 * A frame of a real `width` (so the page's breakpoints apply as on a device
 * of that width), scaled down with a transform when its column is narrower.
 */
function ScaledFrame({
  title,
  label,
  width,
  height,
  html,
  narrow = false,
}: {
  title: string;
  label: string;
  width: number;
  height: number;
  html: string | null;
  narrow?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(width);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setAvailable(element.clientWidth || width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  const scale = Math.min(1, available / width);
  return (
    <figure className="space-y-1">
      <figcaption className="text-xs font-medium text-muted">
        {label}
        {scale < 1 ? ` (shown at ${Math.round(scale * 100)}%)` : ""}
      </figcaption>
      <div ref={box} className={cn("w-full", narrow && "max-w-[390px]")}>
        <div
          className="overflow-hidden rounded-md border border-slate-300 bg-white"
          style={{ width: width * scale, height: height * scale }}
        >
          {html === null ? (
            <div className="flex h-full items-center justify-center text-sm text-muted">Loading preview…</div>
          ) : (
            <iframe
              title={title}
              srcDoc={html}
              // No allow-scripts: nothing in the preview runs. Same origin so the site's stylesheet and images load.
              sandbox="allow-same-origin"
              width={width}
              height={height}
              style={{ width, height, transform: `scale(${scale})`, transformOrigin: "0 0", border: 0 }}
            />
          )}
        </div>
      </div>
    </figure>
  );
}
