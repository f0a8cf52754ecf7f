/**
 * Reads a CSV file as RFC 4180 writes it, so tests can check a download's records whatever its
 * fields hold (commas, quotes, line breaks). A test tool: the portal writes CSV, it never reads it.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      at += 1;
    } else field += char;
  }
  if (quoted) throw new Error('the file ends inside a quoted field');
  if (field !== '' || record.length > 0) throw new Error('the last record has no line end');
  return records;
}
