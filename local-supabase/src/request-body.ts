/** No API here takes JSON nested this deep; refusing deeper bodies keeps parsing and SQL building flat. */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of arrays and objects, read without parsing (strings are skipped). */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (quoted) {
      if (char === 92) i += 1;
      else if (char === 34) quoted = false;
    } else if (char === 34) quoted = true;
    else if (char === 91 || char === 123) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 93 || char === 125) depth -= 1;
  }
  return deepest;
}

/** Bodies arrive as raw text so each API can answer malformed JSON in its own error format. */
export function parseJsonBody(raw: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: undefined };
  if (typeof raw !== 'string') return { ok: true, value: raw };
  if (jsonDepth(raw) > MAX_JSON_DEPTH) return { ok: false, message: `JSON is nested more than ${MAX_JSON_DEPTH} levels deep` };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}
