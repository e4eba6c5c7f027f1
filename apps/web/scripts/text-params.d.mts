/** The file ./text-params.mjs writes, and the text it would write from the English texts now. */
export const paramsFile: string;
export function textParamsSource(): string;
