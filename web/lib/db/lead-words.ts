// The lead's kinds and statuses (issue 28): the table's checks, the console's filters and forms all read these.
// Plain values, no imports, so the browser's forms can share them.

export const LEAD_KINDS = ['demo', 'enrolment', 'enquiry', 'application'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** In the order a lead is worked: new -> contacted -> demo scheduled -> enrolled -> closed; or lost, with a reason. */
export const LEAD_STATUSES = ['new', 'contacted', 'demo_scheduled', 'enrolled', 'closed', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const KIND_LABELS: Record<LeadKind, string> = {
  demo: 'Demo request', enrolment: 'Enrolment', enquiry: 'Enquiry', application: 'Trainer application',
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New', contacted: 'Contacted', demo_scheduled: 'Demo scheduled', enrolled: 'Enrolled', closed: 'Closed', lost: 'Lost',
};

/** What the console shows in place of the name of a learner who deleted their account (issue 30). */
export const ERASED_LEAD_NAME = 'Erased learner';
