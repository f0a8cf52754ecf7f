import styled from 'styled-components';
import { MonthlyReportButton } from './MonthlyReportButton';
import { PrintSummaryButton } from './PrintSummaryButton';
import { ExportTransactionsButton } from './ExportTransactionsButton';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Report downloads: a month's figures as a PDF, the transactions as a CSV file, and the summary on paper. */
export function ReportsExport({ onPrintSummary }: { onPrintSummary: () => void }) {
  return (
    <Row>
      <MonthlyReportButton />
      <ExportTransactionsButton />
      <PrintSummaryButton onClick={onPrintSummary} />
    </Row>
  );
}
