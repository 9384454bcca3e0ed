import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { ProfileForm } from '~/components/profile-form'
import type { TitleHandle } from '~/components/page-title'
import { VettingForm } from '~/components/vetting-form'
import { profileFormAction, profileFormLoader, vettingStepAction, vettingStepLoader } from '~/routes/__profile-actions.server'
import { requireRoleModel } from '~/utils/auth.server'
import { httpError } from '~/utils/http-errors.server'

/**
 * The profile's three forms, one route: creating it in two steps (basic information, then your journey) and editing
 * it whole. Each step's form, title, next page and message come from this table.
 */
const STEPS = {
  'basic-information': {
    kind: 'basic', title: 'titles.roleModelProfileBasicInformation', heading: 'form.basicInformation', number: 1, minutes: 10,
    back: '/role-model', next: '/role-model/profile/your-journey', saved: 'form.savedBasic',
  },
  'your-journey': {
    kind: 'journey', title: 'titles.roleModelProfileYourJourney', heading: 'form.yourJourney', number: 2, minutes: 15,
    back: '/role-model/profile/basic-information', next: '/role-model', saved: 'form.savedProfile',
  },
  // The criminal record check's details and consent (decision 0084): no part of the profile's completeness.
  vetting: { kind: 'vetting', title: 'titles.roleModelProfileVetting', heading: null, number: null, minutes: null, back: '/role-model', next: '/role-model#check', saved: 'vetting.saved' },
  edit: { kind: 'edit', title: 'titles.roleModelProfileEdit', heading: null, number: null, minutes: null, back: '/role-model', next: '/role-model', saved: 'form.savedProfile' },
} as const

type StepName = keyof typeof STEPS
const stepOf = (name: string | undefined): StepName | null => (name && Object.hasOwn(STEPS, name) ? (name as StepName) : null)

export const handle: TitleHandle = { titleKey: (data: { step?: StepName } | undefined) => (data?.step ? STEPS[data.step].title : undefined) }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const step = stepOf(params.step)
  if (!step) throw await httpError(request, 404)
  const user = await requireRoleModel(request)
  if (step === 'vetting') return json({ step, vetting: await vettingStepLoader(user), profile: null })
  return json({ step, vetting: null, profile: await profileFormLoader(request, user) })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const step = stepOf(params.step)
  if (!step) throw await httpError(request, 404)
  const user = await requireRoleModel(request)
  const { kind, next, saved } = STEPS[step]
  if (kind === 'vetting') return vettingStepAction(request, user, { to: next, messageKey: saved })
  return profileFormAction(request, user, kind, { to: next, messageKey: saved })
}

export default function ProfileStep() {
  const { step, vetting, profile } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, lang } = useT('profile')
  const { kind, heading, number, minutes, back } = STEPS[step]
  const lastResult = actionData && 'result' in actionData ? actionData.result : null
  if (vetting) {
    return (
      <div className="narrow">
        <h1 lang={lang('vetting.stepTitle')}>{t('vetting.stepTitle')}</h1>
        <p lang={lang('vetting.intro')}>{t('vetting.intro')}</p>
        {vetting.timeline.mayGiveDetails ? (
          <VettingForm legalName={vetting.legalName} dateOfBirthGiven={vetting.dateOfBirthGiven} today={vetting.today} lastResult={lastResult} />
        ) : (
          <p lang={lang(vetting.timeline.stage === 'requested' ? 'vetting.requestedLocked' : 'vetting.notNow')}>{t(vetting.timeline.stage === 'requested' ? 'vetting.requestedLocked' : 'vetting.notNow')}</p>
        )}
        <p><Link to={back} lang={lang('form.back')}>{t('form.back')}</Link></p>
      </div>
    )
  }
  if (!profile || kind === 'vetting') return null
  return (
    <div className="narrow">
      {heading && number && minutes ? (
        <>
          <p className="muted" lang={lang('form.step', { step: number })}>{t('form.step', { step: number })}</p>
          <h1><span lang={lang('form.createTitle')}>{t('form.createTitle')}</span>: <span lang={lang(heading)}>{t(heading)}</span></h1>
          <p className="muted" lang={lang('form.aboutMinutes', { minutes })}>{t('form.aboutMinutes', { minutes })}</p>
        </>
      ) : (
        <h1 lang={lang('form.editTitle')}>{t('form.editTitle')}</h1>
      )}
      <ProfileForm kind={kind} {...profile} lastResult={lastResult} backHref={back} />
    </div>
  )
}
