import { z } from 'zod';
import { emailField, LETTERS, LETTERS_AND_SPACES, numberField, phoneField, requiredText } from './fields';

const trainerName = requiredText('Trainer Name is required', 60)
  .min(3, 'Trainer Name must contain at least 3 characters')
  // The form strips everything but letters as the user types; other clients get told.
  .regex(LETTERS, 'Trainer Name must contain only letters');

/** Become a Trainer application, spec sections 3 and 5 (`Textarea` is the description, as the contract spells it). */
export const trainerApplicationSchema = z.object({
  firstname: trainerName,
  lastname: trainerName,
  email: emailField('Email is required', 'Email address is invalid'),
  phonenumber: phoneField('Phone number is required', (s) =>
    s
      .regex(/^\d+$/, 'Mobile Number must contain only digits')
      .regex(/^\d{10}$/, 'Phone number must be exactly 10 digits'),
  ),
  yearOfExperience: numberField('Experience is required', 'Year of Experience must be a number').pipe(
    z
      .number()
      .min(0, 'Year of Experience must be between 0 and 80')
      .max(80, 'Year of Experience must be between 0 and 80'),
  ),
  area: requiredText('Area is required', 100).min(3, 'Area must contain at least 3 characters'),
  city: requiredText('City is required', 100)
    .min(3, 'City must contain at least 3 characters')
    .regex(LETTERS_AND_SPACES, 'City must contain only letters'),
  hours: numberField('Hours is required', 'Hours must be a number').pipe(
    z.number().min(0, 'Invalid input').max(24, 'Invalid input'),
  ),
  Textarea: requiredText('Description Required', 2000),
  courses: z
    .array(z.string().trim().min(1).max(200), { error: 'At least one course must be selected' })
    .min(1, 'At least one course must be selected')
    .max(20, 'At most 20 courses can be selected'),
});

export type TrainerApplicationInput = z.input<typeof trainerApplicationSchema>;
export type TrainerApplication = z.output<typeof trainerApplicationSchema>;
