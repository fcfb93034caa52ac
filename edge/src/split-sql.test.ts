import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unstable_splitSqlQuery } from 'wrangler';
import { splitSql } from '../test-support/split-sql.js';

const MIGRATIONS = fileURLToPath(new URL('../../infra/migrations/', import.meta.url));

describe('splitSql: the statements wrangler d1 migrations apply would run', () => {
  it.each(readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')))('%s', (file) => {
    const sql = readFileSync(`${MIGRATIONS}${file}`, 'utf8');
    expect(splitSql(sql)).toEqual(unstable_splitSqlQuery(sql));
  });

  it.each([
    ['one statement', 'SELECT 1;'],
    ['no semicolon', 'SELECT 1'],
    [
      'a ; in a string, a quoted name and comments',
      `INSERT INTO "a;b" VALUES ('x;y', [c;d], \`e;f\`); -- c;\n/* d; */ SELECT 2;`,
    ],
    [
      'a trigger body',
      'CREATE TEMP TRIGGER t AFTER INSERT ON a BEGIN UPDATE b SET c = 1; DELETE FROM d; END; SELECT 3;',
    ],
    ['EXPLAIN before CREATE', 'EXPLAIN CREATE TRIGGER t AFTER INSERT ON a BEGIN SELECT 1; END; SELECT 2;'],
    ['a transaction', 'BEGIN TRANSACTION;\nCREATE TABLE a (b);\nINSERT INTO a VALUES (1);\nCOMMIT;'],
    ['empty statements and an unterminated tail', ';; SELECT 1;; SELECT 2'],
    ['an unterminated string', "SELECT 1; SELECT 'x"],
    ['an unterminated comment', 'SELECT 1; SELECT 2 /* no end'],
  ])('%s', (_, sql) => {
    expect(splitSql(sql)).toEqual(unstable_splitSqlQuery(sql));
  });
});
