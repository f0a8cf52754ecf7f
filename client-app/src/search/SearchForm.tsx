import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, SearchInput } from '@export-portal/shared-ui';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

export interface SearchFormProps {
  /** Names the form and its search box. */
  label: string;
  placeholder: string;
  /** The search last made, shown in the box. */
  term: string;
  onSubmit: (text: string) => void;
  submitLabel: string;
  icon: ReactNode;
}

/** A search box with a button; the text goes out only when submitted. */
export function SearchForm({ label, placeholder, term, onSubmit, submitLabel, icon }: SearchFormProps) {
  const [text, setText] = useState(term);
  useEffect(() => setText(term), [term]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text);
  };
  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      <SearchInput label={label} placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit">
        {icon}
        {submitLabel}
      </Button>
    </Form>
  );
}
