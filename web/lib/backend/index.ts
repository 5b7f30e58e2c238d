import 'server-only';
import { env } from '@/lib/env';
import { httpBackend } from './http';
import { inProcessBackend } from './in-process';
import type { AcademyBackend } from './types';

/** The academy API the pages read: another backend when ACADEMY_API_URL names one, this app's own otherwise. */
export const backend: AcademyBackend = env.ACADEMY_API_URL ? httpBackend(env.ACADEMY_API_URL) : inProcessBackend;

export { BackendNotFoundError, type AcademyBackend, type CourseQuery } from './types';
export type * from '@/lib/academy/model';
