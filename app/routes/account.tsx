import { Outlet } from '@remix-run/react'
import { BehindModal } from '~/components/modal'
import type { ModalPageHandle } from '~/utils/modal-page'
import { HomeContent } from './_index'

/** Every step of the flow is a modal over the home page. */
export const handle: ModalPageHandle = { modalPage: true }

/** The account modal flow opens over the home page; moving between its steps keeps the page mounted. */
export default function AccountFlow() {
  return (
    <>
      <Outlet />
      <BehindModal>
        <HomeContent />
      </BehindModal>
    </>
  )
}
