/** The non-empty lines of a server's output that are not one JSON object each (every log line must be: issue 9 B4). */
export function nonJsonLines(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        const parsed: unknown = JSON.parse(line);
        return typeof parsed !== "object" || parsed === null;
      } catch {
        return true;
      }
    });
}
