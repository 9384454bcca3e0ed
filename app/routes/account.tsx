import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { BehindModal } from '~/components/modal'
import type { ModalPageHandle } from '~/utils/modal-page'
import { homeLoader } from './__home.server'
import { HomeContent } from './_index'

/** Every step of the flow is a modal over the home page. */
export const handle: ModalPageHandle = { modalPage: true }

/** The home behind the modal: the same copy, image and kept figures as the home page. */
export async function loader({ request }: LoaderFunctionArgs) {
  return json(await homeLoader(request))
}

/** The account modal flow opens over the home page; moving between its steps keeps the page mounted. */
export default function AccountFlow() {
  const home = useLoaderData<typeof loader>()
  return (
    <>
      <Outlet />
      <BehindModal>
        <HomeContent home={home} />
      </BehindModal>
    </>
  )
}
