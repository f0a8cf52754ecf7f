import { Filter } from 'lucide-react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { lazyScreen } from '@export-portal/shared-auth';
import { Badge, Button, PageSpinner, visuallyHidden } from '@export-portal/shared-ui';
import { Sheet } from '@export-portal/shared-ui/dialog';
import type { InventoryFilters } from '../../data/inventory';
import type { FilterFormProps } from './FilterForm';

const Hidden = styled.span`
  ${visuallyHidden}
`;

// The panel's form (its checks, the status select) is downloaded when the panel first opens.
const FilterForm = lazyScreen<FilterFormProps>(
  () => import('./FilterForm').then((module) => module.FilterForm),
  <PageSpinner label="Loading the filters" />,
);

/** How many filters narrow the list: a range counts once, whichever of its bounds are set. */
function activeFilterCount(filters: Partial<InventoryFilters>): number {
  return [filters.status, filters.make, filters.location, filters.year_from ?? filters.year_to, filters.price_from ?? filters.price_to].filter(
    (value) => value !== undefined && value !== '',
  ).length;
}

export interface FilterPanelProps {
  filters: Partial<InventoryFilters>;
  onApply: FilterFormProps['onApply'];
}

/**
 * The Filter button and its panel: status, make, model years, location and sale price. The
 * button counts the filters in use; Apply puts the panel's choices in the address (one step
 * of the history), Clear opens every filter and keeps the search.
 */
export function FilterPanel({ filters, onApply }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(filters);
  return (
    <>
      <Button ref={trigger} size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Filter aria-hidden size={16} />
        Filter
        {count > 0 ? (
          <>
            <Badge tone="info" aria-hidden>
              {count}
            </Badge>
            <Hidden>{` (${count} active)`}</Hidden>
          </>
        ) : null}
      </Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        side="right"
        width="22rem"
        returnFocusRef={trigger}
        title="Filter vehicles"
        description="Narrow the inventory; the filters stay in the address with the search."
      >
        <FilterForm
          filters={filters}
          onApply={(chosen) => {
            onApply(chosen);
            setOpen(false);
          }}
        />
      </Sheet>
    </>
  );
}
