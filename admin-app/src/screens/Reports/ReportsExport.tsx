import styled from 'styled-components';
import { FileSpreadsheet, FileText, Printer } from 'lucide-react';
import { InertButton } from '../../components/InertButton';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Report downloads; none is produced yet, so the buttons are inert. */
export function ReportsExport() {
  return (
    <Row>
      <InertButton icon={<FileText aria-hidden size={14} />}>Monthly Report (PDF)</InertButton>
      <InertButton icon={<FileSpreadsheet aria-hidden size={14} />}>Export Transactions (CSV)</InertButton>
      <InertButton icon={<Printer aria-hidden size={14} />}>Print Summary</InertButton>
    </Row>
  );
}
