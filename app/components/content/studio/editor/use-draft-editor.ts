import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ActionAnswer } from "~/lib/action-answer";
import { type DraftPageSchema, STUDIO_TEXT } from "~/lib/content/studio";
import { useDraftBackup } from "./draft-backup";

/**
 * The editor's working copy of a draft and its saves (issue 22 items 5 and
 * 6). The schema lives in React state; a save posts it as JSON with the
 * revision it started from. Autosave runs a few seconds after the last
 * change, never while a save is in flight or a conflict waits for the
 * writer's choice. Nothing typed is replaced by the server's copy unless the
 * writer asks for it ("Take theirs"): a refused save keeps the schema as it is.
 *
 * The subject (a page, a content_research record) says how its draft is
 * named in the save's body and how a stored schema becomes editable; the
 * rest is the same for both editors.
 */
export const AUTOSAVE_DELAY_MS = 3_000;

type Fetcher = Pick<ReturnType<typeof useFetcher>, "submit">;
/** Posts `body` as JSON to the editor's action (the draft is nested data no form encodes). */
export function postJson(fetcher: Fetcher, body: Record<string, unknown>) {
  fetcher.submit(body as Parameters<Fetcher["submit"]>[0] & object, { method: "post", encType: "application/json" });
}

/** What the editor needs of a loaded draft, whatever its subject. */
export interface LoadedDraft {
  schema: unknown;
  revision: number | null;
  updatedAt: string;
}

/** Which draft the editor edits: its fetcher key, the id fields every save names, and how a stored schema is made editable. */
export interface DraftSubject<S> {
  key: string;
  ids: Record<string, number>;
  editable: (value: unknown) => S;
}

export const pageSubject = (pageId: number): DraftSubject<DraftPageSchema> => ({
  key: `page-save-${pageId}`,
  ids: { pageId },
  editable: editableSchema,
});

/** A stored schema that fails the draft check is loaded anyway: the parts the forms need get empty defaults. */
export function editableSchema(value: unknown): DraftPageSchema {
  const raw = (value && typeof value === "object" ? value : {}) as Partial<DraftPageSchema>;
  const seo = raw.seo && typeof raw.seo === "object" ? raw.seo : { title: "", description: "" };
  return {
    ...raw,
    seo: { ...seo, title: seo.title ?? "", description: seo.description ?? "" },
    sections: Array.isArray(raw.sections) ? raw.sections : [],
  } as DraftPageSchema;
}

export type SaveState<V> =
  | { kind: "saved"; at: string | null }
  | { kind: "saving" }
  | { kind: "dirty" }
  | { kind: "failed"; message: string }
  | { kind: "conflict"; current: V };

const asSaveFailure = (message: string) =>
  message.startsWith(STUDIO_TEXT.saveFailed("")) ? message : STUDIO_TEXT.saveFailed(message);

export function useDraftEditor<V extends LoadedDraft, S>(loaded: V, subject: DraftSubject<S>) {
  // Through refs: a subject written inline is a new object each render, and the autosave timer must not restart for it.
  const subjectRef = useRef(subject);
  subjectRef.current = subject;
  const editable = useCallback((value: unknown) => subjectRef.current.editable(value), []);
  const { editable: toEditable } = subject;
  const fetcher = useFetcher<ActionAnswer<{ draft: V; current: V }>>({ key: subject.key });
  const [schema, setSchema] = useState(() => toEditable(loaded.schema));
  const [saved, setSaved] = useState(() => JSON.stringify(toEditable(loaded.schema)));
  const [revision, setRevision] = useState(loaded.revision);
  const [savedAt, setSavedAt] = useState<string | null>(loaded.revision === null ? null : loaded.updatedAt);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<V | null>(null);
  const [answered, setAnswered] = useState<V | null>(null);
  /** What the save in flight posted: the schema is "saved" only up to that text. */
  const posted = useRef<string | null>(null);

  const text = JSON.stringify(schema);
  const dirty = text !== saved;
  const saving = fetcher.state !== "idle";
  const backup = useDraftBackup(subject.key, text, dirty, saved);

  const save = useCallback(
    (overRevision?: number | null) => {
      const body = JSON.stringify(schema);
      posted.current = body;
      setFailure(null);
      postJson(fetcher, {
        intent: "save",
        ...subjectRef.current.ids,
        expectedRevision: overRevision === undefined ? revision : overRevision,
        schema,
      });
    },
    [fetcher, revision, schema],
  );

  // The answer of the save that just finished.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    // This fetcher posts only saves: any answer is a save's (a body refused before its intent was read has none).
    if (!answer) return;
    if (answer.ok && answer.draft) {
      setRevision(answer.draft.revision);
      setSaved(posted.current ?? JSON.stringify(answer.draft.schema));
      setSavedAt(answer.draft.updatedAt);
      setAnswered(answer.draft);
      setConflict(null);
    } else if (answer.current) {
      setConflict(answer.current);
    } else {
      setFailure(asSaveFailure(answer.message));
    }
    posted.current = null;
  }, [answer]);

  // Autosave: a few seconds after the last change, when nothing is in flight and no conflict waits.
  useEffect(() => {
    if (!dirty || saving || conflict || failure) return;
    const timer = setTimeout(() => save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, saving, conflict, failure, save]);

  /** The page was reloaded by a workflow action: take the server's copy only where nothing is typed. */
  const adopt = useCallback(
    (view: V) => {
      setAnswered(view);
      if (dirty) return;
      const next = editable(view.schema);
      setSchema(next);
      setSaved(JSON.stringify(next));
      setRevision(view.revision);
      setSavedAt(view.revision === null ? null : view.updatedAt);
    },
    [dirty, editable],
  );

  const keepMine = useCallback(() => {
    if (!conflict) return;
    setConflict(null);
    save(conflict.revision);
  }, [conflict, save]);

  const takeTheirs = useCallback(() => {
    if (!conflict) return;
    const next = editable(conflict.schema);
    setSchema(next);
    setSaved(JSON.stringify(next));
    setRevision(conflict.revision);
    setSavedAt(conflict.updatedAt);
    setAnswered(conflict);
    setConflict(null);
    setFailure(null);
  }, [conflict, editable]);

  const state: SaveState<V> = conflict
    ? { kind: "conflict", current: conflict }
    : saving
      ? { kind: "saving" }
      : failure
        ? { kind: "failed", message: failure }
        : dirty
          ? { kind: "dirty" }
          : { kind: "saved", at: savedAt };

  return {
    schema,
    setSchema: (next: S) => {
      setSchema(next);
      // A new edit after a failure tries again (the autosave waits for the next change, not in a loop).
      setFailure(null);
    },
    revision,
    dirty,
    saving,
    state,
    save: () => save(),
    keepMine,
    takeTheirs,
    adopt,
    /** The last draft the server answered with (status, author, reviewer), newer than the loader's. */
    latest: answered,
    /** Unsaved changes this browser kept from an earlier visit, offered until restored or discarded. */
    backup: backup.offered
      ? {
          at: backup.offered.at,
          restore: () => {
            const kept = backup.offered;
            backup.settle(false);
            if (kept) setSchema(editable(JSON.parse(kept.text)));
          },
          discard: () => backup.settle(true),
        }
      : null,
  };
}
