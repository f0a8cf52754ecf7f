import { Badge, type BadgeProps } from './Badge';
import { statusTone } from './statusTone';

/** 'in_transit' → 'In Transit': how a stored status reads to people. */
export function statusLabel(status: string): string {
  return status
    .split(/[_\s-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export type StatusBadgeProps = Omit<BadgeProps, 'tone' | 'children'> & {
  status: string;
  /** The words to show when they are not the status's own, e.g. 'Expires within 30 days'. */
  label?: string;
};

/** A status in the colour the portal gives it everywhere. */
export function StatusBadge({ status, label, ...rest }: StatusBadgeProps) {
  return (
    <Badge tone={statusTone(status)} {...rest}>
      {label ?? statusLabel(status)}
    </Badge>
  );
}
