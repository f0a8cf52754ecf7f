import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@export-portal/shared-ui';

/** A button the business asked for that does nothing yet: focusable, and nothing happens. */
export function InertButton({ icon, children, variant = 'outline' }: { icon: ReactNode; children: ReactNode; variant?: ButtonVariant }) {
  return (
    <Button size="sm" variant={variant}>
      {icon}
      {children}
    </Button>
  );
}
