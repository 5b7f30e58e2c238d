import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { demoRequestSchema } from './demo-request';
import { popupEnrolmentSchema, sidePanelEnrolmentSchema, parseTiming } from './enrolment';
import { fieldErrors } from './errors';
import { forgotPasswordSchema } from './forgot-password';
import { loginSchema } from './login';
import { otpVerifySchema } from './otp';
import { reviewFormSchema } from './review';
import { signupSchema } from './signup';

const errors = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value) as { success: boolean; error?: Parameters<typeof fieldErrors>[0] };
  return result.success ? {} : fieldErrors(result.error!);
};

describe('form schemas shared by pages and API', () => {
  it('import nothing that cannot run in the browser', () => {
    const dir = import.meta.dirname;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
      // zod, this folder, and plain value modules elsewhere that import nothing themselves but types, which the
      // build erases (lib/db/lead-words.ts, lib/whatsapp-messages.ts).
      const plain = (i: string) =>
        i.startsWith('@/') &&
        !/^import (?!type )[^;]*\bfrom '/m.test(readFileSync(path.join(dir, '../..', `${i.slice(2)}.ts`), 'utf8'));
      expect(
        imports.every((i) => i === 'zod' || i.startsWith('./') || plain(i)),
        `${file}: ${imports.join(', ')}`,
      ).toBe(true);
    }
  });

  it('report a blank field with its required message only', () => {
    expect(
      errors(demoRequestSchema, {
        name: '   ',
        email: '',
        phonenumber: '',
        city: ' ',
        trainerName: '',
        course: 'Guitar',
      }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phonenumber: 'Phone number is required',
      city: 'City is required',
      trainerName: 'Trainer is required',
    });
  });

  it('accept what the pages send and normalise it', () => {
    const parsed = contactSchema.parse({
      name: ' Meera Iyer ',
      email: ' Meera@Example.IN ',
      phonenumber: 9988776655,
      courseName: 'Guitar',
      message: ' Hi there ',
    });
    expect(parsed).toEqual({
      name: 'Meera Iyer',
      email: 'meera@example.in',
      phonenumber: '9988776655',
      courseName: 'Guitar',
      message: 'Hi there',
    });
    expect(otpVerifySchema.parse({ email: 'a@b.in', otpCode: '123456' }).otpCode).toBe(123456);
    expect(loginSchema.parse({ email: 'A@B.in', password: 'abcdef' }).email).toBe('a@b.in');
  });

  it('tell the two enrolment variants apart by their messages', () => {
    const bad = { email: 'x', contact: '123', availableBatchess: 'x' };
    expect(errors(sidePanelEnrolmentSchema, bad)).toMatchObject({
      email: 'Email address is invalid',
      city: 'Please select a city',
      slot: 'Please select a slot',
    });
    expect(errors(popupEnrolmentSchema, bad)).toMatchObject({
      email: 'Invalid email format',
      city: 'City is required',
      price: 'price selection is required',
    });
    expect(parseTiming('06:00 AM - 07:00 AM')).toEqual({ from: '06:00 AM', to: '07:00 AM' });
    expect(parseTiming('06:00 AM-07:00 AM')).toEqual({ from: '06:00 AM', to: '07:00 AM' });
    expect(parseTiming('06:00 AM')).toBeNull();
  });

  it('check password confirmation beside the other fields', () => {
    expect(
      errors(signupSchema, {
        FullName: 'Asha',
        email: 'a@b.in',
        phonenumber: '9876543210',
        password: 'abcdefg',
        confirmpassword: 'abcdefh',
        roleid: 1,
      }),
    ).toEqual({ confirmpassword: 'password should match' });
    expect(errors(forgotPasswordSchema, { email: '', password: 'abc', confirmPassword: 'abd' })).toEqual({
      email: 'Email is required',
      password: 'password should contain atleast 6 character',
      confirmPassword: 'password must match',
    });
  });

  it('refuse a photo over 2 MB in the review form', () => {
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'me.jpg', { type: 'image/jpeg' });
    expect(
      errors(reviewFormSchema, {
        studentName: 'A',
        reviewDescription: 'B',
        ratings: 4,
        courseName: 'Guitar',
        imageOfStudent: big,
      }),
    ).toEqual({ imageOfStudent: 'Photo must be at most 2 MB' });
  });
});
