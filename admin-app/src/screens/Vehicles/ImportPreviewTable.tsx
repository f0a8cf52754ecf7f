import { useState } from 'react';
import styled from 'styled-components';
import { VEHICLE_IMPORT_HEADERS, type VehicleImportProblem } from '@export-portal/shared-domain/vehicle-import';
import { Badge, Button, formatCount } from '@export-portal/shared-ui';
import type { ImportVerdict, PreviewRow } from './importPreview';

const ROWS_PER_PAGE = 100;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};

  & > button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Scroller = styled.div`
  max-height: 24rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  caption {
    padding: ${({ theme }) => theme.space[2]};
    text-align: start;
    color: ${({ theme }) => theme.colors.muted};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    text-align: start;
    vertical-align: top;
  }

  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surfaceSubtle};
    color: ${({ theme }) => theme.colors.muted};
    font-weight: ${({ theme }) => theme.typography.weights.medium};
    white-space: nowrap;
  }

  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  td:nth-child(2) {
    font-family: ${({ theme }) => theme.typography.monoFamily};
    overflow-wrap: anywhere;
  }

  ul {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
`;

const Pages = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

type Kind = ImportVerdict['kind'];
type Shown = Kind | 'all';

const KIND_WORDS: Readonly<Record<Kind, { badge: string; choice: string; tone: 'success' | 'info' | 'neutral' | 'danger' }>> = {
  refused: { badge: 'Refused', choice: 'Refused', tone: 'danger' },
  new: { badge: 'New', choice: 'New', tone: 'success' },
  update: { badge: 'Update', choice: 'Updates', tone: 'info' },
  unchanged: { badge: 'Unchanged', choice: 'Unchanged', tone: 'neutral' },
};

/** "Make: Make starts with “=”, …", or the message alone for the row as a whole. */
export function problemText({ column, message }: VehicleImportProblem): string {
  return column ? `${VEHICLE_IMPORT_HEADERS[column]}: ${message}` : message;
}

function Verdict({ verdict }: { verdict: ImportVerdict }) {
  const words = KIND_WORDS[verdict.kind];
  return (
    <>
      <Badge tone={words.tone}>{words.badge}</Badge>
      {verdict.kind === 'refused' ? (
        <ul>
          {verdict.problems.map((problem) => (
            <li key={`${problem.column}-${problem.message}`}>{problemText(problem)}</li>
          ))}
        </ul>
      ) : null}
      {verdict.kind === 'update' ? (
        <ul>
          {verdict.changes.map((change) => (
            <li key={change.column}>
              {change.label}: {change.before} → {change.after}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export interface ImportPreviewTableProps {
  fileName: string;
  rows: readonly PreviewRow[];
  counts: Readonly<Record<Kind, number>>;
}

/**
 * The preview's rows, a page of 100 at a time, each with what the import does with it. A file
 * with refused rows opens on those.
 */
export function ImportPreviewTable({ fileName, rows, counts }: ImportPreviewTableProps) {
  const [chosen, setChosen] = useState<Shown | null>(null);
  const [page, setPage] = useState(0);
  const shownKind: Shown = chosen ?? (counts.refused > 0 ? 'refused' : 'all');
  const matching = shownKind === 'all' ? rows : rows.filter((row) => row.verdict.kind === shownKind);
  const pages = Math.max(1, Math.ceil(matching.length / ROWS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const first = current * ROWS_PER_PAGE;
  const visible = matching.slice(first, first + ROWS_PER_PAGE);
  const choose = (kind: Shown) => {
    setChosen(kind);
    setPage(0);
  };
  const choices: { kind: Shown; label: string; count: number }[] = [
    { kind: 'all', label: 'All', count: rows.length },
    ...(Object.keys(KIND_WORDS) as Kind[])
      .map((kind) => ({ kind, label: KIND_WORDS[kind].choice, count: counts[kind] }))
      .filter((choice) => choice.count > 0),
  ];
  return (
    <>
      <Choices role="group" aria-label="Rows shown">
        {choices.map((choice) => (
          <Button key={choice.kind} size="sm" variant="outline" aria-pressed={shownKind === choice.kind} onClick={() => choose(choice.kind)}>
            {choice.label} ({formatCount(choice.count)})
          </Button>
        ))}
      </Choices>
      <Scroller>
        <Table>
          <caption>Rows of {fileName}</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">VIN</th>
              <th scope="col">Vehicle</th>
              <th scope="col">Import</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={row.rowNumber}>
                <td>{row.rowNumber}</td>
                <td>{row.vin || '—'}</td>
                <td>{row.vehicle || '—'}</td>
                <td>
                  <Verdict verdict={row.verdict} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
      {pages > 1 ? (
        <Pages>
          <span>
            Rows {formatCount(first + 1)}–{formatCount(first + visible.length)} of {formatCount(matching.length)}
          </span>
          <span>
            <Button size="sm" variant="outline" disabled={current === 0} onClick={() => setPage(current - 1)}>
              Previous
            </Button>{' '}
            <Button size="sm" variant="outline" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
              Next
            </Button>
          </span>
        </Pages>
      ) : null}
    </>
  );
}
