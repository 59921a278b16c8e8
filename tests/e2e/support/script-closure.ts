/**
 * Every script a page can ever run: the files its HTML names (script src,
 * module preloads, the island loader's map of island addresses) and, file by
 * file, every chunk those import statically or load later with import(), so
 * an editor chunk that a public page would only load on some click still
 * counts. Shared by the page-load spec and the weight bench.
 */

/**
 * What the back-office editor's code carries and no public page should:
 * TipTap and ProseMirror (rich text), dnd-kit (its screen-reader regions),
 * and the studio's own components (the preview pane's marker, the spec's save error).
 */
export const EDITOR_CODE_MARKERS =
  /ProseMirror|tiptap|DndDescribedBy|DndLiveRegion|data-preview-updated-at|Failed to save page schema/;

const ASSET_IN_HTML = /["'](\/assets\/[\w.-]+\.js)["']/g;
const ASSET_IN_JS = /["'`]((?:\.{1,2}\/|\/assets\/)[\w./-]+\.js)["'`]/g;

/** The scripts reachable from a page's HTML, by path, with their text. */
export async function scriptClosure(base: string, html: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const queue = [...html.matchAll(ASSET_IN_HTML)].map((match) => match[1] as string);
  while (queue.length > 0) {
    const next = queue.shift() as string;
    if (found.has(next)) continue;
    const response = await fetch(new URL(next, base));
    if (!response.ok) throw new Error(`${next} answered ${response.status}`);
    const text = await response.text();
    found.set(next, text);
    for (const match of text.matchAll(ASSET_IN_JS)) {
      queue.push(new URL(match[1] as string, new URL(next, base)).pathname);
    }
  }
  return found;
}

/** The files of a closure that carry editor code, with the marker found. */
export function editorCodeIn(scripts: Map<string, string>): string[] {
  return [...scripts].flatMap(([path, text]) => {
    const marker = EDITOR_CODE_MARKERS.exec(text)?.[0];
    return marker ? [`${path} (${marker})`] : [];
  });
}
