'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { pushToast } from '@/components/ui/toast-store';
import { useAccountRules } from '@/components/ui/use-account-rules';
import { UploadProgress } from '@/components/ui/upload-progress';
import * as account from '@/lib/bff-client/account';
import { LOGIN_REQUIRED_EVENT } from '@/lib/bff-client/bff-fetch';
import type { CertificateTypeId } from '@/lib/contract/certificate';
import { LOGIN_REQUIRED_CODES, ResultCode, type ResultCode as Code } from '@/lib/contract/codes';
import { useRouter } from '@/lib/i18n/navigation';
import { announceMemberChange } from '@/lib/member-hint';
import { checkPhoto, postWithProgress, readBase64 } from './photo-upload';
import { REAL_NAME_ROUTES } from './real-name-links';

type Values = { name: string; certificateType: CertificateTypeId; certificateNumber: string };
export type CertificateOption = { typeId: CertificateTypeId; label: string };

type Props = {
  types: CertificateOption[];
  /** Manual certification (spec §2 /member/security/certificate/manual): the photo is of the document's photo page. */
  manual?: boolean;
};

/**
 * Real-name certification (spec §2 /member/security/certificate/certify, §4, §8): name, document and a
 * photo (jpg or png, at most 2 MB: the stricter of spec §9's two readings) uploaded with a progress bar.
 * Once taken, the member goes to the status page, which says the submission is under review.
 * Its page hands it the RealNameCertificate messages (lib/i18n/client-messages.tsx ClientMessages).
 */
export function RealNameForm({ types, manual = false }: Props) {
  const t = useTranslations('RealNameCertificate');
  const rules = useAccountRules();
  const router = useRouter();
  const id = useId();
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { name: '', certificateType: 'NI', certificateNumber: '' },
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);

  function pick(file: File | undefined) {
    setPhoto(null);
    if (!file) return setPhotoError(t('photoRequired'));
    const issue = checkPhoto(file);
    if (issue) return setPhotoError(t(issue));
    setPhotoError(undefined);
    setPhoto(file);
  }

  async function submit(v: Values) {
    if (!photo) return setPhotoError(photoError ?? t('photoRequired'));
    setProgress(0);
    const photoBase64 = await readBase64(photo);
    const input = {
      name: v.name.trim(),
      certificateType: v.certificateType,
      certificateNumber: v.certificateNumber.trim(),
      photoBase64,
    };
    // Not op.call: the upload goes through XMLHttpRequest for its progress events.
    const answer = await postWithProgress(account.submitRealName.url(input), input, setProgress);
    setProgress(null);
    if (answer?.code === ResultCode.OK) {
      pushToast('message', t('realNameSubmitted'));
      announceMemberChange();
      router.push(REAL_NAME_ROUTES.status);
      return;
    }
    if (answer && LOGIN_REQUIRED_CODES.includes(answer.code as Code))
      window.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT));
    pushToast('error', answer?.msg ? t('realNameFailedWith', { reason: answer.msg }) : t('realNameFailed'));
  }

  const { errors } = formState;
  const uploading = progress !== null;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="max-w-md space-y-3">
      <TextField
        id={`${id}-name`}
        label={t('realName')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name', { validate: rules.name })}
      />
      <SelectField id={`${id}-type`} label={t('certificateType')} {...register('certificateType')}>
        {types.map((type) => (
          <option key={type.typeId} value={type.typeId}>
            {type.label}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-number`}
        label={t('certificateNumber')}
        autoComplete="off"
        error={errors.certificateNumber?.message}
        {...register('certificateNumber', {
          validate: (v) => (/^[0-9A-Za-z()-]{4,30}$/.test(v.trim()) ? true : t('certificateNumberInvalid')),
        })}
      />
      <TextField
        id={`${id}-photo`}
        label={manual ? t('manualPhoto') : t('photo')}
        type="file"
        accept="image/jpeg,image/png"
        hint={t('photoHint')}
        error={photoError}
        onChange={(e) => pick(e.target.files?.[0])}
      />
      {uploading && <UploadProgress id={`${id}-progress`} label={t('uploading')} progress={progress} />}
      <Button type="submit" busy={formState.isSubmitting}>
        {t('submitRealName')}
      </Button>
    </form>
  );
}
