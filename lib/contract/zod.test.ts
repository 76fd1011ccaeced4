import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z as plainZod } from 'zod';
import * as contract from './index';
import {
  ComplaintBodySchema,
  LoginBodySchema,
  MyOrdersQuerySchema,
  QrStatusQuerySchema,
  ReserveBodySchema,
} from './index';
import { hasNoNul } from './zod';

type Internals = { _zod: { def: Record<string, unknown> & { type: string; checks?: Internals[] } } };

/** Every string schema reachable from `schema` (objects, arrays, unions, records, wrappers, pipes). */
function stringsOf(schema: Internals, seen = new Set<Internals>()): Internals[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  if (def.type === 'string') return [schema];
  const children: unknown[] = [
    ...Object.values((def.shape as Record<string, unknown> | undefined) ?? {}),
    ...((def.options as unknown[] | undefined) ?? []),
    ...((def.items as unknown[] | undefined) ?? []),
    def.element,
    def.innerType,
    def.in,
    def.out,
    def.left,
    def.right,
    def.keyType,
    def.valueType,
    def.rest,
    typeof def.getter === 'function' ? (def.getter as () => unknown)() : undefined,
  ];
  return children
    .filter((c): c is Internals => !!c && typeof c === 'object' && '_zod' in c)
    .flatMap((c) => stringsOf(c, seen));
}

const refusesNul = (s: Internals) => (s._zod.def.checks ?? []).some((check) => check._zod.def.fn === hasNoNul);

const schemas = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, Internals] => !!entry[1] && typeof entry[1] === 'object' && '_zod' in entry[1],
);

describe('contract strings refuse NUL (PostgreSQL refuses it in text)', () => {
  it('every string of every contract schema carries the refusal', () => {
    expect(schemas.length).toBeGreaterThan(100);
    const bare = schemas.filter(([, schema]) => stringsOf(schema).some((s) => !refusesNul(s))).map(([name]) => name);
    expect(bare).toEqual([]);
    // The walk itself sees a plain zod string as bare.
    expect(refusesNul(plainZod.string() as unknown as Internals)).toBe(false);
  });

  it('refuses a NUL in body fields, query values and ids, with the same code as any wrong field', () => {
    const login = LoginBodySchema.safeParse({ cellphone: '13800138000', password: 'pass\u0000word' });
    expect(login.success).toBe(false);
    expect(login.error?.issues.map((i) => i.message)).toContain('invalid');
    expect(LoginBodySchema.safeParse({ cellphone: '13800138000', password: 'password' }).success).toBe(true);
    const complaint = {
      name: 'Li\u0000Lei',
      certificateNumber: 'E12345678',
      phone: '13800138000',
      type: 'complaint',
      content: 'The flight was late by two hours.',
      captchaToken: 't',
    };
    expect(ComplaintBodySchema.safeParse(complaint).success).toBe(false);
    expect(ComplaintBodySchema.safeParse({ ...complaint, name: 'Li Lei' }).success).toBe(true);
    expect(QrStatusQuerySchema.safeParse({ qrId: '\u0000' }).success).toBe(false);
    expect(MyOrdersQuerySchema.safeParse({ tab: 'ALL' }).success).toBe(true);
    const reserve = ReserveBodySchema.shape.contact.safeParse({
      name: '\u0000',
      areaCode: '86',
      mobile: '138',
      email: 'a@b.c',
    });
    expect(reserve.success).toBe(false);
  });

  it('every contract module writes its schemas with ./zod, never zod itself', () => {
    const direct = readdirSync(__dirname)
      .filter((f) => f.endsWith('.ts') && f !== 'zod.ts' && !f.endsWith('.test.ts'))
      .filter((f) =>
        /from 'zod'/.test(readFileSync(path.join(__dirname, f), 'utf8').replace(/import type [^;]+;/g, '')),
      );
    expect(direct).toEqual([]);
  });
});
