import { REALNAME_PHOTO_MAX_BYTES } from '@/lib/domain/account-rules';

type PhotoIssue = 'wrongFormat' | 'tooLarge' | null;

/** Checked in the browser before anything is sent (spec §8 uploads, §9 jpg or png, 2 MB). */
export function checkPhoto(file: { type: string; name: string; size: number }): PhotoIssue {
  const typeOk = file.type === 'image/jpeg' || file.type === 'image/png' || /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return 'wrongFormat';
  return file.size > REALNAME_PHOTO_MAX_BYTES ? 'tooLarge' : null;
}

/** The file's bytes as base64 without the data-URL prefix. */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

type UploadAnswer = { code: string; msg: string };

/**
 * POSTs JSON through XMLHttpRequest, the one browser API that reports upload progress; answers the
 * envelope's code and msg, or null when the answer is not an envelope.
 */
export function postWithProgress(url: string, body: unknown, onProgress: (fraction: number) => void) {
  return new Promise<UploadAnswer | null>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-sf-locale', document.documentElement.lang);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        const json = JSON.parse(xhr.responseText) as Partial<UploadAnswer>;
        resolve(typeof json.code === 'string' ? { code: json.code, msg: String(json.msg ?? '') } : null);
      } catch {
        resolve(null);
      }
    };
    xhr.onerror = () => resolve(null);
    xhr.send(JSON.stringify(body));
  });
}
