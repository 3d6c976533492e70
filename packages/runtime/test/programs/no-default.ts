/** A module that forgot `export default defineProgram(...)`. */
export const main = async (): Promise<number> => 1;
