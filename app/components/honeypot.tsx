import { useT } from '~/i18n/use-t'
import { HONEYPOT_FIELD } from '~/utils/honeypot'

/** The hidden bot-check field of a public form (see app/utils/honeypot.ts). */
export function Honeypot({ formId }: { formId: string }) {
  const { t, lang } = useT()
  const id = `${formId}-website`
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id} lang={lang('honeypot')}>{t('honeypot')}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
