/**
 * Splits a migration into statements as `wrangler d1 migrations apply` does (wrangler's
 * `unstable_splitSqlQuery`, a port of SQLite's sqlite3_complete): at each `;` outside strings, quoted
 * names and comments, except inside a CREATE TRIGGER's BEGIN … END. Its own copy because importing
 * wrangler costs every test process that migrates a D1 about 2 s; split-sql.test.ts holds it to
 * wrangler's answer on every file of infra/migrations.
 */

type Token = 'semi' | 'ws' | 'other' | 'explain' | 'create' | 'temp' | 'trigger' | 'end';
type State = 'invalid' | 'start' | 'normal' | 'explain' | 'create' | 'trigger' | 'semi' | 'end';

/** sqlite3_complete's transitions; a statement ends when the state becomes 'start'. */
const NEXT: Record<State, Record<Token, State>> = {
  // semi ws other explain create temp trigger end
  invalid: row('start invalid normal explain create normal normal normal'),
  start: row('start start normal explain create normal normal normal'),
  normal: row('start normal normal normal normal normal normal normal'),
  explain: row('start explain explain normal create normal normal normal'),
  create: row('start create normal normal normal create trigger normal'),
  trigger: row('semi trigger trigger trigger trigger trigger trigger trigger'),
  semi: row('semi semi trigger trigger trigger trigger trigger end'),
  end: row('start end trigger trigger trigger trigger trigger trigger'),
};

function row(states: string): Record<Token, State> {
  const [semi, ws, other, explain, create, temp, trigger, end] = states.split(' ') as State[];
  return { semi, ws, other, explain, create, temp, trigger, end } as Record<Token, State>;
}

const KEYWORDS: Record<string, Token> = {
  explain: 'explain',
  create: 'create',
  temp: 'temp',
  temporary: 'temp',
  trigger: 'trigger',
  end: 'end',
};
const IDENTIFIER = /[A-Za-z0-9_$\u0080-\uffff]/;

/** The statements of `sql`, trimmed, in order (an unterminated last one included). */
export function splitSql(source: string): string[] {
  // D1 runs a migration in a transaction of its own.
  const sql = source.includes('BEGIN TRANSACTION')
    ? source.replace('BEGIN TRANSACTION;', '').replace('COMMIT;', '')
    : source;
  const trimmed = sql.trimEnd();
  if (!trimmed.includes(';') || trimmed.indexOf(';') === trimmed.length - 1) return [sql];
  const statements: string[] = [];
  let state: State = 'invalid';
  let useful = false;
  let start = 0;
  let i = 0;
  for (; i < sql.length; i++) {
    const c = sql[i]!;
    let token: Token = 'other';
    if (c === ';') token = 'semi';
    else if (c === ' ' || c === '\r' || c === '\t' || c === '\n' || c === '\f') token = 'ws';
    else if ((c === '/' && sql[i + 1] === '*') || (c === '-' && sql[i + 1] === '-')) {
      const close = c === '/' ? sql.indexOf('*/', i + 2) : sql.indexOf('\n', i + 2);
      if (close === -1) break;
      i = c === '/' ? close + 1 : close;
      token = 'ws';
    } else if (c === '[' || c === "'" || c === '"' || c === '`') {
      const close = sql.indexOf(c === '[' ? ']' : c, i + 1);
      if (close === -1) {
        useful = true;
        break;
      }
      i = close;
    } else if (IDENTIFIER.test(c)) {
      const from = i;
      while (i + 1 < sql.length && IDENTIFIER.test(sql[i + 1]!)) i++;
      token = KEYWORDS[sql.slice(from, i + 1).toLowerCase()] ?? 'other';
    }
    useful ||= token !== 'semi' && token !== 'ws';
    state = NEXT[state][token];
    if (state === 'start') {
      const statement = sql.slice(start, i).trim();
      if (useful && statement) statements.push(statement);
      start = i + 1;
      state = 'invalid';
      useful = false;
    }
  }
  if (useful && start < sql.length) statements.push(sql.slice(start).trim());
  return statements.length === 0 ? [sql] : statements;
}
