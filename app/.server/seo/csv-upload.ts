import { refuse } from "../http";

/** How an import reads its file: the largest file taken, and how its bytes become text. */
export interface CsvUploadRules {
  maxBytes: number;
  /** The refusal of a larger file (413). */
  tooLarge: string;
  /** The bytes as text, or why they are not (400); UTF-8 as the browser sends it when absent. */
  decode?: (bytes: Uint8Array) => { ok: true; text: string } | { ok: false; message: string };
}

/**
 * The CSV of an import form post (the one CSV import form): the file chosen,
 * or the text the preview sent back. A refusal is thrown as the page's
 * answer: 413 for a file over the cap, 400 for one that cannot be read or
 * for no file at all.
 */
export async function uploadedCsv(
  input: { file?: File; csv?: string },
  rules: CsvUploadRules,
): Promise<{ csv: string; fileName?: string }> {
  const { file } = input;
  if (!file) {
    if (input.csv === undefined) throw refuse(400, "Choose a CSV file to import.");
    return { csv: input.csv };
  }
  if (file.size > rules.maxBytes) throw refuse(413, rules.tooLarge);
  if (!rules.decode) return { csv: await file.text(), fileName: file.name.slice(0, 200) };
  const decoded = rules.decode(new Uint8Array(await file.arrayBuffer()));
  if (!decoded.ok) throw refuse(400, decoded.message);
  return { csv: decoded.text, fileName: file.name.slice(0, 200) };
}
