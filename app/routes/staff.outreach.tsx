import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect } from 'react'
import { Alert } from '~/components/alert'
import { SecurityIdInput } from '~/components/security-id'
import { NUDGE_EVERY_DAYS } from '~/domain/programme/nudges'
import { outreachLists, parseOutreachQuery, queueNudge } from '~/domain/programme/outreach.server'
import type { OutreachPerson } from '~/domain/programme/outreach.server'
import { taxonomyItems } from '~/domain/reference/taxonomies.server'
import { formatDisplayDate } from '~/domain/shared/dates'
import { asTypedId, parseDocId } from '~/domain/shared/ids'
import { useT } from '~/i18n/use-t'
import { getPayloadClient } from '~/lib/payload.server'
import { keyedAlert, redirectWithAlert } from '~/utils/alerts.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { requireStaff } from '~/utils/staff.server'
import { useDatedText } from '~/components/event-dated-text'
import { TermText } from '~/components/term-text'
import { i18nServer } from '~/utils/i18n.server'
import { TableScroll } from '~/components/table-scroll'

export const handle = { title: 'titles.staffOutreach' }

/** Role models who have waited or gone quiet, with the nudges sent them in the last 30 days (staff only). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request)
  const query = parseOutreachQuery(new URL(request.url).searchParams)
  const [payload, locale] = await Promise.all([getPayloadClient(), i18nServer.getLocale(request)])
  // The lists' names in the page's language, marked where they fall back to English (decision 0053).
  const [lists, regions, industries] = await Promise.all([outreachLists({ payload, query }), taxonomyItems(payload, 'regions', locale), taxonomyItems(payload, 'industries', locale)])
  const ids = [...new Set([...lists.notInvited, ...lists.notAnswering, ...lists.expiringInARow].map((person) => person.id))]
  const recent = ids.length
    ? await payload.find({
      collection: 'nudges', depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { roleModel: true, createdAt: true },
      where: { and: [{ roleModel: { in: ids } }, { createdAt: { greater_than: new Date(Date.now() - NUDGE_EVERY_DAYS * 86_400_000).toISOString() } }] },
    })
    : { docs: [] }
  const nudgedOn = Object.fromEntries(recent.docs.map((doc) => [String(typeof doc.roleModel === 'object' ? doc.roleModel.id : doc.roleModel), doc.createdAt]))
  return json({
    query, lists, nudgedOn,
    regions: regions.map((region) => ({ id: region.id, title: region.title, lang: region.lang })),
    industries: industries.map((industry) => ({ id: industry.id, title: industry.title, lang: industry.lang })),
  }, { headers: { 'Cache-Control': 'private, no-store' } })
}

/** Queues a nudge email (the job sends it); a second within 30 days is refused and said. */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request)
  const formData = await requireSecureForm(request)
  const roleModelId = parseDocId(formData.get('roleModelId'))
  const name = String(formData.get('name') ?? '').slice(0, 200)
  // The refusal travels as its key, so the page marks it English where it falls back.
  if (roleModelId == null) return json({ messageKey: 'outreach.notFound', name, roleModelId: '' }, { status: 404 })
  const result = await queueNudge({ payload: await getPayloadClient(), staff, roleModelId: asTypedId(roleModelId) })
  if (!result.ok) {
    return json({ messageKey: result.error === 'too-soon' ? 'outreach.tooSoon' : 'outreach.notFound', name, roleModelId: String(roleModelId) }, { status: result.error === 'too-soon' ? 409 : 404 })
  }
  const back = new URL(request.url)
  return redirectWithAlert(request, `${back.pathname}${back.search}`, await keyedAlert(request, 'staff', 'success', ['outreach.nudged', { name }]))
}

export default function Outreach() {
  const { query, lists, nudgedOn, regions, industries } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const { t, lang, i18n } = useT('staff')
  // Inside an element marked English (for its attribute), a translated text says it is in the page's language.
  const own = (keys: string | string[], options?: Record<string, unknown>) => lang(keys, options) ?? i18n.language
  // Dates in the page's language, marked back inside an English sentence.
  const date = (value: string) => formatDisplayDate(value, i18n.language)
  const dated = useDatedText('staff')
  // A list's name in the filters' form (marked English for its name when that falls back) says its own language.
  const inMarkedForm = lang('dashboard.filters') ? i18n.language : undefined
  const regionName = new Map(regions.map((region) => [region.id, region]))
  const industryName = new Map(industries.map((industry) => [industry.id, industry]))
  useEffect(() => {
    if (refused) document.getElementById('outreach-refusal')?.focus()
  }, [refused])

  const table = (key: 'notInvited' | 'notAnswering' | 'expiringInARow', people: OutreachPerson[], count?: number) => (
    <section aria-labelledby={`${key}-heading`}>
      <h2 id={`${key}-heading`} lang={lang(`outreach.${key}`, { count })}>{t(`outreach.${key}`, { count })}</h2>
      {people.length ? (
        <TableScroll labelledBy={`${key}-heading`}>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col" lang={lang('outreach.name')}>{t('outreach.name')}</th>
                <th scope="col" lang={lang('outreach.region')}>{t('outreach.region')}</th>
                <th scope="col" lang={lang('outreach.industryColumn')}>{t('outreach.industryColumn')}</th>
                <th scope="col" lang={lang('outreach.since')}>{t('outreach.since')}</th>
                <th scope="col" lang={lang('outreach.nudge')}>{t('outreach.nudge')}</th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => {
                const name = person.name || person.email
                const nudged = nudgedOn[String(person.id)]
                return (
                  <tr key={`${key}-${person.id}-${person.since}`}>
                    <th scope="row"><a href={`/admin/collections/role-models/${person.id}`}>{name}</a></th>
                    <td>{person.region == null ? '' : <TermText term={regionName.get(person.region)} />}</td>
                    <td>{person.industry == null ? '' : <TermText term={industryName.get(person.industry)} />}</td>
                    <td lang={person.since ? undefined : lang('outreach.never')}>{person.since ? date(person.since) : t('outreach.never')}</td>
                    <td lang={nudged ? lang('outreach.nudgedOn') : undefined}>
                      {nudged ? dated('outreach.nudgedOn', { date: date(nudged) }) : (
                        <Form method="post">
                          <SecurityIdInput />
                          <input type="hidden" name="roleModelId" value={person.id} />
                          <input type="hidden" name="name" value={name} />
                          <button type="submit" className="button" disabled={busy} aria-label={t('outreach.nudgeLabel', { name })} lang={lang('outreach.nudgeLabel')}><span lang={own('outreach.nudge')}>{t('outreach.nudge')}</span></button>
                        </Form>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </TableScroll>
      ) : <p lang={lang('outreach.none')}>{t('outreach.none')}</p>}
    </section>
  )

  return (
    <div>
      <h1 lang={lang('outreach.title')}>{t('outreach.title')}</h1>
      <p lang={lang('outreach.intro')}>{t('outreach.intro')}</p>
      {refused ? <Alert id="outreach-refusal" type="warning" title={<span lang={lang(refused.messageKey)}>{t(refused.messageKey, { name: refused.name })}</span>} /> : null}
      <Form method="get" action="/staff/outreach" className="staff-filters" aria-label={t('dashboard.filters')} lang={lang('dashboard.filters')}>
        <label>
          <span lang={own('outreach.idle')}>{t('outreach.idle')}</span>
          <input type="number" name="idle" min={1} max={3660} defaultValue={query.idleDays} />
        </label>
        <label>
          <span lang={own('outreach.open')}>{t('outreach.open')}</span>
          <input type="number" name="open" min={1} max={365} defaultValue={query.openDays} />
        </label>
        <label>
          <span lang={own('dashboard.region')}>{t('dashboard.region')}</span>
          <select name="region" defaultValue={query.region ?? ''}>
            <option value="" lang={own('dashboard.any')}>{t('dashboard.any')}</option>
            {regions.map((region) => <option key={region.id} value={region.id} lang={region.lang ?? inMarkedForm}>{region.title}</option>)}
          </select>
        </label>
        <label>
          <span lang={own('outreach.industry')}>{t('outreach.industry')}</span>
          <select name="industry" defaultValue={query.industry ?? ''}>
            <option value="" lang={own('dashboard.any')}>{t('dashboard.any')}</option>
            {industries.map((industry) => <option key={industry.id} value={industry.id} lang={industry.lang ?? inMarkedForm}>{industry.title}</option>)}
          </select>
        </label>
        <button type="submit" className="button button-primary" lang={own('dashboard.apply')}>{t('dashboard.apply')}</button>
      </Form>
      {table('notInvited', lists.notInvited, query.idleDays)}
      {table('notAnswering', lists.notAnswering, query.openDays)}
      {table('expiringInARow', lists.expiringInARow)}
    </div>
  )
}
