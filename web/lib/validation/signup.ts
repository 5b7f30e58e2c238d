import { z } from 'zod';
import { confirmsPassword, emailField, newPassword, numberInput, phoneField, requiredText } from './fields';

/** The name and phone of an account, with sign-up's messages (the account page's profile uses them too). */
export const accountNameField = () =>
  requiredText('Name is required', 100).min(3, 'Name must contain at least 3 characters');
export const accountPhoneField = () =>
  phoneField('Phone number is required', (s) => s.regex(/^\d{10}$/, 'Phone number must be 10 digits'));

/** Sign up, spec sections 3 and 5. `isVerified` is accepted but never trusted: the server checks the OTP itself. */
export const signupSchema = z
  .object({
    FullName: accountNameField(),
    email: emailField('Email is required', 'Invalid email address'),
    phonenumber: accountPhoneField(),
    password: newPassword('password should contain atleast 6 character'),
    confirmpassword: z.string({ error: 'password should match' }),
    // One literal of two values, not a union: zodResolver reports a union's first branch ('expected 1') over its message.
    roleid: z.preprocess(numberInput, z.literal([1, 2], { error: 'please choose the signup role' })),
    isVerified: z.unknown().optional(),
  })
  .check(confirmsPassword('confirmpassword', 'password should match'));

export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;
