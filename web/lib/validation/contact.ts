import { z } from 'zod';
import { emailField, LETTERS_AND_SPACES, phoneField, requiredText } from './fields';

/**
 * The course a learner picks when the academy does not list the one they want (issue 52: a search that found nothing
 * offers to ask for it): what they want is then in their message. No course is named this (a name that clashed would
 * be read as this choice, never as that course).
 */
export const COURSE_NOT_LISTED = 'Not listed';

/** Contact Us enquiry, spec sections 3 and 5. */
export const contactSchema = z.object({
  name: requiredText('Name is required', 100)
    .min(3, 'Name must contain at least 3 characters')
    .regex(LETTERS_AND_SPACES, 'Name must contain only letters'),
  email: emailField('Email is required', 'Email address is invalid'),
  phonenumber: phoneField('Contact number is required', (s) =>
    s.regex(/^\d{10}$/, 'Contact number must be exactly 10 digits'),
  ),
  courseName: requiredText('Please select a course', 200),
  message: requiredText('Please enter a message', 2000).min(3, 'Message must contain at least 3 characters'),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
