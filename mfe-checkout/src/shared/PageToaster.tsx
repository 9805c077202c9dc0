import { Toaster } from 'react-hot-toast';
import { theme } from 'shared-contracts';

/** The toasts of this remote's pages, dressed in the shared theme. */
export function PageToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: 4000,
        style: {
          borderRadius: theme.radius.sm,
          background: theme.colors.ink,
          color: '#fff',
          fontFamily: theme.fonts.sans,
          fontSize: '14px',
          letterSpacing: '0.02em',
          padding: '12px 16px',
        },
        success: { iconTheme: { primary: theme.colors.accent, secondary: '#fff' } },
        error: { iconTheme: { primary: '#e07a72', secondary: '#fff' } },
      }}
    />
  );
}
