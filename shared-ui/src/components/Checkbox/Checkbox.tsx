import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { Label } from '../../index';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Box = styled(CheckboxPrimitive.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 1.125rem;
  height: 1.125rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryForeground};
  cursor: pointer;

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  & svg {
    width: 0.875rem;
    height: 0.875rem;
  }
`;

export type CheckboxProps = Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'children'> & {
  label: ReactNode;
};

export function Checkbox({ label, id, className, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const checkboxId = id ?? generatedId;
  return (
    <Row className={className}>
      <Box id={checkboxId} {...rest}>
        <CheckboxPrimitive.Indicator>
          {rest.checked === 'indeterminate' ? <Minus aria-hidden="true" /> : <Check aria-hidden="true" />}
        </CheckboxPrimitive.Indicator>
      </Box>
      <Label htmlFor={checkboxId}>{label}</Label>
    </Row>
  );
}
