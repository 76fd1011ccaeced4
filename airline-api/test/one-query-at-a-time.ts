/**
 * Set-up of the PostgreSQL pass (jest.config.mjs): a test file fails when node-postgres warns that a query was
 * sent on a connection already running one. That happens when reads run side by side on a transaction; they
 * go through airline-api/src/db/reads.ts readAll instead. node-postgres 9 will refuse such a query outright.
 */
const overlapping: string[] = [];
const listen = (warning: Error) => {
  if (warning.message.includes('already executing a query')) overlapping.push(warning.stack ?? warning.message);
};

beforeAll(() => {
  process.on('warning', listen);
});

afterAll(() => {
  process.off('warning', listen);
  expect(overlapping).toEqual([]);
});
