import styled from 'styled-components';

/**
 * The one layout of the portal's forms: fields in a column (`FormStack`) or in a grid of as many
 * columns as fit (`FormGrid`, where `WholeRow` takes a full row), two short fields side by side
 * (`FieldPair`, stacked on a phone), and the buttons at the end (`FormActions`).
 */

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const WholeRow = styled.div`
  grid-column: 1 / -1;
`;

export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
