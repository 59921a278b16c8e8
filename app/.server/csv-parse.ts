/**
 * Reads CSV (RFC 4180: quoted cells, doubled quotes, CRLF or LF line ends,
 * a leading byte-order mark) into rows of cells, for every CSV import
 * (redirects, the location manager's cities, keyword research); the exports
 * are csv.ts. The shape is small enough not to need a dependency. Stops with an error
 * past `maxRows`, so a hostile file costs no more than that.
 */
export class CsvTooLarge extends Error {}

export function parseCsv(text: string, maxRows: number): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    cell = "";
    // Blank lines are skipped, as spreadsheets leave them at the end.
    if (row.length > 1 || row[0] !== "") {
      if (rows.length >= maxRows) throw new CsvTooLarge(`The file has more than ${maxRows} lines.`);
      rows.push(row);
    }
    row = [];
  };
  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n") endRow();
    else if (char === "\r") {
      if (text[i + 1] === "\n") i++;
      endRow();
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) endRow();
  return rows;
}
