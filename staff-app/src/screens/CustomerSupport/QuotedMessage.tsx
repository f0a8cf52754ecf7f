import { useId } from 'react';
import styled from 'styled-components';
import { customerDisplayName, type SupportMessage } from '@export-portal/shared-domain';
import { formatDateTime } from '@export-portal/shared-ui';

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.surfaceSubtle};
  border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Quote = styled.blockquote`
  margin: 0;
  /* A long message scrolls inside the quote, so the reply box stays in view. */
  max-height: 10rem;
  overflow-y: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** Who wrote a message: its customer's name, else their e-mail. */
function senderOf(message: SupportMessage): string {
  const { customer } = message;
  return (customer && (customerDisplayName(customer) || customer.email)) || 'Unknown customer';
}

/** The message a reply answers, quoted: who wrote it and when, its subject and its words. */
export function QuotedMessage({ message }: { message: SupportMessage }) {
  const captionId = useId();
  return (
    <Figure aria-labelledby={captionId}>
      <Caption id={captionId}>
        {senderOf(message)} wrote on {formatDateTime(message.created_at)}
        {message.subject ? ` · ${message.subject}` : ''}
      </Caption>
      <Quote>{message.message}</Quote>
    </Figure>
  );
}
