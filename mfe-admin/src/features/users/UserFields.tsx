import { SelectField, TextField } from 'shared-contracts/ui-extras';
import { FieldGrid, FileField, Hint, Wide } from '../../shared/fields';
import type { EntityFormProps } from '../list/types';
import type { UserDraft } from './user-draft';
import { useRoles } from './use-roles';

export function UserFields({ draft, mode, onChange }: EntityFormProps<UserDraft>) {
  const roles = useRoles();
  const set = (change: Partial<UserDraft>) => onChange({ ...draft, ...change });
  const knownRole = roles.some((role) => String(role.RoleID) === draft.RoleID);
  return (
    <FieldGrid>
      <TextField label="ID" value={draft.UserID} placeholder="Assigned on save" readOnly />
      <SelectField
        label="Role"
        value={draft.RoleID}
        onChange={(e) => set({ RoleID: e.target.value })}
      >
        <option value="">Select role</option>
        {!knownRole && draft.RoleID && <option value={draft.RoleID}>#{draft.RoleID}</option>}
        {roles.map((role) => (
          <option key={role.RoleID} value={role.RoleID}>
            {role.RoleName}
          </option>
        ))}
      </SelectField>
      <TextField
        label="UserName"
        value={draft.UserName}
        autoComplete="off"
        onChange={(e) => set({ UserName: e.target.value })}
      />
      <TextField
        label="Email"
        type="email"
        value={draft.Email}
        autoComplete="off"
        onChange={(e) => set({ Email: e.target.value })}
      />
      {mode === 'add' && (
        <Wide>
          <TextField
            label="Password"
            type="password"
            value={draft.Password}
            autoComplete="new-password"
            hint={<Hint>Optional. Without one, this account cannot sign in yet.</Hint>}
            onChange={(e) => set({ Password: e.target.value })}
          />
        </Wide>
      )}
      <Wide>
        <FileField
          label="Profile Image"
          accept="image/*"
          file={draft.ProfileImage}
          currentUrl={draft.currentImage}
          onFile={(ProfileImage) => set({ ProfileImage })}
        />
      </Wide>
    </FieldGrid>
  );
}
