import type {
  AccountProfile,
  DemoRequestDetails,
  EnquiryDetails,
  EnrolmentDetails,
  LoginSession,
  SignupDetails,
  TrainerApplicationDetails,
} from '@/lib/academy/model';
import { DomainError, isDomainError } from '@/lib/academy/errors';
import { parseInput } from '@/lib/academy/input';
import type { Contact } from '@/lib/validation/contact';
import type { DemoRequest } from '@/lib/validation/demo-request';
import {
  isPopupEnrolment,
  parseTiming,
  popupEnrolmentSchema,
  sidePanelEnrolmentSchema,
  type Enrolment,
} from '@/lib/validation/enrolment';
import type { Signup } from '@/lib/validation/signup';
import type { TrainerApplication } from '@/lib/validation/trainer-application';

/**
 * The spec's form bodies and account answers stay at the edge. Each form's schema (lib/validation, shared with the
 * page's form) checks the body under the wire's names; the API route translates the checked body here before the
 * domain sees it, and the domain's answers back into the wire's names (spec section 3: FullName, phonenumber, roleid).
 */

export const demoRequestFromWire = (w: DemoRequest): DemoRequestDetails => ({
  name: w.name,
  email: w.email,
  phone: w.phonenumber,
  city: w.city,
  trainerName: w.trainerName,
  courseName: w.course,
});

export const enquiryFromWire = (w: Contact): EnquiryDetails => ({
  name: w.name,
  email: w.email,
  phone: w.phonenumber,
  courseName: w.courseName,
  message: w.message,
});

export const trainerApplicationFromWire = (w: TrainerApplication): TrainerApplicationDetails => ({
  firstName: w.firstname,
  lastName: w.lastname,
  email: w.email,
  phone: w.phonenumber,
  yearsOfExperience: w.yearOfExperience,
  area: w.area,
  city: w.city,
  hoursPerDay: w.hours,
  description: w.Textarea,
  courseNames: w.courses,
});

export const signupFromWire = (w: Signup): SignupDetails => ({
  fullName: w.FullName,
  email: w.email,
  phone: w.phonenumber,
  password: w.password,
  role: w.roleid,
});

/** Either enrolment variant of the spec's body, checked with its own messages, in the app's names. */
export function enrolmentFromBody(body: unknown): EnrolmentDetails {
  return enrolmentFromWire(
    isPopupEnrolment(body)
      ? { ...parseInput(popupEnrolmentSchema, body), variant: 'popup' }
      : { ...parseInput(sidePanelEnrolmentSchema, body), variant: 'side-panel' },
  );
}

/** The schema has checked that the timing reads 'from - to'. */
const enrolmentFromWire = (w: Enrolment): EnrolmentDetails => ({
  variant: w.variant,
  name: w.name,
  email: w.email,
  phone: w.contact,
  city: w.city,
  trainer: { id: w.availableTrainerId, name: w.trainer },
  timing: parseTiming(w.availableBatchess)!,
  courseName: w.Course?.courseName || w.Course?.originalCourse || undefined,
  price: w.variant === 'popup' ? w.price : null,
  slots: w.slot,
});

/** The enrolment fields the domain may refuse after the schema passed, by the names the form knows them. */
export const ENROLMENT_FIELDS_ON_THE_WIRE: Record<string, string> = {
  timing: 'availableBatchess',
  courseName: 'Course',
};

/**
 * Runs a write whose refusal may name fields in the app's words, and names them as the form that sent it does
 * (`names`: app name to wire name; a field without one keeps its name).
 */
export async function withWireFieldNames<T>(names: Record<string, string>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isDomainError(error) || !error.details.fields) throw error;
    const fields = Object.entries(error.details.fields as Record<string, string>);
    const renamed = Object.fromEntries(fields.map(([name, message]) => [names[name] ?? name, message]));
    throw new DomainError(error.kind, error.message, { ...error.details, fields: renamed }, error.retryAfterSeconds);
  }
}

export const profileToWire = (p: AccountProfile) => ({
  email: p.email,
  FullName: p.fullName,
  phonenumber: p.phone,
  roleid: p.role,
});
export type WireProfile = ReturnType<typeof profileToWire>;

export const loginSessionToWire = (s: LoginSession) => ({
  email: s.email,
  token: s.token,
  FullName: s.fullName,
  phonenumber: s.phone,
});
