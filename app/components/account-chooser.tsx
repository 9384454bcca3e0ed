import { Link, useSearchParams } from '@remix-run/react'
import { safeRedirectPath } from '~/domain/shared/redirect'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { AccountModal } from './account-modal'
import { SecurityIdInput } from './security-id'
import { TabBar } from './tab-bar'

/**
 * The login and sign-up modal: tabs Login and Sign up (the spec's words), each with a role-model option and a school or
 * teacher option. Schools and teachers continue with the Education Sector Logon (single sign-on form), which brings
 * them back to the page that sent them here (`?returnTo=`, a path on this site; the server checks it again).
 */
export function AccountChooser({ tab }: { tab: 'log-in' | 'sign-up' }) {
  const { t, lang } = useT('account')
  const m = useMarkedText('account')
  const logIn = tab === 'log-in'
  const returnTo = safeRedirectPath(useSearchParams()[0].get('returnTo'), '')
  const keep = returnTo ? `?${new URLSearchParams({ returnTo })}` : ''
  return (
    <AccountModal title={m(logIn ? 'modal.logInTitle' : 'modal.signUpTitle')}>
      <TabBar
        label={t('modal.tabs')}
        labelLang={lang('modal.tabs')}
        tabs={[
          { to: `/account/log-in${keep}`, label: t('modal.logInTab'), lang: lang('modal.logInTab'), current: logIn },
          { to: `/account/sign-up${keep}`, label: t('modal.signUpTitle'), lang: lang('modal.signUpTitle'), current: !logIn },
        ]}
      />
      <div className="choice-list">
        <Link className="choice" to={logIn ? '/account/log-in/role-model' : '/account/sign-up/role-model'}>
          <strong>{m(logIn ? 'modal.roleModelLogIn' : 'modal.roleModelSignUp')}</strong>
          {m(logIn ? 'modal.roleModelLogInText' : 'modal.roleModelSignUpText')}
        </Link>
        <form method="post" action="/auth/sso" className="choice">
          <SecurityIdInput />
          <input type="hidden" name="AuthenticationMethod" value="SSO" />
          {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
          <p className="field-hint" lang={lang('modal.eslMessage')}>{t('modal.eslMessage')}</p>
          <button type="submit" className="button button-secondary" lang={lang(logIn ? 'modal.schoolLogIn' : 'modal.schoolSignUp')}>{logIn ? t('modal.schoolLogIn') : t('modal.schoolSignUp')}</button>
        </form>
      </div>
    </AccountModal>
  )
}
