/** The contact enquiry (spec §3, §5): shared by the contact modal and the server. */
import * as z from 'zod/mini';
import {
  COMPANY_MAX,
  COUNTRY_MAX,
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

export const CONTACT_US_LIMITS = {
  firstName: NAME_MAX,
  lastName: NAME_MAX,
  email: 254,
  contactNumber: 40,
  country: COUNTRY_MAX,
  companyName: COMPANY_MAX,
  message: MESSAGE_MAX,
} as const;

/** Industry and services allow-lists come from pages.json, hence a factory. */
export function contactUsSchema(options: Pick<FormOptions, 'industries' | 'services'>) {
  return z.object({
    firstName: requiredText(NAME_MAX, 'First name'),
    lastName: requiredText(NAME_MAX, 'Last name'),
    email: emailField,
    contactNumber: phoneField(false),
    country: optionalText(COUNTRY_MAX, 'Country'),
    companyName: requiredText(COMPANY_MAX, 'Company name'),
    industry: choice(options.industries, 'Industry', true),
    services: choiceList(options.services, 'Services'),
    message: requiredText(MESSAGE_MAX, 'Message'),
    website: honeypotField,
  });
}

export type ContactUsInput = z.input<ReturnType<typeof contactUsSchema>>;
export type ContactUsForm = Omit<z.output<ReturnType<typeof contactUsSchema>>, 'website'>;
