import styled from 'styled-components';

/** A record page's cards, as many side by side as fit. */
export const RecordGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
`;

/** A record section's rows (its documents, its shipments, its vehicles), each a line of facts and actions. */
export const RecordRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  & > li + li {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Secondary words in a row, such as a VIN beside a vehicle's name. */
export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
