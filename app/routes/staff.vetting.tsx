import { parseWithZod } from '@conform-to/zod'
import { useEffect } from 'react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FieldErrorSummary } from '~/components/field'
import { SecurityIdInput } from '~/components/security-id'
import { formatDisplayDate } from '~/domain/shared/dates'
import { checkDecisionSchema, decideCheck, vettingQueue } from '~/domain/vetting/queue.server'
import { errorKey, translateError } from '~/i18n/messages'
import { useT } from '~/i18n/use-t'
import { getPayloadClient } from '~/lib/payload.server'
import { keyedAlert, redirectWithAlert } from '~/utils/alerts.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { requireStaff } from '~/utils/staff.server'
import { TableScroll } from '~/components/table-scroll'

export const handle = { title: 'titles.staffVetting' }

/**
 * Consents waiting for the team to ask NZ Police (with the legal name and date of birth the request needs), checks
 * waiting for their result, the longest waiting first, and checks expiring soon (staff only).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request)
  return json(await vettingQueue({ payload: await getPayloadClient() }), { headers: { 'Cache-Control': 'private, no-store' } })
}

/**
 * Record that NZ Police were asked (one press), then the result: approve (one press) or decline with a reason (two:
 * open, then confirm), with the collection's emails and rules.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request)
  const formData = await requireSecureForm(request)
  const submission = parseWithZod(formData, { schema: checkDecisionSchema })
  const roleModelId = String(formData.get('roleModelId') ?? '')
  const reason = String(formData.get('reason') ?? '')
  if (submission.status !== 'success') {
    // `ok: false` makes the page title start with 'Error:' (decision 0043).
    return json({ ok: false, roleModelId, reason, error: submission.error?.reason?.[0] ?? 'staff:vetting.notPending' }, { status: 400 })
  }
  const result = await decideCheck({ payload: await getPayloadClient(), staff, decision: submission.value })
  if (!result.ok) return json({ ok: false, roleModelId, reason, error: result.error === 'not-waiting' ? 'staff:vetting.notWaiting' : 'staff:vetting.notPending' }, { status: 409 })
  const message = [{ requested: 'vetting.requestedDone', approve: 'vetting.approved', decline: 'vetting.declined' }[submission.value.decision], { name: result.name }] as const
  return redirectWithAlert(request, '/staff/vetting', await keyedAlert(request, 'staff', 'success', message))
}

export default function VettingQueue() {
  const { consents, consentsTotal, pending, pendingTotal, expiring } = useLoaderData<typeof loader>()
  const failed = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const { t, lang, i18n } = useT('staff')
  const errorText = (key: string) => translateError(t, key)
  const errorLang = (error: string) => lang(errorKey(error).key, errorKey(error).options)
  // Inside an element marked English (for its attribute or its own text), a translated text says it is in the page's language.
  const own = (keys: string | string[], options?: Record<string, unknown>) => lang(keys, options) ?? i18n.language
  const date = (value: string) => formatDisplayDate(value, i18n.language)
  // With JavaScript the page is not reloaded after a refused decline: the reason field is focused here (without it the
  // error summary takes the focus on load, as every form's does).
  useEffect(() => {
    if (failed && failed.error !== 'staff:vetting.notWaiting') document.getElementById(`reason-${failed.roleModelId}`)?.focus()
  }, [failed])
  return (
    <div>
      <h1 lang={lang('vetting.title')}>{t('vetting.title')}</h1>
      <section aria-labelledby="consents-heading">
        <h2 id="consents-heading" lang={lang('vetting.consents')}>{t('vetting.consents')} <span className="muted" lang={own('vetting.consentsCount', { count: consentsTotal })}>({t('vetting.consentsCount', { count: consentsTotal })})</span></h2>
        {consentsTotal > consents.length ? <p lang={lang('vetting.consentsMore', { count: consentsTotal })}>{t('vetting.consentsMore', { shown: consents.length, count: consentsTotal })}</p> : null}
        {failed?.error === 'staff:vetting.notWaiting' ? <p role="alert" className="field-error" lang={errorLang(failed.error)}>{errorText(failed.error)}</p> : null}
        {consents.length ? (
          <>
            <p lang={lang('vetting.consentsIntro')}>{t('vetting.consentsIntro')}</p>
            <TableScroll labelledBy="consents-heading">
              <table className="staff-table staff-queue">
                <thead>
                  <tr>
                    <th scope="col" lang={lang('vetting.name')}>{t('vetting.name')}</th>
                    <th scope="col" lang={lang('vetting.legalName')}>{t('vetting.legalName')}</th>
                    <th scope="col" lang={lang('vetting.dateOfBirth')}>{t('vetting.dateOfBirth')}</th>
                    <th scope="col" lang={lang('vetting.consentGiven')}>{t('vetting.consentGiven')}</th>
                    <th scope="col" lang={lang('vetting.decision')}>{t('vetting.decision')}</th>
                  </tr>
                </thead>
                <tbody>
                  {consents.map((row) => (
                    <tr key={row.id}>
                      <th scope="row"><a href={`/admin/collections/role-models/${row.id}`}>{row.name || row.email}</a>{row.renewal ? <> <span className="muted" lang={lang('vetting.renewal')}>({t('vetting.renewal')})</span></> : null}</th>
                      <td>{row.legalName}</td>
                      <td>{row.dateOfBirth ? date(row.dateOfBirth) : ''}</td>
                      <td>{date(row.consentAt)}</td>
                      <td>
                        <Form method="post">
                          <SecurityIdInput />
                          <input type="hidden" name="roleModelId" value={row.id} />
                          <button type="submit" name="decision" value="requested" className="button button-primary" disabled={busy} aria-label={t('vetting.recordRequestedLabel', { name: row.name || row.email })} lang={lang('vetting.recordRequestedLabel')}>
                            <span lang={own('vetting.recordRequested')}>{t('vetting.recordRequested')}</span>
                          </button>
                        </Form>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        ) : <p lang={lang('vetting.noneConsents')}>{t('vetting.noneConsents')}</p>}
      </section>

      <section aria-labelledby="pending-heading">
        <h2 id="pending-heading" lang={lang('vetting.pending')}>{t('vetting.pending')} <span className="muted" lang={own('vetting.pendingCount', { count: pendingTotal })}>({t('vetting.pendingCount', { count: pendingTotal })})</span></h2>
        {pendingTotal > pending.length ? <p lang={lang('vetting.pendingMore', { count: pendingTotal })}>{t('vetting.pendingMore', { shown: pending.length, count: pendingTotal })}</p> : null}
        {failed && failed.error !== 'staff:vetting.notWaiting' && !pending.some((row) => String(row.id) === failed.roleModelId) ? <p role="alert" className="field-error" lang={errorLang(failed.error)}>{errorText(failed.error)}</p> : null}
        <FieldErrorSummary errors={failed && failed.error !== 'staff:vetting.notWaiting' && pending.some((row) => String(row.id) === failed.roleModelId) ? [{ fieldId: `reason-${failed.roleModelId}`, error: failed.error }] : []} ns={['staff', 'validation']} />
        {pending.length ? (
          <TableScroll labelledBy="pending-heading">
            <table className="staff-table staff-queue">
              <thead>
                <tr>
                  <th scope="col" lang={lang('vetting.name')}>{t('vetting.name')}</th>
                  <th scope="col" lang={lang('vetting.email')}>{t('vetting.email')}</th>
                  <th scope="col" lang={lang('vetting.received')}>{t('vetting.received')}</th>
                  <th scope="col" className="number" lang={lang('vetting.waited')}>{t('vetting.waited')}</th>
                  <th scope="col" lang={lang('vetting.decision')}>{t('vetting.decision')}</th>
                </tr>
              </thead>
              <tbody>
                {pending.map((row) => {
                  const error = failed?.roleModelId === String(row.id) && failed.error !== 'staff:vetting.notWaiting' ? failed : null
                  const errorId = `decline-error-${row.id}`
                  return (
                    <tr key={row.id}>
                      <th scope="row"><a href={`/admin/collections/role-models/${row.id}`}>{row.name || row.email}</a></th>
                      <td>{row.email}</td>
                      <td>{row.receivedAt ? date(row.receivedAt) : ''}</td>
                      <td className="number" lang={row.daysWaiting == null ? undefined : lang('vetting.days', { count: row.daysWaiting })}>{row.daysWaiting == null ? '' : t('vetting.days', { count: row.daysWaiting })}</td>
                      <td>
                        <div className="staff-decide">
                          <Form method="post">
                            <SecurityIdInput />
                            <input type="hidden" name="roleModelId" value={row.id} />
                            <button type="submit" name="decision" value="approve" className="button button-primary" disabled={busy} aria-label={t('vetting.approveLabel', { name: row.name || row.email })} lang={lang('vetting.approveLabel')}>
                              <span lang={own('vetting.approve')}>{t('vetting.approve')}</span>
                            </button>
                          </Form>
                          <details open={Boolean(error)}>
                            <summary aria-label={t('vetting.declineLabel', { name: row.name || row.email })} lang={lang('vetting.declineLabel')}><span lang={own('vetting.decline')}>{t('vetting.decline')}</span></summary>
                            <Form method="post" className="stack">
                              <SecurityIdInput />
                              <input type="hidden" name="roleModelId" value={row.id} />
                              <label htmlFor={`reason-${row.id}`} lang={lang('vetting.reason')}>{t('vetting.reason')}</label>
                              <textarea
                                id={`reason-${row.id}`}
                                name="reason"
                                defaultValue={error?.reason ?? ''}
                                aria-invalid={error ? true : undefined}
                                aria-describedby={error ? errorId : undefined}
                              />
                              {error ? <p id={errorId} className="field-error" lang={errorLang(error.error)}>{errorText(error.error)}</p> : null}
                              <button type="submit" name="decision" value="decline" className="button" disabled={busy} lang={lang('vetting.confirmDecline')}>{t('vetting.confirmDecline')}</button>
                            </Form>
                          </details>
                        </div>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </TableScroll>
        ) : <p lang={lang('vetting.nonePending')}>{t('vetting.nonePending')}</p>}
      </section>

      <section aria-labelledby="expiring-heading">
        <h2 id="expiring-heading" lang={lang('vetting.expiring')}>{t('vetting.expiring')}</h2>
        {expiring.length ? (
          <TableScroll labelledBy="expiring-heading">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col" lang={lang('vetting.name')}>{t('vetting.name')}</th>
                  <th scope="col" lang={lang('vetting.email')}>{t('vetting.email')}</th>
                  <th scope="col" lang={lang('vetting.expires')}>{t('vetting.expires')}</th>
                </tr>
              </thead>
              <tbody>
                {expiring.map((row) => (
                  <tr key={row.id}>
                    <th scope="row"><a href={`/admin/collections/role-models/${row.id}`}>{row.name || row.email}</a></th>
                    <td>{row.email}</td>
                    <td>{date(row.expiresAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : <p lang={lang('vetting.noneExpiring')}>{t('vetting.noneExpiring')}</p>}
      </section>
    </div>
  )
}
