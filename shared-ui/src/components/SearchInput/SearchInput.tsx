import { Search } from 'lucide-react';
import styled from 'styled-components';
import { Input, type InputProps } from '../Input';

const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

const Icon = styled(Search)`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  top: 50%;
  width: 1rem;
  height: 1rem;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.muted};
  pointer-events: none;
`;

const PaddedInput = styled(Input)`
  padding-left: 2.25rem;
`;

export type SearchInputProps = Omit<InputProps, 'type'> & {
  /** The accessible name of the search box, e.g. "Search vehicles". */
  label: string;
};

export function SearchInput({ label, className, placeholder, ...rest }: SearchInputProps) {
  return (
    <Wrapper className={className}>
      <Icon aria-hidden="true" />
      <PaddedInput type="search" aria-label={label} placeholder={placeholder ?? label} {...rest} />
    </Wrapper>
  );
}
