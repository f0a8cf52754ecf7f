import * as SelectPrimitive from '@radix-ui/react-select';
import styled from 'styled-components';
import { triggerStyles } from './selectFrame';

export const Trigger = styled(SelectPrimitive.Trigger)`
  ${triggerStyles}
`;

export const Content = styled(SelectPrimitive.Content)`
  z-index: 60;
  min-width: var(--radix-select-trigger-width);
  max-height: var(--radix-select-content-available-height);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const Viewport = styled(SelectPrimitive.Viewport)`
  padding: ${({ theme }) => theme.space[1]};
`;

export const Item = styled(SelectPrimitive.Item)`
  position: relative;
  display: flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[8]} ${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

export const Indicator = styled(SelectPrimitive.ItemIndicator)`
  position: absolute;
  right: ${({ theme }) => theme.space[2]};
  display: inline-flex;

  & svg {
    width: 1rem;
    height: 1rem;
  }
`;
