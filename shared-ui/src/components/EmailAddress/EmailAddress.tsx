import { Fragment } from 'react';
import styled from 'styled-components';

const Address = styled.span`
  /* Breaks where the <wbr>s are; mid-part only where one part alone is wider than its box. */
  overflow-wrap: anywhere;
`;

/** Where an address may break: after the @ and after each dot. */
export function emailBreakParts(address: string): string[] {
  return address.split(/(?<=[@.])/);
}

/**
 * An e-mail address that wraps, in a narrow card, only after its @ or a dot
 * (jean.tremblay@ / maple.ca), never between two letters of a name.
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <Address>
      {emailBreakParts(address).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move, and two may read the same ("a." twice)
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Address>
  );
}
