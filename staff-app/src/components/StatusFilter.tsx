import { Select } from '@export-portal/shared-ui/select';

const ANY = 'any';

export interface StatusFilterProps<Status extends string> {
  /** Names the select for assistive technology, e.g. "Vehicle status". */
  label: string;
  statuses: readonly Status[];
  /** What each status reads as, from the domain's table of labels. */
  words: Readonly<Record<Status, string>>;
  value: Status | undefined;
  /** '' when every status is wanted again. */
  onChange: (status: Status | '') => void;
  /** What the open choice reads, "All statuses" unless told. */
  anyLabel?: string;
}

/** A board's filter by one stored value, shown in words. */
export function StatusFilter<Status extends string>({
  label,
  statuses,
  words,
  value,
  onChange,
  anyLabel = 'All statuses',
}: StatusFilterProps<Status>) {
  return (
    <Select
      label={label}
      hideLabel
      value={value ?? ANY}
      onValueChange={(chosen) => onChange(chosen === ANY ? '' : (statuses.find((status) => status === chosen) ?? ''))}
      options={[{ value: ANY, label: anyLabel }, ...statuses.map((status) => ({ value: status, label: words[status] }))]}
    />
  );
}
