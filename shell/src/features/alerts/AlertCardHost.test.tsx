import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS, showAlert, TIMINGS } from 'shared-contracts';
import { renderShell } from '../testing/render';
import { AlertCardHost } from './AlertCardHost';

describe('AlertCardHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a dispatched alert, hides it after 5 s and clears it 500 ms later', () => {
    const { store } = renderShell(<AlertCardHost />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(showAlert(ERRORS.loginFirst, 'error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in first!');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(TIMINGS.alertCardMs - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    // At 5 s the card starts to fade: it leaves the accessibility tree at once…
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().ui.alert).not.toBeNull();

    // …and the callback (hideAlert) runs 500 ms later, removing it.
    act(() => jest.advanceTimersByTime(TIMINGS.alertCallbackMs - 1));
    expect(store.getState().ui.alert).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(store.getState().ui.alert).toBeNull();
    expect(screen.queryByText('Please log in first!')).not.toBeInTheDocument();
  });

  it('hides on OK and calls back 500 ms later', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderShell(<AlertCardHost />);
    act(() => {
      store.dispatch(showAlert('Saved', 'success'));
    });
    act(() => jest.advanceTimersByTime(1000));

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(TIMINGS.alertCallbackMs - 1));
    expect(store.getState().ui.alert).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(store.getState().ui.alert).toBeNull();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('restarts the 5 s timer for a new alert', () => {
    const { store } = renderShell(<AlertCardHost />);
    act(() => {
      store.dispatch(showAlert('First'));
    });
    act(() => jest.advanceTimersByTime(4000));
    act(() => {
      store.dispatch(showAlert('Second'));
    });
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TIMINGS.alertCallbackMs));
    expect(store.getState().ui.alert).toBeNull();
  });
});
