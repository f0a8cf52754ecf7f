import styled from 'styled-components';
import { FileSpreadsheet } from 'lucide-react';
import { InertButton } from '../../components/InertButton';
import { MonthlyReportButton } from './MonthlyReportButton';
import { PrintSummaryButton } from './PrintSummaryButton';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Report downloads: a month's figures as a PDF, and the summary on paper. */
export function ReportsExport({ onPrintSummary }: { onPrintSummary: () => void }) {
  return (
    <Row>
      <MonthlyReportButton />
      <InertButton icon={<FileSpreadsheet aria-hidden size={14} />}>Export Transactions (CSV)</InertButton>
      <PrintSummaryButton onClick={onPrintSummary} />
    </Row>
  );
}
