import type { MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { Alert } from '~/components/alert'
import type { TitleHandle } from '~/components/page-title'
import { VoiceForm } from '~/components/voice-form'
import { useT } from '~/i18n/use-t'
import { voiceSurveyAction, voiceSurveyLoader } from '~/routes/__voice-survey.server'

export const handle: TitleHandle = { title: 'voice:title' }
export const meta: MetaFunction = () => [{ name: 'robots', content: 'noindex' }]

export const loader = voiceSurveyLoader
export const action = voiceSurveyAction

export default function VoiceSurvey() {
  const { formAction, thanks, refusal: pageRefusal } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const location = useLocation()
  const { t, lang } = useT('voice')
  const refusal = actionData?.refusal ?? pageRefusal
  const closedForGood = pageRefusal !== null
  return (
    <div className="narrow">
      <h1 lang={lang('title')}>{t('title')}</h1>
      {thanks ? <Alert key={location.key} type="success" title={<span lang={lang('thanks')}>{t('thanks')}</span>} focusOnLoad /> : null}
      {refusal ? <Alert key={`${location.key}-${refusal}`} type="warning" title={<span lang={lang(`refused.${refusal}`)}>{t(`refused.${refusal}`)}</span>} focusOnLoad /> : null}
      {thanks || closedForGood ? null : (
        <>
          <p lang={lang('intro')}>{t('intro')}</p>
          <VoiceForm action={formAction} lastResult={actionData?.result} />
        </>
      )}
    </div>
  )
}
