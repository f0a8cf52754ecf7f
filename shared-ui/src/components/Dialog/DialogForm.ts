import styled from 'styled-components';

/** A form inside a dialog: its fields stacked, its buttons last. */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A dialog form's buttons, placed as a dialog's footer places them. */
export const DialogFormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
