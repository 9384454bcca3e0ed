/** Any path no route claims: the root error boundary renders the 404 page in the visitor's language. */
export function loader() {
  throw new Response('Not found', { status: 404 })
}

export default function NotFound() {
  return null
}
