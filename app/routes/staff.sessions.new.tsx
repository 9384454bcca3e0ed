import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { SessionForm } from '~/components/session-form'
import { createSession } from '~/domain/sessions/sessions.server'
import { nzDate } from '~/domain/shared/dates'
import { useT } from '~/i18n/use-t'
import { getPayloadClient } from '~/lib/payload.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { requireStaff } from '~/utils/staff.server'
import { parseSessionForm } from './__staff-sessions.server'

export const handle = { title: 'staff:sessions.newTitle' }

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request)
  return json({ today: nzDate(new Date()) })
}

/** Staff create a session (JavaScript on or off): saved, to its page to choose presenters; refused, the form with its messages. */
export async function action({ request }: ActionFunctionArgs) {
  const staff = { ...(await requireStaff(request)), collection: 'staff' as const }
  const submission = parseSessionForm(await requireSecureForm(request))
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  const made = await createSession(await getPayloadClient(), staff, submission.value)
  if (!made.ok) return json({ result: submission.reply({ formErrors: [made.message] }) }, { status: 409 })
  return redirect(`/staff/sessions/${made.id}?saved=1`, { status: 303 })
}

export default function NewSession() {
  const { today } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, lang } = useT('staff')
  return (
    <div className="narrow-page">
      <h1 lang={lang('sessions.newTitle')}>{t('sessions.newTitle')}</h1>
      <SessionForm defaultValue={{ YearLevels: [] }} lastResult={actionData?.result} today={today} />
    </div>
  )
}
