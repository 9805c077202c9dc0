import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ERRORS } from '../constants/messages';
import { loggedIn } from './user-slice';

/** The login modal's views: Sign In, Sign Up and 'Reset your password' (forgot). */
export type LoginModalView = 'signin' | 'signup' | 'forgot';
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

/** Alerts asking the visitor to log in: answered, and so hidden, by a successful login. */
const LOGIN_PROMPTS: readonly string[] = [ERRORS.loginFirst, ERRORS.loginToBuy];

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
  extraReducers: (builder) => {
    builder.addCase(loggedIn, (state) => {
      if (state.alert && LOGIN_PROMPTS.includes(state.alert.message)) state.alert = null;
    });
  },
});

export const { openLoginModal, setLoginModalView, closeLoginModal, showAlert, hideAlert } =
  uiSlice.actions;
