import { Link } from 'react-router-dom';
import { listFrame, useListParams, useSectionPath } from '@export-portal/shared-auth';
import { CUSTOMER_TYPES, CUSTOMER_TYPE_LABELS, customerDisplayName, type CustomerType } from '@export-portal/shared-domain';
import { Badge, EmailAddress, RecordCard, formatMoney } from '@export-portal/shared-ui';
import { SearchableList, type ListColumn } from '@export-portal/shared-ui/lists';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';
import styled from 'styled-components';
import { AddCustomerButton, DeleteCustomerButton, EditCustomerButton } from './CustomerDialogs';
import { customerList, type CustomerSort } from '../../data/customers';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const ActionRow = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
`;

type CustomerRecord = NonNullable<ReturnType<typeof customerList.useList>['data']>['rows'][number];

const cityOf = (customer: CustomerRecord) => (customer.city ? `${customer.city}${customer.province ? `, ${customer.province}` : ''}` : null);

/** The customer table: the card's facts a column each, sorted on the server where a column says how. */
const customerColumns: readonly ListColumn<CustomerRecord, CustomerSort>[] = [
  { header: 'Customer', value: (customer) => customerDisplayName(customer), sort: 'last_name' },
  { header: 'Company', value: (customer) => customer.company_name, sort: 'company_name' },
  {
    header: 'Type',
    cell: (customer) => <Badge>{CUSTOMER_TYPE_LABELS[customer.customer_type]}</Badge>,
    value: (customer) => CUSTOMER_TYPE_LABELS[customer.customer_type],
    sort: 'customer_type',
  },
  { header: 'Email', value: (customer) => customer.email, sort: 'email' },
  { header: 'Phone', value: (customer) => customer.phone },
  { header: 'City', value: cityOf, sort: 'city' },
  {
    header: 'Total purchases',
    cell: (customer) => formatMoney(customer.total_purchases),
    value: (customer) => customer.total_purchases,
    sort: 'total_purchases',
    numeric: true,
  },
  { header: 'Vehicles', value: (customer) => customer.vehicles.length, numeric: true },
  { header: 'Actions', cell: (customer) => <CustomerActions customer={customer} /> },
];

function CustomerActions({ customer }: { customer: CustomerRecord }) {
  return (
    <ActionRow>
      <EditCustomerButton customer={customer} />
      <DeleteCustomerButton customer={customer} />
    </ActionRow>
  );
}

/** Every customer, searched by first name, last name, company or e-mail. */
export function CustomerDatabase() {
  const params = useListParams<{ customer_type: CustomerType }>({ customer_type: CUSTOMER_TYPES });
  const query = customerList.useList(params.request);
  const pathOf = useSectionPath();
  return (
    <>
      <Toolbar>
        <AddCustomerButton />
      </Toolbar>
      <SearchableList
        label="Customers"
        noun={['customer', 'customers']}
        searchLabel="Search customers by first name, last name, company or email"
        {...listFrame(params, query)}
        emptyText="No customers found matching your search."
        getKey={(customer) => customer.id}
        renderRow={(customer) => (
          <RecordCard
            id={`customer-${customer.id}`}
            title={<Link to={pathOf(`customers/${customer.id}`)}>{customerDisplayName(customer)}</Link>}
            subtitle={customer.company_name ? `${customer.first_name} ${customer.last_name}` : undefined}
            badge={<Badge>{CUSTOMER_TYPE_LABELS[customer.customer_type]}</Badge>}
            facts={[
              ['Email', customer.email ? <EmailAddress key="email" address={customer.email} /> : null],
              ['Phone', customer.phone],
              ['City', cityOf(customer)],
              ['Total purchases', formatMoney(customer.total_purchases)],
              ['Vehicles', String(customer.vehicles.length)],
            ]}
            actions={[<CustomerActions key="actions" customer={customer} />]}
          />
        )}
        columns={customerColumns}
        estimatedCardHeightPx={290}
        actions={
          <ExportCsvButton list={customerList} request={params.request} columns={customerColumns} subject="customers" disabled={!query.data?.total} />
        }
      />
    </>
  );
}
