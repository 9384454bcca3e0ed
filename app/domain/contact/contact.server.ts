import type { Payload } from 'payload'
import { getEnv } from '~/lib/env.server'
import { mailCopy, sendEmail } from '../notifications/email.server'
import type { ContactInput } from './contact.schema'

/** Stores a visitor's enquiry (as the visitor: create is public, read is staff-only) and tells the team. */
export async function submitContactEnquiry(payload: Payload, input: ContactInput) {
  const enquiry = await payload.create({
    collection: 'contact-enquiries',
    data: { name: input.Name, email: input.Email, interest: input.Interest, message: input.Message },
    overrideAccess: false,
  })
  // To the team, in English (the admin's language).
  const { t, lang } = await mailCopy(payload, 'en', 'messages')
  const values = { name: enquiry.name, email: enquiry.email, interest: enquiry.interest, message: enquiry.message ?? '' }
  await sendEmail(payload, { to: getEnv().EMAIL_FROM, lang, subject: t('emails.enquirySubject', values), text: t('emails.enquiryText', values) })
}
