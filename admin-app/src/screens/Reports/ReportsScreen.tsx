import { DASHBOARD_LIVE_TABLES, DASHBOARD_STATS_KEY, useLiveTable } from '@export-portal/shared-auth';
import { Screen, LiveStatus } from '@export-portal/shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@export-portal/shared-ui/tabs';
import { AdvancedAnalytics } from './AdvancedAnalytics';
import { BankingIntegration } from './BankingIntegration';
import { FinancialOverview } from './FinancialOverview';
import { ReportsExport } from './ReportsExport';

/** Reports & Analytics: financial overview, banking integration, analytics and exports. */
export function ReportsScreen() {
  const live = useLiveTable(DASHBOARD_LIVE_TABLES, { invalidates: [DASHBOARD_STATS_KEY] });
  return (
    <Screen actions={<LiveStatus state={live} />}>
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
          <ReportsExport />
        </TabsContent>
      </Tabs>
    </Screen>
  );
}
