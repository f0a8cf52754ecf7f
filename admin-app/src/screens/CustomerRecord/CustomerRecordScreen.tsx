import { useParams } from 'react-router-dom';
import { CUSTOMER_TYPE_LABELS, customerDisplayName } from '@export-portal/shared-domain';
import { useLiveTable, useSectionPath } from '@export-portal/shared-auth';
import { CustomerThread } from '@export-portal/shared-records/conversations';
import { FactsCard, RecordDocuments, RecordHistory, RecordPage, RecordShipments } from '@export-portal/shared-records/records';
import { EmailAddress, formatDate, formatMoney, RecordGrid } from '@export-portal/shared-ui';
import { useCustomerRecord } from '../../data/customerRecord';
import { CustomerVehicles } from './CustomerVehicles';

/** One customer: their details and linked portal account, their conversation, vehicles, shipments, documents and history. */
export function CustomerRecordScreen() {
  const { id = '' } = useParams();
  const pathOf = useSectionPath();
  const read = useCustomerRecord(id);
  useLiveTable(['customers', 'vehicles', 'shipments', 'documents'], { invalidates: [['customers'], ['vehicles'], ['shipments'], ['documents']] });
  return (
    <RecordPage
      read={read}
      titleOf={(customer) => customerDisplayName(customer)}
      descriptionOf={(customer) => CUSTOMER_TYPE_LABELS[customer.customer_type]}
      back={{ to: pathOf('customers'), label: 'Customer Management' }}
      notFound={{ title: 'Customer not found', text: 'There is no customer at this address: they may have been deleted.' }}
    >
      {(customer) => (
        <>
          <FactsCard
            label="Customer details"
            facts={[
              ['Type', CUSTOMER_TYPE_LABELS[customer.customer_type]],
              ['Company', customer.company_name],
              ['Name', `${customer.first_name} ${customer.last_name}`],
              ['E-mail', customer.email ? <EmailAddress key="email" address={customer.email} /> : null],
              ['Phone', customer.phone],
              ['Address', customer.address_line1],
              ['City', customer.city],
              ['Province', customer.province],
              ['Postal code', customer.postal_code],
              ['Total purchases', formatMoney(customer.total_purchases)],
              ['Linked account', customer.account ? (customer.account.email ?? 'Linked') : 'None'],
              ['Customer since', formatDate(customer.created_at)],
              ['Notes', customer.notes],
            ]}
          />
          <CustomerThread customer={{ id: customer.id, name: customerDisplayName(customer) }} />
          <RecordGrid>
            <CustomerVehicles customerId={customer.id} />
            <RecordShipments column="customer_id" id={customer.id} shipmentPath={(shipmentId) => pathOf(`shipments/${shipmentId}`)} />
          </RecordGrid>
          <RecordDocuments column="customer_id" id={customer.id} />
          <RecordHistory table="customers" recordId={customer.id} />
        </>
      )}
    </RecordPage>
  );
}
