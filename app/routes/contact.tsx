import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Form, useActionData, useLocation, useNavigation, useSearchParams } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { formConstraint } from '~/utils/constraint'
import { Alert } from '~/components/alert'
import { ErrorSummary, Field, RequiredNote, SelectField, TextareaField } from '~/components/field'
import { SecurityIdInput } from '~/components/security-id'
import { contactSchema, INTEREST_OPTIONS } from '~/domain/contact/contact.schema'
import { submitContactEnquiry } from '~/domain/contact/contact.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { Honeypot } from '~/components/honeypot'
import { isBotSubmission } from '~/utils/honeypot'
import { getPayloadClient } from '~/lib/payload.server'
import { useSteadyForm } from '~/utils/steady-form'

export const handle = { title: 'titles.contact' }


export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireSecureForm(request)
  // A bot: the same answer as a real enquiry, nothing kept or sent.
  if (isBotSubmission(formData)) return redirect('/contact?sent=1')
  const submission = parseWithZod(formData, { schema: contactSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  await submitContactEnquiry(await getPayloadClient(), submission.value)
  return redirect('/contact?sent=1')
}

export default function Contact() {
  const { t, lang } = useT()
  const [params] = useSearchParams()
  const location = useLocation()
  const sent = Boolean(params.get('sent'))
  // After an enquiry is sent the keyboard and screen readers go to the confirmation, and the form starts empty
  // (both new for each sent enquiry, as the page without JavaScript shows); a refused post goes to /contact, where
  // the same form keeps everything typed.
  return (
    <div className="narrow">
      <h1 lang={lang('contact.title')}>{t('contact.title')}</h1>
      <p lang={lang('contact.intro')}>{t('contact.intro')}</p>
      {sent ? <Alert key={location.key} type="success" title={<span lang={lang('contact.sent')}>{t('contact.sent')}</span>} focusOnLoad /> : null}
      <ContactForm key={sent ? location.key : 'contact'} />
    </div>
  )
}

function ContactForm() {
  const { t, lang } = useT()
  const actionData = useActionData<typeof action>()
  // A page may open the form with a message written for the visitor (the choose page's 'Ask the programme team').
  const [params] = useSearchParams()
  const interest = params.get('interest')
  const defaultValue: Record<'Name' | 'Email' | 'Interest' | 'Message', string | undefined> = {
    Name: undefined,
    Email: undefined,
    Interest: (INTEREST_OPTIONS as readonly string[]).includes(interest ?? '') ? (interest ?? undefined) : undefined,
    Message: params.get('message')?.slice(0, 1000) || undefined,
  }
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useSteadyForm({
    id: 'contact-form',
    lastResult: actionData?.result,
    defaultValue,
    constraint: formConstraint(contactSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  })
  return (
    <Form method="post" action="/contact" className="stack" {...getFormProps(form)}>
      <SecurityIdInput />
      <ErrorSummary form={form} fields={fields} />
      <RequiredNote />
      <fieldset disabled={busy} className="plain-fieldset stack">
      <Field label={<span lang={lang('contact.name')}>{t('contact.name')}</span>} meta={fields.Name} inputProps={{ autoComplete: 'name' }} />
      <Field label={<span lang={lang('contact.email')}>{t('contact.email')}</span>} meta={fields.Email} type="email" inputProps={{ autoComplete: 'email' }} />
      <SelectField
        label={<span lang={lang('contact.interest')}>{t('contact.interest')}</span>}
        meta={fields.Interest}
        placeholder={t('contact.interestPlaceholder')}
        placeholderLang={lang('contact.interestPlaceholder')}
        options={INTEREST_OPTIONS.map((option) => ({ id: option, title: t(`contact.interests.${option}`), lang: lang(`contact.interests.${option}`) }))}
      />
      {/* No maxLength: a longer paste is kept, and the counter and the schema say it is too long. */}
      <TextareaField label={<span lang={lang('contact.message')}>{t('contact.message')}</span>} meta={fields.Message} counter textareaProps={{ maxLength: undefined }} />
      </fieldset>
      <Honeypot formId="contact" />
      <div>
        <button type="submit" className="button button-primary" disabled={busy} lang={lang('contact.submit')}>{t('contact.submit')}</button>
      </div>
    </Form>
  )
}
