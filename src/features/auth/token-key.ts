/** The local-storage entry that holds the session token (spec §3, §9). */
export const TOKEN_KEY = 'token';
