import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LoginModalView = 'signin' | 'signup';
export type AlertVariant = 'info' | 'success' | 'error';

export interface AlertCard {
  id: number;
  message: string;
  variant: AlertVariant;
}

export interface UiState {
  loginModal: { open: boolean; view: LoginModalView };
  alert: AlertCard | null;
}

const initialState: UiState = {
  loginModal: { open: false, view: 'signin' },
  alert: null,
};

let nextAlertId = 1;

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    openLoginModal: (state, action: PayloadAction<LoginModalView | undefined>) => {
      state.loginModal = { open: true, view: action.payload ?? 'signin' };
    },
    setLoginModalView: (state, action: PayloadAction<LoginModalView>) => {
      state.loginModal.view = action.payload;
    },
    closeLoginModal: (state) => {
      state.loginModal.open = false;
    },
    showAlert: {
      reducer: (state, action: PayloadAction<AlertCard>) => {
        state.alert = action.payload;
      },
      prepare: (message: string, variant: AlertVariant = 'info') => ({
        payload: { id: nextAlertId++, message, variant },
      }),
    },
    hideAlert: (state) => {
      state.alert = null;
    },
  },
});

export const { openLoginModal, setLoginModalView, closeLoginModal, showAlert, hideAlert } =
  uiSlice.actions;
