import { z } from 'zod';
import { emailField, phoneField, requiredText } from './fields';

/** Demo request ("Please Fill The Form" modal), spec sections 3 and 5. */
export const demoRequestSchema = z.object({
  name: requiredText('Name is required', 100).min(3, 'Name must contain at least 3 characters'),
  email: emailField('Email is required', 'Invalid email address'),
  phonenumber: phoneField('Phone number is required', (s) => s.regex(/^\d{10}$/, 'Phone number must be 10 digits')),
  city: requiredText('City is required', 100).min(3, 'City must contain at least 3 characters'),
  trainerName: requiredText('Trainer is required', 200),
  // Fixed by the page (not editable), so it has no message of its own in the spec.
  course: requiredText('Course is required', 200),
});

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;
