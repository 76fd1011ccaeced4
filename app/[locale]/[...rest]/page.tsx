import { redirect } from 'next/navigation';

/** Spec §1: any path that matches no page goes to /zh-CN, whatever its locale segment. */
export default function UnknownPath(): never {
  redirect('/zh-CN');
}
