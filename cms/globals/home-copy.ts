/** The home's copy as shipped (English; te reo Māori falls back to it until written). */
export const HOME_WHAT_TEXT = 'Volunteers from every kind of work visit classrooms, in person or online, and tell students how they got where they are: what they studied, what changed their mind, what a working day is like. Schools plan the visits; the programme vets every volunteer.'
export const HOME_WHO_TEXT = '- **Students** in years 7 to 13, who meet people doing jobs they may never have heard of.\n- **Teachers and careers advisers**, who plan an event and choose who comes.\n- **Anyone in work** willing to give an hour now and then: no special experience needed.'

