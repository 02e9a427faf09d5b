/** A YYYY-MM-DD day as readers read it, the same on the server and in every browser: "2 October 2026". */
export const formatDay = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
