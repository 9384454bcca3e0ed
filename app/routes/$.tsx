import type { LoaderFunctionArgs } from '@remix-run/node'
import { httpError } from '~/utils/http-errors.server'

/** Any path no route claims: the root error boundary renders the 404 page in the visitor's language. */
export async function loader({ request }: LoaderFunctionArgs) {
  throw await httpError(request, 404)
}

export default function NotFound() {
  return null
}
