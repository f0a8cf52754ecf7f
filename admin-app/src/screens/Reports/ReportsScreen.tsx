import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { DASHBOARD_LIVE_TABLES, DASHBOARD_STATS_KEY, useLiveTable } from '@export-portal/shared-auth';
import { Screen, LiveStatus } from '@export-portal/shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@export-portal/shared-ui/tabs';
import { bankConnectionKeys } from '../../data/banking';
import { REPORTS_KEY } from '../../data/reports';
import { AdvancedAnalytics } from './AdvancedAnalytics';
import { BankingIntegration } from './BankingIntegration';
import { FinancialOverview } from './FinancialOverview';
import { PrintSummary } from './PrintSummary';
import { ReportsExport } from './ReportsExport';

const LIVE_TABLES = [...DASHBOARD_LIVE_TABLES, 'bank_connections'] as const;

/**
 * On paper the screen's buttons are left off; once a summary is to be printed, the tabs stay on
 * screen and the summary alone goes on paper.
 */
const OnScreen = styled.div<{ $summaryPrinted: boolean }>`
  @media print {
    display: ${({ $summaryPrinted }) => ($summaryPrinted ? 'none' : 'block')};
    button {
      display: none;
    }
  }
`;

/** Reports & Analytics: financial overview, banking integration, analytics and exports. */
export function ReportsScreen() {
  const live = useLiveTable(LIVE_TABLES, { invalidates: [DASHBOARD_STATS_KEY, REPORTS_KEY, bankConnectionKeys.all] });
  // Print Summary mounts the summary, which asks for the print dialog once all its figures are in.
  const [printRequests, setPrintRequests] = useState(0);
  const [printedRequest, setPrintedRequest] = useState(0);
  const printWhenReady = useCallback(() => {
    if (printRequests > printedRequest) {
      setPrintedRequest(printRequests);
      window.print();
    }
  }, [printRequests, printedRequest]);
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <OnScreen $summaryPrinted={printRequests > 0}>
        <Tabs defaultValue="overview">
          <TabsList aria-label="Reports">
            <TabsTrigger value="overview">Financial Overview</TabsTrigger>
            <TabsTrigger value="banking">Banking Integration</TabsTrigger>
            <TabsTrigger value="analytics">Advanced Analytics</TabsTrigger>
            <TabsTrigger value="export">Reports &amp; Export</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <FinancialOverview />
          </TabsContent>
          <TabsContent value="banking">
            <BankingIntegration />
          </TabsContent>
          <TabsContent value="analytics">
            <AdvancedAnalytics />
          </TabsContent>
          <TabsContent value="export">
            <ReportsExport onPrintSummary={() => setPrintRequests((count) => count + 1)} />
          </TabsContent>
        </Tabs>
      </OnScreen>
      {printRequests > 0 ? <PrintSummary onReady={printWhenReady} /> : null}
    </Screen>
  );
}
