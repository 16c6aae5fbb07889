/**
 * A POST of a form that reports its progress as the bytes go: XMLHttpRequest, since fetch tells nothing
 * of an upload's progress. It answers as fetch does — a Response, or a TypeError when no answer came (the
 * network failed, the request was aborted) — so the auth client's rules apply to it unchanged.
 */
export function postWithProgress(
  url: string,
  headers: Record<string, string>,
  body: FormData,
  onProgress?: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status }));
    xhr.onerror = () => reject(new TypeError("Failed to upload"));
    xhr.onabort = () => reject(new TypeError("Upload aborted"));
    xhr.send(body);
  });
}
