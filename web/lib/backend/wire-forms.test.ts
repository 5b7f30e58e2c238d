import { describe, expect, it } from 'vitest';
import { DomainError, invalid, notFound } from '@/lib/academy/errors';
import { parseInput } from '@/lib/academy/input';
import { signupSchema } from '@/lib/validation/signup';
import { trainerApplicationSchema } from '@/lib/validation/trainer-application';
import {
  ENROLMENT_FIELDS_ON_THE_WIRE,
  enrolmentFromBody,
  loginSessionToWire,
  profileToWire,
  signupFromWire,
  trainerApplicationFromWire,
  withWireFieldNames,
} from './wire-forms';

describe('the spec form bodies in the app names', () => {
  it('reads a sign-up body as the app account', () => {
    const body = parseInput(signupSchema, {
      FullName: ' Priya Sharma ',
      email: 'Priya@Example.in',
      phonenumber: 9812345670,
      password: 'secret1',
      confirmpassword: 'secret1',
      roleid: '2',
    });
    expect(signupFromWire(body)).toEqual({
      fullName: 'Priya Sharma',
      email: 'priya@example.in',
      phone: '9812345670',
      password: 'secret1',
      role: 2,
    });
  });

  it('reads an application description from Textarea and its numbers as numbers', () => {
    const body = parseInput(trainerApplicationSchema, {
      firstname: 'Kavya',
      lastname: 'Menon',
      email: 'k@example.in',
      phonenumber: '9090909090',
      yearOfExperience: '6.5',
      area: 'Madhapur',
      city: 'Hyderabad',
      hours: '3',
      Textarea: 'Carnatic vocals for beginners.',
      courses: ['Guitar'],
    });
    expect(trainerApplicationFromWire(body)).toMatchObject({
      firstName: 'Kavya',
      lastName: 'Menon',
      phone: '9090909090',
      yearsOfExperience: 6.5,
      hoursPerDay: 3,
      description: 'Carnatic vocals for beginners.',
      courseNames: ['Guitar'],
    });
  });

  it('reads the chosen timing, the trainer and the course of a popup enrolment', () => {
    const body = {
      name: 'Asha Rao',
      email: 'a@b.in',
      contact: '9876543210',
      city: 'Pune',
      trainer: 'Rohan Deshmukh',
      availableTrainerId: '7',
      availableBatchess: '06:00 AM-07:00 AM',
      Course: { originalCourse: 'Guitar' },
      price: 1499,
    };
    expect(enrolmentFromBody(body)).toEqual({
      variant: 'popup',
      name: 'Asha Rao',
      email: 'a@b.in',
      phone: '9876543210',
      city: 'Pune',
      trainer: { id: 7, name: 'Rohan Deshmukh' },
      timing: { from: '06:00 AM', to: '07:00 AM' },
      courseName: 'Guitar',
      price: '1499',
      slots: [],
    });
  });

  it('answers an account with the spec spellings', () => {
    expect(profileToWire({ email: 'p@x.in', fullName: 'Priya', phone: '9812345670', role: 1 })).toEqual({
      email: 'p@x.in',
      FullName: 'Priya',
      phonenumber: '9812345670',
      roleid: 1,
    });
    expect(Object.keys(loginSessionToWire({ email: 'p@x.in', token: 't', fullName: 'Priya', phone: '9' }))).toEqual([
      'email',
      'token',
      'FullName',
      'phonenumber',
    ]);
  });
});

describe('withWireFieldNames', () => {
  it('names the fields of a refusal as the form knows them, keeping its kind and message', async () => {
    const refused = withWireFieldNames(ENROLMENT_FIELDS_ON_THE_WIRE, async () => {
      throw invalid('Please select available batches', {
        fields: { timing: 'Please select available batches', email: 'x' },
      });
    });
    await expect(refused).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Please select available batches',
      details: { fields: { availableBatchess: 'Please select available batches', email: 'x' } },
    });
  });

  it('passes other errors and answers through untouched', async () => {
    const missing = notFound('no such course');
    await expect(
      withWireFieldNames(ENROLMENT_FIELDS_ON_THE_WIRE, async () => {
        throw missing;
      }),
    ).rejects.toBe(missing);
    await expect(withWireFieldNames(ENROLMENT_FIELDS_ON_THE_WIRE, async () => ({ id: 1 }))).resolves.toEqual({ id: 1 });
    expect(missing).toBeInstanceOf(DomainError);
  });
});
