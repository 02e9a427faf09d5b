/** The Get Started request: who, what services, what budget and when. */
import * as z from 'zod/mini';
import {
  COMPANY_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  choice,
  choiceList,
  emailField,
  optionalText,
  phoneField,
  requiredText,
  type FormOptions,
} from './common.ts';
import { formSchema, type FormDescription } from './describe.ts';
import { BUDGETS, TIMELINES } from './limits.ts';

export { BUDGETS, TIMELINES, GET_STARTED_LIMITS, type Budget, type Timeline } from './limits.ts';

type GetStartedOptions = Pick<FormOptions, 'services'>;

export const getStartedForm = {
  table: 'get_started_forms',
  title: 'Get Started request',
  heading: 'Get-started requests',
  noun: 'request',
  nouns: 'requests',
  fields: {
    name: { column: 'name', label: 'Name', schema: requiredText(NAME_MAX, 'Name'), search: true },
    email: { column: 'email', label: 'E-mail', schema: emailField, search: true },
    company: { column: 'company', label: 'Company', schema: requiredText(COMPANY_MAX, 'Company'), search: true },
    phone: { column: 'phone', label: 'Phone', schema: phoneField(false) },
    services: { column: 'services', label: 'Services', schema: (options: GetStartedOptions) => choiceList(options.services, 'Services'), kind: 'list' },
    budget: { column: 'budget', label: 'Budget', schema: choice(BUDGETS, 'Budget', false) },
    timeline: { column: 'timeline', label: 'Timeline', schema: choice(TIMELINES, 'Timeline', false) },
    message: { column: 'message', label: 'Message', schema: optionalText(MESSAGE_MAX, 'Message', 'many'), kind: 'long', search: true },
  },
  sender: ['name'],
  listed: ['company', 'budget'],
  email: 'email',
} as const satisfies FormDescription<GetStartedOptions>;

export function getStartedSchema(options: GetStartedOptions) {
  return formSchema(getStartedForm, options);
}

export type GetStartedInput = z.input<ReturnType<typeof getStartedSchema>>;
export type GetStartedForm = Omit<z.output<ReturnType<typeof getStartedSchema>>, 'website'>;
