import { Root } from '@radix-ui/react-label';
import styled from 'styled-components';

export const Label = styled(Root)`
  display: inline-block;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;
