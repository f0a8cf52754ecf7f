import { Upload } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { lazyScreen } from '@export-portal/shared-auth';
import { Button, Spinner } from '@export-portal/shared-ui';
import { Dialog } from '@export-portal/shared-ui/dialog';

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.muted};
`;

// The importer and the CSV parser it needs are downloaded when the dialog first opens.
const ImportVehiclesForm = lazyScreen(
  () => import('./ImportVehiclesForm').then((module) => module.ImportVehiclesForm),
  <Loading role="status">
    <Spinner size="sm" />
    Loading the importer…
  </Loading>,
);

/** The screen's Import CSV button and its dialog, which stays open while an import is being made. */
export function ImportVehiclesButton() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || !busy) setOpen(next);
      }}
      wide
      title="Import vehicles from CSV"
      description="Each row adds a vehicle, or updates the vehicle with its VIN. Nothing is imported until every row is accepted, and then all rows are imported together."
      trigger={
        <Button size="sm" variant="outline">
          <Upload aria-hidden size={16} />
          Import CSV
        </Button>
      }
    >
      {open ? <ImportVehiclesForm onBusyChange={setBusy} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}
