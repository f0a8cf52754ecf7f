import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { tableKeys, useDataMutation, useSupabase } from '@export-portal/shared-auth';
import { failureNotice } from '@export-portal/shared-domain';
import {
  VEHICLE_IMPORT_COLUMNS,
  VEHICLE_IMPORT_HEADERS,
  VEHICLE_IMPORT_LIMITS,
  decodeVehicleCsv,
  readVehicleCsv,
  vehicleImportFileProblem,
  type VehicleCsvRow,
  type VehicleImportColumn,
} from '@export-portal/shared-domain/vehicle-import';
import { Alert, Button, Spinner, formatCount } from '@export-portal/shared-ui';
import { DialogClose, FileDropZone, ProgressBar } from '@export-portal/shared-ui/dialog';
import {
  VehicleImportRefusedError,
  findInventoryVehicles,
  findOwners,
  importVehicles,
  type RefusedRow,
  type VehicleImportCounts,
} from '../../data/vehicleImport';
import { ImportPreviewTable, problemText } from './ImportPreviewTable';
import { ownerEmailsOf, previewVehicleImport, verdictCounts, vinsOf, type PreviewRow } from './importPreview';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Rules = styled.details`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }

  ul {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

const Working = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.muted};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const RefusedList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

type Reading =
  | { step: 'none' }
  | { step: 'reading'; file: File }
  | { step: 'refused'; file: File; problem: string }
  | { step: 'preview'; file: File; columns: VehicleImportColumn[]; rows: VehicleCsvRow[]; preview: PreviewRow[] };

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** The server's refusal marks its rows refused in the preview, with its reasons. */
function withRefusals(preview: PreviewRow[], refused: readonly RefusedRow[]): PreviewRow[] {
  if (refused.length === 0) return preview;
  return preview.map((row) => {
    const problems = refused.filter((refusal) => refusal.row === row.rowNumber).map(({ column, message }) => ({ column, message }));
    return problems.length > 0 ? { ...row, verdict: { kind: 'refused', problems } } : row;
  });
}

function describeCounts({ added, updated, unchanged }: VehicleImportCounts): string {
  return `${plural(added, 'vehicle', 'vehicles')} added, ${formatCount(updated)} updated, ${plural(unchanged, 'row', 'rows')} unchanged.`;
}

export interface ImportVehiclesFormProps {
  /** While rows are being sent and committed: the dialog must not close. */
  onBusyChange: (busy: boolean) => void;
  /** After an import is made. */
  onDone: () => void;
}

/**
 * Choose or drop a CSV file; it is read and checked in the browser, each row is marked new,
 * update, unchanged or refused, and Import sends the rows and commits them all or none.
 */
export function ImportVehiclesForm({ onBusyChange, onDone }: ImportVehiclesFormProps) {
  const client = useSupabase();
  const [reading, setReading] = useState<Reading>({ step: 'none' });
  const [sent, setSent] = useState(0);
  const [refusedByServer, setRefusedByServer] = useState<RefusedRow[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const importing = useDataMutation({
    action: 'importVehicles',
    write: importVehicles,
    invalidates: [tableKeys('vehicles'), tableKeys('change_history')],
    // Thousands of rows are done once their transaction is; the inventory behind the dialog follows.
    waitsForReloads: false,
    describeSuccess: describeCounts,
  });
  useEffect(() => onBusyChange(importing.isPending), [importing.isPending, onBusyChange]);

  const read = async (file: File) => {
    setFailure(null);
    setRefusedByServer([]);
    importing.reset();
    const tooLarge = vehicleImportFileProblem(file);
    if (tooLarge) return setReading({ step: 'refused', file, problem: tooLarge });
    setReading({ step: 'reading', file });
    let bytes: ArrayBuffer;
    try {
      bytes = await file.arrayBuffer();
    } catch {
      return setReading({ step: 'refused', file, problem: `${file.name} could not be read. Choose it again.` });
    }
    const decoded = decodeVehicleCsv(file.name, bytes);
    if (!decoded.ok) return setReading({ step: 'refused', file, problem: decoded.problem });
    const csv = readVehicleCsv(decoded.text);
    if (!csv.ok) return setReading({ step: 'refused', file, problem: csv.problem });
    try {
      const [vehicles, owners] = await Promise.all([findInventoryVehicles(client, vinsOf(csv.rows)), findOwners(client, ownerEmailsOf(csv.rows))]);
      const preview = previewVehicleImport(csv.columns, csv.rows, vehicles, owners);
      setReading({ step: 'preview', file, columns: csv.columns, rows: csv.rows, preview });
    } catch (error) {
      setReading({
        step: 'refused',
        file,
        problem: `The file could not be checked against the inventory. ${failureNotice('importVehicles', error).reason}`,
      });
    }
  };

  const start = async () => {
    if (reading.step !== 'preview') return;
    setFailure(null);
    setRefusedByServer([]);
    setSent(0);
    try {
      await importing.mutateAsync({ fileName: reading.file.name, columns: reading.columns, rows: reading.rows, onProgress: setSent });
      onDone();
    } catch (error) {
      if (error instanceof VehicleImportRefusedError) setRefusedByServer(error.rows);
      setFailure(failureNotice('importVehicles', error).reason);
    }
  };

  const preview = reading.step === 'preview' ? withRefusals(reading.preview, refusedByServer) : [];
  const counts = verdictCounts(preview);
  const toImport = counts.new + counts.update;
  const busy = importing.isPending;
  const total = reading.step === 'preview' ? reading.rows.length : 0;

  return (
    <Body>
      <FileDropZone
        prompt={`Drag and drop a CSV file (up to ${VEHICLE_IMPORT_LIMITS.fileBytes / 1_000_000} MB, ${formatCount(VEHICLE_IMPORT_LIMITS.rows)} vehicles) here, or`}
        accept=".csv,text/csv"
        file={reading.step === 'none' ? null : reading.file}
        problem={reading.step === 'refused' ? reading.problem : null}
        onFile={(file) => void read(file)}
        disabled={busy || reading.step === 'reading'}
      />
      <Rules>
        <summary>How the file is read</summary>
        <ul>
          <li>
            The first row names the columns: {VEHICLE_IMPORT_COLUMNS.map((column) => VEHICLE_IMPORT_HEADERS[column]).join(', ')}, in any order and any
            case. Only VIN is required; a new vehicle also needs Year, Make and Model.
          </li>
          <li>A VIN already in the inventory updates that vehicle, and only the columns the file has; a blank cell clears the value.</li>
          <li>
            The owner is the customer with that e-mail. Status is Available, Sold, Reserved, Shipped or Inspection (Available when blank for a new
            vehicle).
          </li>
          <li>Prices and mileage are plain numbers, such as 15000.50. A sold or shipped vehicle is not changed by an import.</li>
          <li>
            The file is CSV saved as UTF-8, at most {formatCount(VEHICLE_IMPORT_LIMITS.rowCharacters)} characters a row and{' '}
            {VEHICLE_IMPORT_LIMITS.cellCharacters} a cell, with no line breaks in a cell and no cell starting with =, +, - or @.
          </li>
        </ul>
      </Rules>

      {reading.step === 'reading' ? (
        <Working role="status">
          <Spinner size="sm" />
          Reading {reading.file.name}…
        </Working>
      ) : null}

      {reading.step === 'preview' ? (
        <>
          <p role="status">
            {reading.file.name}: {plural(total, 'row', 'rows')} — {formatCount(counts.new)} new, {plural(counts.update, 'update', 'updates')},{' '}
            {formatCount(counts.unchanged)} unchanged, {formatCount(counts.refused)} refused.
          </p>
          {counts.refused > 0 ? (
            <Alert tone="danger" title="Nothing can be imported while a row is refused.">
              Correct the refused {counts.refused === 1 ? 'row' : 'rows'} in the file, save it and choose it again.
            </Alert>
          ) : toImport === 0 ? (
            <Alert tone="info" title="Every row matches the inventory: there is nothing to import." />
          ) : null}
          {failure ? (
            <Alert tone="danger" title="Nothing was imported.">
              {failure}
              {refusedByServer.length > 0 ? (
                <RefusedList>
                  {refusedByServer.map((refusal) => (
                    <li key={`${refusal.row}-${refusal.column}-${refusal.message}`}>
                      Row {refusal.row}: {problemText(refusal)}
                    </li>
                  ))}
                </RefusedList>
              ) : null}
            </Alert>
          ) : null}
          <ImportPreviewTable fileName={reading.file.name} rows={preview} counts={counts} />
          {busy ? (
            <Working role="status">
              <Spinner size="sm" />
              {sent < total ? `Sending rows: ${formatCount(sent)} of ${formatCount(total)}` : `Importing ${plural(total, 'row', 'rows')}…`}
            </Working>
          ) : null}
          {busy ? <ProgressBar label="Rows sent" percent={Math.round((sent / total) * 100)} /> : null}
        </>
      ) : null}

      <Footer>
        <DialogClose>
          <Button variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button onClick={() => void start()} disabled={reading.step !== 'preview' || counts.refused > 0 || toImport === 0 || busy} aria-busy={busy}>
          {reading.step === 'preview' && counts.refused === 0 && toImport > 0 ? `Import ${plural(toImport, 'vehicle', 'vehicles')}` : 'Import'}
        </Button>
      </Footer>
    </Body>
  );
}
