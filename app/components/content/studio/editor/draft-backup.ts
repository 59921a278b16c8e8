import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A copy of the writer's unsaved changes in this browser (localStorage), as
 * WordPress keeps one: a save the network lost, a tab closed or a server
 * restarted never costs what was typed. The copy is written while there are
 * unsaved changes and removed once they are saved. When the editor opens
 * and finds a copy that differs from the draft it loaded, it offers it;
 * nothing is applied unasked.
 */
export interface DraftBackup {
  /** The schema as JSON text. */
  text: string;
  /** When it was kept (ms since the epoch). */
  at: number;
}

const PREFIX = "studio-draft-backup:";

function readBackup(key: string): DraftBackup | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<DraftBackup>;
    return typeof value.text === "string" && typeof value.at === "number" ? { text: value.text, at: value.at } : null;
  } catch {
    return null;
  }
}

function writeBackup(key: string, backup: DraftBackup | null) {
  try {
    if (backup) window.localStorage.setItem(PREFIX + key, JSON.stringify(backup));
    else window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage full or refused (private mode): the editor still saves to the server as usual.
  }
}

/** Keeps `text` while `dirty`; returns a copy found on opening that differs from `loadedText`, to offer. */
export function useDraftBackup(key: string, text: string, dirty: boolean, loadedText: string) {
  const [offered, setOffered] = useState<DraftBackup | null>(null);
  const offeredRef = useRef<DraftBackup | null>(null);
  const checked = useRef(false);
  const loaded = useRef(loadedText);

  useEffect(() => {
    if (!checked.current) {
      checked.current = true;
      const found = readBackup(key);
      if (found && found.text !== loaded.current) {
        offeredRef.current = found;
        setOffered(found);
        return;
      }
    }
    // While a copy is on offer it is kept as it is, whatever the editor holds meanwhile.
    if (offeredRef.current) return;
    writeBackup(key, dirty ? { text, at: Date.now() } : null);
  }, [key, text, dirty]);

  /** The offer is answered: restored (the editor's next change keeps a new copy) or discarded (the copy goes). */
  const settle = useCallback(
    (discard: boolean) => {
      offeredRef.current = null;
      setOffered(null);
      if (discard) writeBackup(key, null);
    },
    [key],
  );
  return { offered, settle };
}
