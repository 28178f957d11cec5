import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { useState } from 'react';
import { routes } from '@zhuyun/contracts';
import { ApiClientProvider } from './api-client-context';
import { AttachmentField, type Attachment, type AttachmentRef } from './attachment-field';

/** A client whose fetch answers get_key and uploads: the file named 坏.png is refused, any other stored as u<n>. */
function uploadingClient() {
  let n = 0;
  const fetch = (async (input: string | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://x').pathname;
    const file = init?.body instanceof FormData ? (init.body.get('file') as File) : null;
    const body =
      path === routes.getKey.path
        ? { code: 0, msg: 'success', data: { key: 'k', secret: 's', expires_at: '2999-01-01T00:00:00Z' } }
        : file?.name === '坏.png'
          ? { code: 10001, msg: '文件类型不支持', data: null }
          : { code: 0, msg: 'success', data: { file_id: `u${++n}`, file_path: `files/u${n}`, file_name: file?.name, url: `/view/u${n}` } };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return new ApiClient({ baseUrl: '', systemNo: 'web', authCode: 'x', store: memoryStore(), fetch });
}

/** The field as a form holds it: its value in state, every change reported. */
function Holder<K extends AttachmentRef>({ keep, max, changed }: { keep: K; max: number; changed: (v: Attachment<K>[]) => void }) {
  const [client] = useState(uploadingClient);
  const [value, setValue] = useState<Attachment<K>[]>([]);
  const onChange = (v: Attachment<K>[]) => {
    setValue(v);
    changed(v);
  };
  return (
    <ApiClientProvider client={client}>
      <AttachmentField keep={keep} max={max} value={value} onChange={onChange} />
    </ApiClientProvider>
  );
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50])], name, { type: 'image/png' });

describe('AttachmentField', () => {
  it('uploads what is picked, keeps the reference it was asked to keep, shows each as a link, and removes one', async () => {
    const changed = vi.fn();
    render(<Holder keep="file_path" max={5} changed={changed} />);
    await userEvent.upload(screen.getByLabelText('上传附件'), [png('甲.png'), png('乙.png')]);
    expect(await screen.findByRole('link', { name: '乙.png' })).toHaveAttribute('href', '/view/u2');
    expect(changed).toHaveBeenLastCalledWith([
      { file_path: 'files/u1', file_name: '甲.png', url: '/view/u1' },
      { file_path: 'files/u2', file_name: '乙.png', url: '/view/u2' },
    ]);
    await userEvent.click(screen.getAllByRole('button', { name: '移除' })[0]!);
    expect(changed).toHaveBeenLastCalledWith([{ file_path: 'files/u2', file_name: '乙.png', url: '/view/u2' }]);
    expect(screen.queryByRole('link', { name: '甲.png' })).toBeNull();
  });

  it('keeps what uploaded before a refused file, says why, and offers no more uploads at the maximum', async () => {
    const changed = vi.fn();
    render(<Holder keep="file_id" max={2} changed={changed} />);
    await userEvent.upload(screen.getByLabelText('上传附件'), [png('甲.png'), png('坏.png')]);
    await screen.findByText('文件类型不支持');
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith([{ file_id: 'u1', file_name: '甲.png', url: '/view/u1' }]));
    await userEvent.upload(screen.getByLabelText('上传附件'), png('丙.png'));
    await screen.findByRole('link', { name: '丙.png' });
    expect(screen.queryByLabelText('上传附件')).toBeNull();
  });
});
