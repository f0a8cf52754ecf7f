import { Filter } from 'lucide-react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { VEHICLE_STATUSES, VEHICLE_STATUS_LABELS } from '@export-portal/shared-domain';
import { Badge, Button, Input, visuallyHidden } from '@export-portal/shared-ui';
import { Sheet } from '@export-portal/shared-ui/dialog';
import { Select } from '@export-portal/shared-ui/select';
import type { InventoryFilters } from '../../data/inventory';
import { ANY_STATUS, activeFilterCount, draftOf, filterSchema, filtersOf, type FilterDraft } from './filterSchema';

const Body = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  overflow-y: auto;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface FilterPanelProps {
  filters: Partial<InventoryFilters>;
  onApply: (filters: ReturnType<typeof filtersOf>) => void;
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
  const form = useZodForm(filterSchema, { defaultValues: draftOf(filters) });
  const apply = (draft: FilterDraft) => {
    onApply(filtersOf(draft));
    setOpen(false);
  };
  return (
    <>
      <Button
        ref={trigger}
        size="sm"
        variant="outline"
        onClick={() => {
          form.reset(draftOf(filters));
          setOpen(true);
        }}
      >
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
        <Body>
          <Form noValidate aria-label="Filter vehicles" onSubmit={form.handleSubmit(apply)}>
            <Select
              label="Status"
              value={form.watch('status')}
              onValueChange={(status) => form.setValue('status', status, { shouldDirty: true })}
              options={[
                { value: ANY_STATUS, label: 'All statuses' },
                ...VEHICLE_STATUSES.map((status) => ({ value: status, label: VEHICLE_STATUS_LABELS[status] })),
              ]}
            />
            <FormField control={form.control} name="make" label="Make">
              <Input {...form.register('make')} />
            </FormField>
            <FieldPair>
              <FormField control={form.control} name="year_from" label="Year from">
                <Input inputMode="numeric" {...form.register('year_from')} />
              </FormField>
              <FormField control={form.control} name="year_to" label="Year to">
                <Input inputMode="numeric" {...form.register('year_to')} />
              </FormField>
            </FieldPair>
            <FormField control={form.control} name="location" label="Location">
              <Input {...form.register('location')} />
            </FormField>
            <FieldPair>
              <FormField control={form.control} name="price_from" label="Sale price from (CAD)">
                <Input inputMode="decimal" {...form.register('price_from')} />
              </FormField>
              <FormField control={form.control} name="price_to" label="Sale price to (CAD)">
                <Input inputMode="decimal" {...form.register('price_to')} />
              </FormField>
            </FieldPair>
            <Actions>
              <Button type="submit">Apply filters</Button>
              <Button type="button" variant="outline" onClick={() => apply(draftOf({}))}>
                Clear filters
              </Button>
            </Actions>
          </Form>
        </Body>
      </Sheet>
    </>
  );
}
