import { act, screen } from '@testing-library/react';
import { SALE, TEXT } from 'shared-contracts';
import { renderWithStore } from '../../shared/test-utils';
import { SALE_ENDED_TEXT, SaleBanner } from './SaleBanner';

const seconds = () => screen.getByTestId('countdown-seconds').textContent;

describe('SaleBanner countdown', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down to the sale end, refreshed every second', () => {
    jest.useFakeTimers({ now: new Date('2024-12-30T19:59:50Z') });
    // End of 2024-12-31 in Gulf Standard Time = 2024-12-31T19:59:59Z: 1 day 0 h 0 min 9 s left.
    renderWithStore(<SaleBanner endsAt={SALE.endsAt} />);
    expect(screen.getByText(TEXT.saleTitle)).toBeInTheDocument();
    expect(screen.getByText('Up to 900 AED off')).toBeInTheDocument();
    expect(screen.getByText(SALE.code)).toBeInTheDocument();
    expect(screen.getByText(TEXT.saleNote)).toBeInTheDocument();
    expect(screen.getByTestId('countdown-days')).toHaveTextContent('1');
    expect(screen.getByTestId('countdown-hours')).toHaveTextContent('00');
    expect(seconds()).toBe('09');

    act(() => jest.advanceTimersByTime(999));
    expect(seconds()).toBe('09');
    act(() => jest.advanceTimersByTime(1));
    expect(seconds()).toBe('08');
    act(() => jest.advanceTimersByTime(3000));
    expect(seconds()).toBe('05');
  });

  it('switches to "sale has ended" when the end passes while watching, never counting negative', () => {
    jest.useFakeTimers({ now: new Date('2024-12-31T19:59:57Z') });
    renderWithStore(<SaleBanner endsAt={SALE.endsAt} />);
    expect(seconds()).toBe('02');
    expect(screen.queryByText(SALE_ENDED_TEXT)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText(SALE_ENDED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('0Days00Hours00Minutes00Seconds');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText(SALE_ENDED_TEXT)).toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('says the sale has ended after the end date', () => {
    jest.useFakeTimers({ now: new Date('2026-01-15T10:00:00Z') });
    renderWithStore(<SaleBanner endsAt={SALE.endsAt} />);
    expect(screen.getByText(SALE_ENDED_TEXT)).toBeInTheDocument();
    expect(screen.getByTestId('countdown-days')).toHaveTextContent('0');
    expect(seconds()).toBe('00');
    expect(screen.getByText(TEXT.saleNote)).toBeInTheDocument();
  });
});
