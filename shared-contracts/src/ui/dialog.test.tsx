import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Dialog } from './dialog';
import { theme } from './theme';

/** A page with an opener button and a dialog holding a title, two fields and a Save button. */
function Page({ locked = false }: { locked?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <button type="button">Elsewhere</button>
      {open && (
        <Dialog
          labelledBy="edit-title"
          onClose={() => setOpen(false)}
          locked={locked}
          initialFocus="[data-autofocus]"
        >
          <h2 id="edit-title">Edit Brand</h2>
          <label>
            ID <input readOnly value="7" />
          </label>
          <label>
            Name <input data-autofocus defaultValue="Cartier" />
          </label>
          <button type="button">Save</button>
        </Dialog>
      )}
    </ThemeProvider>
  );
}

async function openDialog(locked = false) {
  const user = userEvent.setup();
  render(<Page locked={locked} />);
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Edit Brand' }) };
}

describe('Dialog', () => {
  it('opens as a modal <dialog> named by its title, focusing the chosen control', async () => {
    const { dialog } = await openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog).toHaveAttribute('aria-labelledby', 'edit-title');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('closes on a click outside the panel, not on one inside it', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('heading', { name: 'Edit Brand' }));
    await user.click(within(dialog).getByLabelText('ID'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The <dialog> covers the viewport around its panel: a click on it is a click outside.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a press anywhere outside it', async () => {
    await openDialog();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('while locked, neither Escape nor an outside press closes it', async () => {
    const { user, dialog } = await openDialog(true);
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    await user.click(dialog);
    fireEvent.mouseDown(document.body);
    expect(screen.getByRole('dialog', { name: 'Edit Brand' })).toBeInTheDocument();
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('keeps Tab inside: past the last control it wraps to the first, and back', async () => {
    const { user, dialog } = await openDialog();
    const id = within(dialog).getByLabelText('ID');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    save.focus();
    await user.tab();
    expect(id).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    for (let i = 0; i < 7; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(screen.getByRole('button', { name: 'Elsewhere' })).not.toHaveFocus();
  });
});
