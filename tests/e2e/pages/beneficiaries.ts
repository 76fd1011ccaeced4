import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { API } from './orders';

type Person = { surname: string; given: string; letter: string; gender?: 'M' | 'F'; birthday?: string };

let n = (Date.now() + process.pid * 7919) % 1_000_000;

/**
 * `count` beneficiaries of the member's book that no other run uses (spec §3 Beneficiary; decision 67), made through
 * airline-api as the book's page would: room is made first as a person would, by removing old entries (the book keeps
 * 5). `letter` starts each document number, so specs that run side by side never make the same person. Answers each
 * one's id and name as the pages show it (SURNAME/GIVEN).
 */
export async function freshBeneficiaries(request: APIRequestContext, token: string, count: number, person: Person) {
  const headers = { 'x-member-token': token };
  const book = `${API()}/member/api/member/b2c/book/beneficiaries`;
  const list = await request.get(book, { headers });
  for (const e of ((await list.json()) as { data: { list: { id: string }[] } }).data.list.slice(0, 5 - count))
    await request.post(`${book}/delete`, { headers, data: { id: e.id } });
  const made: { id: string; name: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    n += 1;
    const data = {
      surname: person.surname,
      givenName: `${person.given}${String.fromCharCode(65 + (n % 26), 65 + (Math.floor(n / 26) % 26))}`,
      gender: person.gender ?? 'F',
      birthday: person.birthday ?? '1992-03-03',
      certificateType: 'PP',
      certificateNumber: `${person.letter}${String(n).padStart(8, '0')}`,
      certificateValidity: '2035-01-01',
      mobile: '13800002222',
    };
    const res = await request.post(`${book}/add`, { headers, data: { data } });
    const body = (await res.json()) as { code: string; data: { id: string } };
    expect(body.code, JSON.stringify(body)).toBe('0');
    made.push({ id: body.data.id, name: `${data.surname}/${data.givenName}` });
  }
  return made;
}
