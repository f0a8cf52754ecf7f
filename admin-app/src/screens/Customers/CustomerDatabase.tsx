import { listFrame, useListParams } from '@export-portal/shared-auth';
import { CUSTOMER_TYPES, CUSTOMER_TYPE_LABELS, customerDisplayName, type CustomerType } from '@export-portal/shared-domain';
import { Badge, RecordCard, formatMoney } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { customerList } from '../../data/customers';

/** Every customer, searched by first name, last name, company or e-mail. */
export function CustomerDatabase() {
  const params = useListParams<{ customer_type: CustomerType }>({ customer_type: CUSTOMER_TYPES });
  const query = customerList.useList(params.request);
  return (
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
          title={customerDisplayName(customer)}
          subtitle={customer.company_name ? `${customer.first_name} ${customer.last_name}` : undefined}
          badge={<Badge>{CUSTOMER_TYPE_LABELS[customer.customer_type]}</Badge>}
          facts={[
            ['Email', customer.email],
            ['Phone', customer.phone],
            ['City', customer.city ? `${customer.city}${customer.province ? `, ${customer.province}` : ''}` : null],
            ['Total purchases', formatMoney(customer.total_purchases)],
            ['Vehicles', String(customer.vehicles.length)],
          ]}
        />
      )}
      estimatedCardHeightPx={250}
    />
  );
}
