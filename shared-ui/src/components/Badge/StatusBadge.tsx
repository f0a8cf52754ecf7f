import { Badge, type BadgeProps } from './Badge';
import { statusTone } from './statusTone';

export type StatusBadgeProps = Omit<BadgeProps, 'tone' | 'children'> & {
  /** The stored status, which chooses the colour. */
  status: string;
  /** The words shown for it, from the domain's table of labels: a stored code never reads on screen. */
  label: string;
};

/** A status in the colour the portal gives it everywhere. */
export function StatusBadge({ status, label, ...rest }: StatusBadgeProps) {
  return (
    <Badge tone={statusTone(status)} {...rest}>
      {label}
    </Badge>
  );
}
