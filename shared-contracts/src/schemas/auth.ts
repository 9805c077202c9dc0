import { z } from 'zod';
import { emailField, optionalIdField, optionalText, requiredText, textError } from './fields';

/** A password as typed: required, never trimmed. */
const passwordField = z
  .string({ error: textError('Password') })
  .min(1, { error: 'Password is required' })
  .max(200, { error: 'Password is too long' });

/** Login form: Email and Password required; the email field is plain text. */
export const loginSchema = z.object({
  Email: z
    .string({ error: textError('Email') })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(254, { error: 'Email is too long' }),
  Password: passwordField,
});
export type LoginForm = z.infer<typeof loginSchema>;

export const PASSWORD_MIN_LENGTH = 8;

/** A phone number as typed, required. */
const phoneNumberText = z
  .string({ error: textError('Phone number') })
  .trim()
  .min(1, { error: 'Phone number is required' });

/** A phone number: digits (an optional leading +), 5 to 15 of them, each rule with its message. */
export const phoneNumberField = phoneNumberText
  .regex(/^\+?\d+$/, { error: 'Phone number must be digits only' })
  .regex(/^\+?\d{5,15}$/, { error: 'Phone number must be 5 to 15 digits' });

/** Sign-up form. Password rules beyond "required" are the server's. */
export const signupSchema = z.object({
  fName: requiredText('First name', 80),
  lName: requiredText('Last name', 80),
  Email: emailField,
  Password: passwordField,
  conf_Password: z
    .string({ error: 'Confirm your password' })
    .min(1, { error: 'Confirm your password' })
    .max(200, { error: 'Password is too long' }),
  number: phoneNumberField,
  birthdate: z
    .string()
    .trim()
    .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), {
      error: 'Birthdate must be a date',
    })
    .optional()
    .default(''),
  gender: z
    .enum(['Male', 'Female', ''], { error: 'Gender must be Male or Female' })
    .optional()
    .default(''),
});
export type SignupForm = z.input<typeof signupSchema>;

/**
 * Sign-up as the modal checks it before sending: the required fields and the email's type.
 * "Password matching and other rules are not shown on the client": the phone number's digits,
 * like the passwords' match, are the server's rules, and its message shows.
 */
export const signupFormSchema = signupSchema.extend({ number: phoneNumberText });

/** My Profile (User/updateUserDetails.php): an empty Password keeps the old one. */
export const profileUpdateSchema = z.object({
  UserID: optionalIdField('UserID'),
  UserName: requiredText('Username', 80),
  Email: emailField,
  Password: optionalText('Password', 200),
  ProfileImage: optionalText('Profile image', 500),
  RoleID: optionalIdField('RoleID'),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
