import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme';
import { Fact, FactList } from './fact-list';

describe('FactList', () => {
  it('lists each label as a term with its value as the definition right after it', () => {
    render(
      <ThemeProvider theme={theme}>
        <FactList columns="fill" aria-label="Facts">
          <Fact label="Carrier">Aramex</Fact>
          <Fact label="Tracking number" testId="tracking" labelId="tracking-label">
            AX-1
          </Fact>
        </FactList>
      </ThemeProvider>,
    );
    const list = screen.getByLabelText('Facts');
    expect(list.tagName).toBe('DL');
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Carrier', 'Aramex'],
      ['Tracking number', 'AX-1'],
    ]);
    expect(screen.getAllByRole('definition')).toHaveLength(2);
    expect(screen.getByTestId('tracking')).toHaveTextContent('AX-1');
    expect(terms[1]).toHaveAttribute('id', 'tracking-label');
  });
});
