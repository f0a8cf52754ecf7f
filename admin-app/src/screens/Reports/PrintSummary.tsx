import { useEffect } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { formatDate } from '@export-portal/shared-ui';
import { lastTwelveMonths, useDaysToSale, useMonthlyFigures, useSalesByMake, useShipmentsByPort } from '../../data/reports';
import { DaysInStockTable, PortsTable, SalesByMakeTable } from './AdvancedAnalytics';
import { FIGURES_DEFINITION, MonthlyFiguresTable } from './FinancialOverview';

/** Shown on paper only; on screen the tabs show the same figures. */
const Paper = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media screen {
    display: none;
  }
  h2 {
    font-size: 14pt;
  }
  p {
    font-size: 9pt;
  }
`;

/** A toast still showing is no part of the printed page. */
const NoToastsOnPaper = createGlobalStyle`
  @media print {
    [data-sonner-toaster] {
      display: none !important;
    }
  }
`;

/**
 * The summary Print Summary prints: the last twelve months' figures, sales by make, days in
 * stock and shipments by port, as tables laid out for paper. It tells the screen when every
 * figure has arrived, so the page is printed whole.
 */
export function PrintSummary({ onReady }: { onReady: () => void }) {
  const period = lastTwelveMonths();
  const figures = useMonthlyFigures(period);
  const makes = useSalesByMake(period);
  const days = useDaysToSale(period);
  const ports = useShipmentsByPort(period);
  const ready = Boolean(figures.data && makes.data && days.data && ports.data);
  useEffect(() => {
    if (ready) onReady();
  }, [ready, onReady]);
  if (!figures.data || !makes.data || !days.data || !ports.data) return null;
  return (
    <Paper aria-label="Printed summary" data-testid="print-summary">
      <NoToastsOnPaper />
      <div>
        <h2>Summary of the last 12 months</h2>
        <p>
          Printed {formatDate(new Date())}. {FIGURES_DEFINITION}
        </p>
      </div>
      <MonthlyFiguresTable months={figures.data} caption="Revenue, cost and margin by month" />
      <SalesByMakeTable makes={makes.data} />
      <DaysInStockTable days={days.data[0]!} caption="Days from purchase to sale" />
      <PortsTable ports={ports.data} />
    </Paper>
  );
}
