/** Any path no route claims: the root error boundary renders the 404 page in the visitor's language. */
export function loader() {
  throw new Response(null, { status: 404 })
}
