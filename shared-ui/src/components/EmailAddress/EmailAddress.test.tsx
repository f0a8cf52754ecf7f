import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { EmailAddress, emailBreakParts } from './EmailAddress';

describe('EmailAddress', () => {
  it('may break only after the @ and after each dot', () => {
    expect(emailBreakParts('jean.tremblay@maple-exports.ca')).toEqual(['jean.', 'tremblay@', 'maple-exports.', 'ca']);
    expect(emailBreakParts('admin')).toEqual(['admin']);
  });

  it('reads as the whole address, with a break opportunity at each of those points and nowhere else', () => {
    const { container } = renderWithTheme(
      <p>
        Email <EmailAddress address="jean.tremblay@maple-exports.ca" />
      </p>,
    );
    expect(screen.getByText('Email', { exact: false })).toHaveTextContent('Email jean.tremblay@maple-exports.ca');
    const breaks = [...container.querySelectorAll('wbr')].map((opportunity) => opportunity.previousSibling?.textContent);
    expect(breaks).toEqual(['jean.', 'tremblay@', 'maple-exports.']);
  });
});
