import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button, PageSpinner } from '@export-portal/shared-ui';
import { Dialog } from '@export-portal/shared-ui/dialog';
import { lazyScreen } from '@export-portal/shared-auth';
import type { CustomerChooser } from '../customerPicker';
import type { ChosenShipment } from './ShipmentChoice';
import type { ChosenVehicle } from './VehicleChoice';

/** What the document is filed under when the dialog opens from a vehicle's or a shipment's page. */
export interface DocumentContext {
  vehicle?: ChosenVehicle;
  shipment?: ChosenShipment;
}

export interface UploadDocumentProps {
  context?: DocumentContext;
  /** The customer picker the section supplies (only the admin files documents for any customer by name). */
  chooseCustomer?: CustomerChooser;
}

// The form (its checks, the type select, the vehicle and shipment search) is downloaded when the dialog first opens,
// so a screen that only views and downloads files, or opens this dialog later, does not wait for it.
const UploadDocumentForm = lazyScreen<UploadDocumentProps & { onDone: () => void }>(
  () => import('./UploadDocumentForm').then((module) => module.UploadDocumentForm),
  <PageSpinner label="Loading the form" />,
);

/** The Upload Document button and its dialog: the file, what it is, and what it belongs to. */
export function UploadDocumentButton({ context, chooseCustomer, size = 'md' }: UploadDocumentProps & { size?: 'sm' | 'md' }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Upload Document"
      description="PDF, JPEG or PNG, up to 20 MB."
      trigger={
        <Button size={size}>
          <Upload aria-hidden size={16} />
          Upload Document
        </Button>
      }
    >
      {open ? (
        <UploadDocumentForm {...(context ? { context } : {})} {...(chooseCustomer ? { chooseCustomer } : {})} onDone={() => setOpen(false)} />
      ) : null}
    </Dialog>
  );
}
