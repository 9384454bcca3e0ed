import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { useLoaderData, useSearchParams } from '@remix-run/react'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { BehindModal } from '~/components/modal'
import type { TitleHandle } from '~/components/page-title'
import { TabBar } from '~/components/tab-bar'
import { nzDate } from '~/domain/shared/dates'
import { STYLE_GUIDE_TABS, tabFromParam, tabPath } from '~/domain/style-guide/tabs'
import type { StyleGuideTab } from '~/domain/style-guide/tabs'
import { invalid } from '~/utils/conform.server'
import { requireSecureForm } from '~/utils/csrf.server'
import type { ModalPageHandle } from '~/utils/modal-page'
import { requireDeveloperPageAccess } from '~/utils/staff.server'
import { AlertsTab, ChoosersTab, DisclosuresTab, FieldsTab, ModalsTab, StyleGuideModal, PlaygroundTab } from './examples'
import { httpError } from '~/utils/http-errors.server'
import eventsStyles from '~/styles/events.css'
import { checkPlayground } from './playground.server'

/** The date picker's styles live with the event forms' (its only other users). */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]

export const handle: ModalPageHandle & TitleHandle = {
  title: 'titles.styleGuide',
  modalPage: ({ data, search }) => (data as { tab?: StyleGuideTab } | undefined)?.tab === 'modals' && search.has('modal'),
}

async function tabOf(request: Request, params: { tab?: string }): Promise<StyleGuideTab> {
  const tab = tabFromParam(params.tab)
  if (!tab) throw await httpError(request, 404)
  return tab
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireDeveloperPageAccess(request)
  return json({ tab: await tabOf(request, params), today: nzDate(new Date()) })
}

/** The playground's form: checked on the server as every form is, then nothing is kept. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireDeveloperPageAccess(request)
  if ((await tabOf(request, params)) !== 'playground') throw await httpError(request, 405)
  const formData = await requireSecureForm(request)
  const submission = checkPlayground(formData)
  if (submission.status !== 'success') return invalid(submission, { hide: ['Password'] })
  return redirect(`${tabPath('playground')}?valid=1`)
}

const PANELS: Record<StyleGuideTab, ComponentType<{ today: string }>> = {
  alerts: AlertsTab,
  fields: FieldsTab,
  choosers: ChoosersTab,
  disclosures: DisclosuresTab,
  modals: ModalsTab,
  playground: PlaygroundTab,
}

export default function StyleGuide() {
  const { t } = useTranslation('styleguide')
  const { tab, today } = useLoaderData<typeof loader>()
  const [search] = useSearchParams()
  const Panel = PANELS[tab]
  const modal = tab === 'modals' ? search.get('modal') : null
  return (
    <>
      {/* A modal page's dialog comes first: without JavaScript it is then the page's only reachable content. */}
      {modal ? <StyleGuideModal which={modal} /> : null}
      <BehindModal>
        <div className="style-guide">
          <h1>{t('title')}</h1>
          <p className="lead">{t('intro')}</p>
          <TabBar label={t('tabsLabel')} tabs={STYLE_GUIDE_TABS.map((name) => ({ to: tabPath(name), label: t(`tabs.${name}`), current: name === tab }))} />
          <div className="style-guide-panel">
            <Panel today={today} />
          </div>
        </div>
      </BehindModal>
    </>
  )
}
