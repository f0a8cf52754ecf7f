import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PageSpinner } from '@export-portal/shared-ui';

/** The pieces every report on the screen is laid out with: a titled card, its table, its states. */

export const ReportTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    border-bottom: none;
    border-top: 2px solid ${({ theme }) => theme.colors.borderStrong};
  }
  @media print {
    font-size: 10pt;
    break-inside: auto;
    tr {
      break-inside: avoid;
    }
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
  @media print {
    overflow: visible;
  }
`;

/** A wide table scrolls sideways on a phone instead of widening the page; a keyboard can scroll it too. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroller role="region" aria-label={`${label} table`} tabIndex={0}>
      {children}
    </Scroller>
  );
}

const Body = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export function ReportCard({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <Body>{children}</Body>
    </Card>
  );
}

/** A report's figures while they load, or why they could not be, with Retry. */
export function ReportState({ what, query }: { what: string; query: { isPending: boolean; isError: boolean; refetch: () => unknown } }) {
  if (query.isPending) return <PageSpinner label={`Loading ${what}`} />;
  if (query.isError)
    return (
      <Alert tone="danger" role="alert" title={`The ${what} could not be loaded.`}>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  return null;
}

const compactMoney = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', notation: 'compact', maximumFractionDigits: 1 });

/** Money on a chart's axis: "$120K". */
export function formatMoneyTick(amount: number): string {
  return compactMoney.format(amount);
}

/** A number of days to the tenth, "—" when there is none to average. */
export function formatDays(days: number | null): string {
  return days === null ? '—' : `${days.toLocaleString('en-CA', { maximumFractionDigits: 1 })} days`;
}
