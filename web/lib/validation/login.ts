import { z } from 'zod';

/** Log in, spec section 5. Only the shape is checked here; the 16-character cap applies to new passwords only. */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Invalid email format' })
    .trim()
    .max(254, 'Invalid email format')
    .regex(z.regexes.email, 'Invalid email format')
    .toLowerCase(),
  password: z
    .string({ error: 'Password must contain at least 6 characters' })
    .min(6, 'Password must contain at least 6 characters')
    .max(128, 'Password must contain at most 128 characters'),
});

export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;
