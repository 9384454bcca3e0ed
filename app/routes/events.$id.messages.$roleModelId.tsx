import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useParams } from '@remix-run/react'
import { MessageThread } from '~/components/message-thread'
import type { TitleHandle } from '~/components/page-title'
import { threadAction, threadLoader } from '~/routes/__message-thread.server'
import { requireTeacher } from '~/utils/auth.server'
import messagesStyles from '~/styles/messages.css'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: messagesStyles }]
export const handle: TitleHandle = { title: 'events:threads.heading' }

const self = (eventId?: string, roleModelId?: string) => `/events/${eventId}/messages/${roleModelId}`

/** The school's thread with one role model of its event (issue 52): the organiser and the subscribed teachers. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const teacher = await requireTeacher(request)
  return threadLoader({ request, user: teacher, eventParam: params.id, roleModelParam: params.roleModelId, back: `/events/${params.id}` })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const teacher = await requireTeacher(request)
  return threadAction({ request, user: teacher, eventParam: params.id, roleModelParam: params.roleModelId, self: self(params.id, params.roleModelId) })
}

export default function SchoolThreadPage() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const params = useParams()
  return <MessageThread data={data} action={self(params.id, params.roleModelId)} actionData={actionData} />
}
