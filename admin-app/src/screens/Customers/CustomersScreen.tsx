import { BarChart3, MessageSquare, Users } from 'lucide-react';
import { tableKeys, useLiveTable } from '@export-portal/shared-auth';
import { Screen, LiveStatus } from '@export-portal/shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@export-portal/shared-ui/tabs';
import { CommunicationsLog } from './CommunicationsLog';
import { CustomerAnalyticsPanel } from './CustomerAnalyticsPanel';
import { CustomerDatabase } from './CustomerDatabase';

/** Customer Management: the customer database, the communications log and customer analytics. */
export function CustomersScreen() {
  const live = useLiveTable(['customers', 'communications', 'vehicles'], {
    invalidates: [tableKeys('customers').all, tableKeys('communications').all],
  });
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <Tabs defaultValue="database">
        <TabsList aria-label="Customer views">
          <TabsTrigger value="database">
            <Users aria-hidden /> Customer Database
          </TabsTrigger>
          <TabsTrigger value="communications">
            <MessageSquare aria-hidden /> Communications Log
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 aria-hidden /> Customer Analytics
          </TabsTrigger>
        </TabsList>
        <TabsContent value="database">
          <CustomerDatabase />
        </TabsContent>
        <TabsContent value="communications">
          <CommunicationsLog />
        </TabsContent>
        <TabsContent value="analytics">
          <CustomerAnalyticsPanel />
        </TabsContent>
      </Tabs>
    </Screen>
  );
}
