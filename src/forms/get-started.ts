/** The Get Started request: who, what services, what budget and when. */
import * as z from 'zod/mini';
import {
  COMPANY_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  choice,
  choiceList,
  emailField,
  honeypotField,
  optionalText,
  phoneField,
  requiredText,
  type FormOptions,
} from './common.ts';

export const BUDGETS = ['Under $50k', '$50k–$150k', '$150k–$500k', 'Over $500k', 'Not sure yet'] as const;
export const TIMELINES = [
  'As soon as possible',
  'Within 3 months',
  '3–6 months',
  '6+ months',
  'Just exploring',
] as const;

export type Budget = (typeof BUDGETS)[number];
export type Timeline = (typeof TIMELINES)[number];

export const GET_STARTED_LIMITS = {
  name: NAME_MAX,
  email: 254,
  company: COMPANY_MAX,
  phone: 40,
  message: MESSAGE_MAX,
} as const;

export function getStartedSchema(options: Pick<FormOptions, 'services'>) {
  return z.object({
    name: requiredText(NAME_MAX, 'Name'),
    email: emailField,
    company: requiredText(COMPANY_MAX, 'Company'),
    phone: phoneField(false),
    services: choiceList(options.services, 'Services'),
    budget: choice(BUDGETS, 'Budget', false),
    timeline: choice(TIMELINES, 'Timeline', false),
    message: optionalText(MESSAGE_MAX, 'Message'),
    website: honeypotField,
  });
}

export type GetStartedInput = z.input<ReturnType<typeof getStartedSchema>>;
export type GetStartedForm = Omit<z.output<ReturnType<typeof getStartedSchema>>, 'website'>;
