// Fails early, with a clear message, when the PostgreSQL server the API suite needs does not answer.
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.query('select 1');
  await client.end();
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${url}: ${error.message}`);
  console.error('The API suite runs on PostgreSQL too. Start it, or set TEST_DATABASE_URL (README "Tests").');
  process.exit(1);
}
