import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme/visuallyHidden';

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Mark = styled.span`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};

  & > svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

const Names = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  /* The rail is too narrow for words: the mark stays, the names are left to screen readers. */
  [data-sidebar-state='collapsed'] & {
    ${visuallyHidden}
  }
`;

const Product = styled.span`
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;

const Subtitle = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

export interface SidebarBrandProps {
  /** The product's icon; it stays in sight on the collapsed icon rail. */
  icon: ReactNode;
  product: string;
  subtitle?: ReactNode;
}

/** The sidebar header's product mark and names; the mark is named after the product for screen readers. */
export function SidebarBrand({ icon, product, subtitle }: SidebarBrandProps) {
  return (
    <Brand data-sidebar-brand="">
      <Mark role="img" aria-label={product}>
        {icon}
      </Mark>
      <Names>
        <Product aria-hidden="true">{product}</Product>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      </Names>
    </Brand>
  );
}
