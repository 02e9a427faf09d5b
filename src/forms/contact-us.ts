/** The contact enquiry: shared by the contact modal and the server. */
import * as z from 'zod/mini';
import {
  COMPANY_MAX,
  COUNTRY_MAX,
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

export { CONTACT_US_LIMITS } from './limits.ts';

type ContactUsOptions = Pick<FormOptions, 'industries' | 'services'>;

/** The contact enquiry's fields; industry and services allow-lists come from pages.json. */
export const contactUsForm = {
  table: 'contact_us_forms',
  title: 'contact enquiry',
  heading: 'Contact enquiries',
  noun: 'enquiry',
  nouns: 'enquiries',
  fields: {
    firstName: { column: 'first_name', label: 'First name', schema: requiredText(NAME_MAX, 'First name'), search: true },
    lastName: { column: 'last_name', label: 'Last name', schema: requiredText(NAME_MAX, 'Last name'), search: true },
    email: { column: 'email', label: 'E-mail', schema: emailField, search: true },
    contactNumber: { column: 'contact_number', label: 'Phone', schema: phoneField(false) },
    country: { column: 'country', label: 'Country', schema: optionalText(COUNTRY_MAX, 'Country'), search: true },
    companyName: { column: 'company_name', label: 'Company', schema: requiredText(COMPANY_MAX, 'Company name'), search: true },
    industry: { column: 'industry', label: 'Industry', schema: (options: ContactUsOptions) => choice(options.industries, 'Industry', true) },
    services: { column: 'services', label: 'Services', schema: (options: ContactUsOptions) => choiceList(options.services, 'Services'), kind: 'list' },
    message: { column: 'message', label: 'Message', schema: requiredText(MESSAGE_MAX, 'Message', 'many'), kind: 'long', search: true },
  },
  sender: ['firstName', 'lastName'],
  listed: ['companyName', 'email'],
  email: 'email',
} as const satisfies FormDescription<ContactUsOptions>;

export function contactUsSchema(options: ContactUsOptions) {
  return formSchema(contactUsForm, options);
}

export type ContactUsInput = z.input<ReturnType<typeof contactUsSchema>>;
export type ContactUsForm = Omit<z.output<ReturnType<typeof contactUsSchema>>, 'website'>;
