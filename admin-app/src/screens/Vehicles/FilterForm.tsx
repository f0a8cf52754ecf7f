import styled from 'styled-components';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { VEHICLE_STATUSES, VEHICLE_STATUS_LABELS } from '@export-portal/shared-domain';
import { Button, Input } from '@export-portal/shared-ui';
import { Select } from '@export-portal/shared-ui/select';
import type { InventoryFilters } from '../../data/inventory';
import { ANY_STATUS, draftOf, filterSchema, filtersOf, type FilterDraft } from './filterSchema';

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

export interface FilterFormProps {
  filters: Partial<InventoryFilters>;
  onApply: (filters: ReturnType<typeof filtersOf>) => void;
}

/** The filter panel's fields, filled from the address each time the panel opens. */
export function FilterForm({ filters, onApply }: FilterFormProps) {
  const form = useZodForm(filterSchema, { defaultValues: draftOf(filters) });
  const apply = (draft: FilterDraft) => onApply(filtersOf(draft));
  return (
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
  );
}
