import { useEffect, useRef, useState } from "react";

/**
 * The back-office's "talk to the assistant": the public widget's own chat
 * bundle (app/islands/chat-window.ts, loaded through the island loader every
 * page carries), mounted inline, so an admin sees exactly what a visitor
 * would. It sends no agent metrics and keeps its conversation for this page only.
 */
interface ChatBundle {
  mountChat(body: HTMLElement, options: { metrics: boolean; storage: Storage | null }): { focus(): void };
}

export function AssistantConsole() {
  const body = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const islands = (window as { islands?: { load(name: string): Promise<unknown> } }).islands;
    let cancelled = false;
    if (!islands) {
      setFailed(true);
      return;
    }
    islands.load("chat-window").then(
      (module) => {
        if (!cancelled && body.current) (module as ChatBundle).mountChat(body.current, { metrics: false, storage: null });
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <section
      aria-labelledby="console-title"
      className="flex h-[32rem] flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <h2 id="console-title" className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-ink">
        Talk to the assistant
      </h2>
      <div ref={body} className="flex min-h-0 flex-1 flex-col" data-chat-console>
        <p role="status" className="p-4 text-slate-700">
          {failed ? "The chat could not load. Please reload the page." : "Loading chat..."}
        </p>
      </div>
    </section>
  );
}
