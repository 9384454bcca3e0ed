import { Outlet } from '@remix-run/react'
import { HomeContent } from './_index'

/** The account modal flow opens over the home page; moving between its steps keeps the page mounted. */
export default function AccountFlow() {
  return (
    <>
      <HomeContent />
      <Outlet />
    </>
  )
}
