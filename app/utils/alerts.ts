/** A one-off message handed to the next page (spec section 3: the modal alert's message and type). */
export type AlertType = 'success' | 'warning' | 'danger'
export type Alert = { message: string; messageType: AlertType; detail?: string }
export type FlashAlert = Alert | null | undefined
