import styled from 'styled-components';
import { FileText, Printer } from 'lucide-react';
import { InertButton } from '../../components/InertButton';
import { ExportTransactionsButton } from './ExportTransactionsButton';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Report downloads: the transactions as a CSV file; the monthly report and the summary are not produced yet, so their buttons are inert. */
export function ReportsExport() {
  return (
    <Row>
      <InertButton icon={<FileText aria-hidden size={14} />}>Monthly Report (PDF)</InertButton>
      <ExportTransactionsButton />
      <InertButton icon={<Printer aria-hidden size={14} />}>Print Summary</InertButton>
    </Row>
  );
}
