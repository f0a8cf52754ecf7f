import { Printer } from 'lucide-react';
import { Button } from '@export-portal/shared-ui';

/** Print Summary: the screen gathers the summary's figures, then opens the browser's print dialog. */
export function PrintSummaryButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="sm" variant="outline" onClick={onClick}>
      <Printer aria-hidden size={14} />
      Print Summary
    </Button>
  );
}
