import { useParams } from 'react-router-dom';
import { CUSTOMER_TYPE_LABELS, customerDisplayName } from '@export-portal/shared-domain';
import { useLiveTable, useSectionPath } from '@export-portal/shared-auth';
import { CustomerThread } from '@export-portal/shared-records/conversations';
import { FactsCard, RecordPage } from '@export-portal/shared-records/records';
import { EmailAddress } from '@export-portal/shared-ui';
import { useThreadCustomer } from '../../data/support';

/**
 * A customer's thread, opened from a message in Customer Support: who they are and how to reach
 * them, then every message and call, newest first, with Reply, New Message and Call Log.
 */
export function CustomerThreadScreen() {
  const { id = '' } = useParams();
  const pathOf = useSectionPath();
  const read = useThreadCustomer(id);
  useLiveTable('customers', { filter: { column: 'id', equals: id }, invalidates: [['customers', 'detail', id]] });
  return (
    <RecordPage
      read={read}
      titleOf={(customer) => customerDisplayName(customer) || customer.email || 'Customer'}
      descriptionOf={(customer) => `${CUSTOMER_TYPE_LABELS[customer.customer_type]} · every message and call, newest first`}
      back={{ to: pathOf('support'), label: 'Customer Support' }}
      notFound={{ title: 'Customer not found', text: 'There is no customer at this address: they may have been deleted.' }}
    >
      {(customer) => (
        <>
          <FactsCard
            label="Contact details"
            facts={[
              ['Company', customer.company_name],
              ['Name', `${customer.first_name} ${customer.last_name}`],
              ['E-mail', customer.email ? <EmailAddress key="email" address={customer.email} /> : null],
              ['Phone', customer.phone],
            ]}
          />
          <CustomerThread customer={{ id: customer.id, name: customerDisplayName(customer) || customer.email || 'the customer' }} />
        </>
      )}
    </RecordPage>
  );
}
