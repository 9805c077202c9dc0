import { useState, type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { ERRORS } from '../constants/messages';
import { TIMINGS } from '../constants/timings';
import { createAppStore } from '../store/create-app-store';
import { showAlert } from '../store/ui-slice';
import { AlertHost } from './alert-host';
import { Dialog } from './dialog';
import { theme } from './theme';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

function renderHost(extra?: ReactNode) {
  const store = createAppStore({ storage: memoryStorage() });
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        {extra}
        <AlertHost />
      </ThemeProvider>
    </Provider>,
  );
  return { store };
}

describe('AlertHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a dispatched alert, hides it after 5 s and clears it 500 ms later', () => {
    const { store } = renderHost();
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
    const { store } = renderHost();
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
    const { store } = renderHost();
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

  it('shows the card inside an open modal dialog, where OK works and the dialog stays', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    function Modal() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Dialog labelledBy="modal-title" onClose={() => setOpen(false)}>
          <h2 id="modal-title">Welcome Back</h2>
        </Dialog>
      ) : null;
    }
    const { store } = renderHost(<Modal />);
    act(() => {
      store.dispatch(showAlert(ERRORS.loginFirst, 'error'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Welcome Back' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please log in first!');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TIMINGS.alertCallbackMs));
    expect(store.getState().ui.alert).toBeNull();
  });

  it('moves the card back to the page when the dialog closes, keeping its 5 s timer', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    function Modal() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Dialog labelledBy="modal-title" onClose={() => setOpen(false)}>
          <h2 id="modal-title">Add Brand</h2>
        </Dialog>
      ) : null;
    }
    const { store } = renderHost(<Modal />);
    act(() => {
      store.dispatch(showAlert('Brand added successfully!', 'success'));
    });
    act(() => jest.advanceTimersByTime(3000));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Brand added successfully!');

    act(() => jest.advanceTimersByTime(TIMINGS.alertCardMs - 3000 - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
