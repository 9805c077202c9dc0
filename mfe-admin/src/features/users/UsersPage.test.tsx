import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type User } from 'shared-contracts';
import { adminApi } from '../../api';
import { renderPage, resetToasts } from '../../test/render';
import { UsersPage } from './UsersPage';

const users: User[] = [
  {
    UserID: 3,
    UserName: 'layla',
    Email: 'layla@example.com',
    Password: '',
    ProfileImage: '',
    RoleID: 2,
  },
  {
    UserID: 4,
    UserName: 'omar',
    Email: 'omar@example.com',
    Password: '',
    ProfileImage: '/uploads/omar.webp',
    RoleID: 1,
  },
];

describe('Users list and form', () => {
  beforeEach(() => {
    jest.spyOn(adminApi.users, 'page').mockResolvedValue({ data: users, total: 2 });
    jest.spyOn(adminApi.users, 'roles').mockResolvedValue([
      { RoleID: 1, RoleName: 'Admin' },
      { RoleID: 2, RoleName: 'Customer' },
    ]);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    resetToasts();
  });

  it('shows the columns, a placeholder icon without a profile image, and role names', async () => {
    renderPage(<UsersPage />, { path: '/ShowUsers' });
    const layla = (await screen.findByText('layla')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'UserName',
      'Email',
      'Profile Image',
      'Role',
      'Edit',
      'Delete',
    ]);
    expect(within(layla).getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    await waitFor(() => expect(within(layla).getByText('Customer')).toBeInTheDocument());
    const omar = screen.getByText('omar').closest('tr')!;
    expect(within(omar).getByRole('img', { name: 'omar' })).toBeInTheDocument();
    expect(within(omar).getByText('Admin')).toBeInTheDocument();
  });

  it('adds a user with a role from Roles/ and a password, and edits without one', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.users, 'lastId').mockResolvedValue({ LastID: 4 });
    const add = jest
      .spyOn(adminApi.users, 'add')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    const update = jest
      .spyOn(adminApi.users, 'update')
      .mockResolvedValue({ status: 'success', message: 'ok' });
    renderPage(<UsersPage />, { path: '/ShowUsers' });
    await screen.findByText('layla');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add User' });
    expect(within(dialog).getByLabelText('ID')).toHaveValue('5');
    expect(within(dialog).getByLabelText('Profile Image')).toHaveAttribute('accept', 'image/*');
    await user.type(within(dialog).getByLabelText('UserName'), 'sara');
    await user.type(within(dialog).getByLabelText('Email'), 'sara@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Customer');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User added successfully!')).toBeInTheDocument();
    const added = add.mock.calls[0][0];
    expect([...added.keys()]).toEqual(['UserID', 'UserName', 'Email', 'RoleID', 'Password']);
    expect(added.get('RoleID')).toBe('2');
    expect(added.get('Password')).toBe('Secret#2026');

    const row = screen.getByText('omar').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Role')).toHaveValue('1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(update.mock.calls[0][0].get('UserID')).toBe('4');
    expect(update.mock.calls[0][0].has('Password')).toBe(false);
  });

  it('confirms a delete with the exact User text', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest.spyOn(adminApi.users, 'remove').mockResolvedValue({ status: 'success', message: 'ok' });
    renderPage(<UsersPage />, { path: '/ShowUsers' });
    const row = (await screen.findByText('layla')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this User?');
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
  });
});
