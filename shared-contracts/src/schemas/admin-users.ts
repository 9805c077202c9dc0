import { z } from 'zod';
import { emailField, idField, optionalIdField, optionalText, requiredText } from './fields';

/** Admin user form (User/adduser.php and User/updateuserdetails.php multipart). */
export const userFormSchema = z.object({
  UserID: optionalIdField('UserID'),
  UserName: requiredText('UserName', 80),
  Email: emailField,
  RoleID: idField('Role'),
  /**
   * Optional. Adding without one makes an account that cannot sign in until a password is set;
   * empty on update keeps the old one.
   */
  Password: optionalText('Password', 200),
});
