import { createSlice, type Middleware } from '@reduxjs/toolkit';
import { createAppStore } from './create-app-store';
import { injectLazyPart } from './lazy-parts';
import { showAlert } from './ui-slice';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

describe('injectLazyPart', () => {
  it('adds a part to a running store and to later stores, keeping the persisted slices', () => {
    const storage = new MemoryStorage();
    const running = createAppStore({ storage });
    const seen: string[] = [];
    const counter = createSlice({
      name: 'lazyCounter',
      initialState: 0,
      reducers: { bump: (count) => count + 1 },
    });
    const middleware: Middleware = () => (next) => (action) => {
      seen.push((action as { type: string }).type);
      return next(action);
    };

    injectLazyPart({ reducerPath: 'lazyCounter', reducer: counter.reducer, middleware });
    const state = () => running.getState() as unknown as Record<string, unknown>;
    expect(state().lazyCounter).toBe(0);

    running.dispatch(counter.actions.bump());
    expect(state().lazyCounter).toBe(1);
    expect(seen).toContain(counter.actions.bump.type);

    const later = createAppStore({ storage });
    expect((later.getState() as unknown as Record<string, unknown>).lazyCounter).toBe(0);
    later.dispatch(showAlert('Hello'));
    expect(later.getState().ui.alert?.message).toBe('Hello');
    expect([...storage.data.keys()]).toEqual([]);
  });
});
