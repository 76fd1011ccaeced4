import type { CertificateType } from '@/lib/domain/certificate-rules';

/** A document type a form offers: its id, and its name in the page's language (spec §3 idType). */
export type CertificateOption = { typeId: CertificateType; name: string };

/** The options of a document type select, in the order given. */
export function CertificateOptions({ list }: { list: readonly CertificateOption[] }) {
  return list.map((c) => (
    <option key={c.typeId} value={c.typeId}>
      {c.name}
    </option>
  ));
}
