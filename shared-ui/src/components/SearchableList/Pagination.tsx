import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, formatCount } from '../../index';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the list the pages belong to, e.g. "Vehicles pages". */
  label: string;
}

/** Previous and Next between the server's pages; hidden when everything fits on one. */
export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Bar aria-label={label}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden size={16} />
        Previous
      </Button>
      <span aria-current="page">
        Page {formatCount(page)} of {formatCount(pageCount)}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden size={16} />
      </Button>
    </Bar>
  );
}
