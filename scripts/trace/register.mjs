import { register } from 'node:module'

register('./css-stub.mjs', import.meta.url)
