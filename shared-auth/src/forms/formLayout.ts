import styled from 'styled-components';
import { FormStack } from '@export-portal/shared-ui';

/** The account forms: the portal's form column, with the submit button as wide as the card. */
export const Form = styled(FormStack)`
  & > button[type='submit'] {
    width: 100%;
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;
