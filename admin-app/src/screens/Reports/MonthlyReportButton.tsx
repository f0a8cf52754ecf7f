import { useState } from 'react';
import { Download, FileText } from 'lucide-react';
import { useSupabase } from '@export-portal/shared-auth';
import { dataFailureReason } from '@export-portal/shared-domain';
import { Alert, Button, toast, saveFile } from '@export-portal/shared-ui';
import { Dialog, DialogClose } from '@export-portal/shared-ui/dialog';
import { Select } from '@export-portal/shared-ui/select';
import { lastFullMonth, monthAfter, monthName, readMonthlyReport } from '../../data/reports';
import { monthlyReportFileName, monthlyReportPdf } from './monthlyReportPdf';

/** How many months back a monthly report may be asked for. */
const MONTHS_OFFERED = 24;

/**
 * Monthly Report (PDF): asks for the month (the last whole one unless another is chosen), reads
 * its figures from the database and saves them as monthly-report-YYYY-MM.pdf.
 */
export function MonthlyReportButton() {
  const client = useSupabase();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => lastFullMonth());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const thisMonth = monthAfter(lastFullMonth(), 1);
  const months = Array.from({ length: MONTHS_OFFERED }, (_, back) => monthAfter(thisMonth, -back));

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const report = await readMonthlyReport(client, month);
      const fileName = monthlyReportFileName(month);
      const bytes = await monthlyReportPdf(report);
      saveFile({ name: fileName, blob: new Blob([bytes as BlobPart], { type: 'application/pdf' }) });
      toast.success('Monthly report downloaded', { description: fileName });
      setOpen(false);
    } catch (error) {
      setFailure(dataFailureReason(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFailure(null);
      }}
      trigger={
        <Button size="sm" variant="outline">
          <FileText aria-hidden size={14} />
          Monthly Report (PDF)
        </Button>
      }
      title="Monthly report"
      description="A PDF of the month's revenue, cost, margin, vehicles sold and shipments, with its sales by make and shipments by port."
      footer={
        <>
          <DialogClose>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button loading={busy} onClick={() => void download()}>
            <Download aria-hidden size={16} />
            Download PDF
          </Button>
        </>
      }
    >
      <Select
        label="Month"
        value={month}
        onValueChange={setMonth}
        options={months.map((value) => ({ value, label: value === thisMonth ? `${monthName(value)} (so far)` : monthName(value) }))}
      />
      {failure ? (
        <Alert tone="danger" role="alert" title="The report could not be made.">
          {failure}
        </Alert>
      ) : null}
    </Dialog>
  );
}
