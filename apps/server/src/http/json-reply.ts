/** The content type of every JSON reply written as text. */
export const JSON_TYPE = 'application/json; charset=utf-8';
