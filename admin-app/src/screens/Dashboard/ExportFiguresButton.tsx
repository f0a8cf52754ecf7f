import { Download } from 'lucide-react';
import { toIsoDate } from '@export-portal/shared-domain';
import { useSectionDashboardStats } from '@export-portal/shared-auth';
import { Button, saveFile, toast } from '@export-portal/shared-ui';
import { dashboardFigures } from './dashboardFigures';

/**
 * Export Data: the dashboard's figures as a CSV file (section, figure, value), as the screen
 * shows them now. The CSV writing is downloaded on the first click.
 */
export function ExportFiguresButton() {
  const { data: stats } = useSectionDashboardStats();
  const exportFigures = async () => {
    if (!stats) return;
    try {
      const csv = await import('@export-portal/shared-domain/csv');
      const records = [csv.csvRecord(['Section', 'Figure', 'Value']), ...dashboardFigures(stats).map((figure) => csv.csvRecord(figure))];
      const name = csv.csvFileName('dashboard', toIsoDate(new Date()));
      saveFile({ name, blob: new Blob([csv.CSV_BYTE_ORDER_MARK, ...records], { type: csv.CSV_MEDIA_TYPE }) });
      toast.success('Export saved', { description: name });
    } catch {
      toast.error('Export failed', { description: 'Nothing was saved. The export could not be prepared: check your connection and try again.' });
    }
  };
  return (
    <Button size="sm" variant="outline" disabled={!stats} onClick={() => void exportFigures()}>
      <Download aria-hidden size={16} />
      Export Data
    </Button>
  );
}
