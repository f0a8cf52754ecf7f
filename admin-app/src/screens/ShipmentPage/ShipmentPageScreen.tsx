import { Pencil } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { useSectionPath } from '@export-portal/shared-auth';
import { filedUnderShipment } from '@export-portal/shared-records/documents';
import { RecordDocuments, RecordHistory } from '@export-portal/shared-records/records';
import { ShipmentPage } from '@export-portal/shared-records/shipments';
import { Button, formatMoney } from '@export-portal/shared-ui';
import { useShipmentCosts } from '../../data/shipmentCosts';
import { useShipmentEditor } from '../Shipments/useShipmentEditor';

/** One shipment's page for the admin: its facts and costs, container, vehicles, documents, timeline and history, with Edit. */
export function ShipmentPageScreen() {
  const { id = '' } = useParams();
  const sectionPath = useSectionPath();
  const costs = useShipmentCosts(id);
  const editor = useShipmentEditor();
  return (
    <>
      <ShipmentPage
        shipmentId={id}
        list={{ path: sectionPath('shipments'), label: 'Shipment Tracking' }}
        vehiclePath={(vehicleId) => sectionPath(`vehicles/${vehicleId}`)}
        showActors
        documents={(shipment) => <RecordDocuments column="shipment_id" id={shipment.id} upload={filedUnderShipment(shipment)} />}
        extraFacts={[
          ['Shipping cost', formatMoney(costs.data?.shipping_cost)],
          ['Total cost', formatMoney(costs.data?.total_cost)],
        ]}
        actions={(shipment) => (
          <Button onClick={() => editor.edit(shipment.id)}>
            <Pencil aria-hidden size={16} />
            Edit
          </Button>
        )}
      >
        <RecordHistory table="shipments" recordId={id} />
      </ShipmentPage>
      {editor.dialog}
    </>
  );
}
