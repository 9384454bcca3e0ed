import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useParams } from '@remix-run/react'
import { MessageThread } from '~/components/message-thread'
import type { TitleHandle } from '~/components/page-title'
import { threadAction, threadLoader } from '~/routes/__message-thread.server'
import { requireRoleModel } from '~/utils/auth.server'
import messagesStyles from '~/styles/messages.css'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: messagesStyles }]
export const handle: TitleHandle = { title: 'events:threads.heading' }

const self = (eventId?: string) => `/role-model/events/${eventId}/messages`

/** The role model's thread with the school about one event (issue 52). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const roleModel = await requireRoleModel(request)
  return threadLoader({ request, user: roleModel, eventParam: params.eventId, roleModelParam: String(roleModel.id), back: `/role-model/events/${params.eventId}` })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const roleModel = await requireRoleModel(request)
  return threadAction({ request, user: roleModel, eventParam: params.eventId, roleModelParam: String(roleModel.id), self: self(params.eventId) })
}

export default function RoleModelThreadPage() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const params = useParams()
  return <MessageThread data={data} action={self(params.eventId)} actionData={actionData} />
}
