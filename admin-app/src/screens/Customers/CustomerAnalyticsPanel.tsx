import styled from 'styled-components';
import { CUSTOMER_TYPE_LABELS, customerDisplayName } from '@export-portal/shared-domain';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  PageSpinner,
  StatCard,
  formatMoney,
  formatCount,
  StatGrid,
} from '@export-portal/shared-ui';
import { useCustomerAnalytics } from '../../data/customers';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

/** Customers and purchases by type and the five best customers, counted by the database. */
export function CustomerAnalyticsPanel() {
  const analytics = useCustomerAnalytics();
  if (analytics.isPending) return <PageSpinner label="Loading analytics" />;
  if (analytics.isError)
    return (
      <Alert tone="danger" role="alert" title="The analytics could not be loaded.">
        <Button size="sm" variant="outline" onClick={() => void analytics.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  const { data } = analytics;
  return (
    <>
      <StatGrid role="group" aria-label="Customers by type">
        <StatCard title="Customers" value={formatCount(data.customers)} description={`Total purchases ${formatMoney(data.total_purchases)}`} />
        {data.by_type.map((entry) => (
          <StatCard
            key={entry.customer_type}
            title={CUSTOMER_TYPE_LABELS[entry.customer_type]}
            value={formatCount(entry.customers)}
            description={`Purchases ${formatMoney(entry.total_purchases)}`}
          />
        ))}
      </StatGrid>
      <Card as="section" aria-labelledby="top-customers">
        <CardHeader>
          <CardTitle as="h2" id="top-customers">
            Top customers by purchases
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Table aria-labelledby="top-customers">
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Type</th>
                <th scope="col">Total purchases</th>
              </tr>
            </thead>
            <tbody>
              {data.top_customers.map((customer) => (
                <tr key={customer.id}>
                  <td>{customerDisplayName(customer)}</td>
                  <td>{CUSTOMER_TYPE_LABELS[customer.customer_type]}</td>
                  <td>{formatMoney(customer.total_purchases)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </CardContent>
      </Card>
    </>
  );
}
