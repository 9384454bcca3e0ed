import { getPayloadClient } from '~/utils/payload.server'
import { getEnv } from '~/utils/env.server'
import { sendEmail } from '../notifications/email.server'
import type { ContactInput } from './contact.schema'

/** Stores a visitor's enquiry (as the visitor: create is public, read is staff-only) and tells the team. */
export async function submitContactEnquiry(input: ContactInput) {
  const payload = await getPayloadClient()
  const enquiry = await payload.create({
    collection: 'contact-enquiries',
    data: { name: input.Name, email: input.Email, interest: input.Interest, message: input.Message },
    overrideAccess: false,
  })
  await sendEmail(payload, {
    to: getEnv().EMAIL_FROM,
    subject: `New enquiry from ${enquiry.name}`,
    text: `${enquiry.name} <${enquiry.email}> is interested in: ${enquiry.interest}\n\n${enquiry.message ?? ''}`,
  })
}
