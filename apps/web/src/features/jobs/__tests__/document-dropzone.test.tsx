import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from '@/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { allTexts } from '@/i18n/resources';
import { DocumentDropzone } from '../components/document-dropzone';

const i18n = allTexts('en');
afterEach(cleanup);

const MB = 1024 * 1024;
/** A file of the given size without allocating it. */
function sizedFile(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Harness({ initial = [] }: { initial?: File[] }) {
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <I18nProvider store={i18n}>
      <DocumentDropzone files={files} onFilesChange={setFiles} />
    </I18nProvider>
  );
}

const input = () => screen.getByLabelText('Choose documents to attach');
const listed = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('the documents drop area', () => {
  it('lists the added files with their size and removes them one by one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(input(), [
      sizedFile('cv.pdf', 'application/pdf', 1.5 * MB),
      sizedFile('photo.jpg', 'image/jpeg', 250_000),
      sizedFile('note.txt.pdf', 'application/pdf', 193),
    ]);
    expect(listed()).toEqual(['cv.pdf1.50 MB', 'photo.jpg0.24 MB', 'note.txt.pdf193 B']);
    expect(screen.getByText('Total: 1.74 MB of 10 MB')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo.jpg' }));
    expect(listed()).toEqual(['note.txt.pdf193 B']);
    expect(screen.getByText('Total: 193 B of 10 MB')).toBeTruthy();
  });

  it('refuses a drop that takes the total over 10 MB and keeps the files it had', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[sizedFile('cv.pdf', 'application/pdf', 6 * MB)]} />);
    await user.upload(input(), [sizedFile('portfolio.pdf', 'application/pdf', 4 * MB + 1)]);
    expect(screen.getByRole('alert').textContent).toBe(
      'Total file size exceeds 10MB. Please remove some files.',
    );
    expect(listed()).toEqual(['cv.pdf6.00 MB']);

    await user.upload(input(), [sizedFile('letter.pdf', 'application/pdf', 4 * MB)]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(listed()).toEqual(['cv.pdf6.00 MB', 'letter.pdf4.00 MB']);
  });

  it('shows the drop component’s reasons for files it refuses', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.upload(input(), [
      sizedFile('notes.txt', 'text/plain', 100),
      sizedFile('empty.pdf', 'application/pdf', 0),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'notes.txt: File type must be one of PDF, DOC, DOCX, JPG, JPEG, PNG',
    );
    expect(alert.textContent).toContain('empty.pdf: File is smaller than 1 byte');
    expect(listed()).toEqual([
      'notes.txt: File type must be one of PDF, DOC, DOCX, JPG, JPEG, PNG',
      'empty.pdf: File is smaller than 1 byte',
    ]);
  });

  it("says 'Too many files' past ten files", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const files = Array.from({ length: 11 }, (_, i) =>
      sizedFile(`page-${i}.png`, 'image/png', 1000),
    );
    await user.upload(input(), files);
    expect(screen.getByRole('alert').textContent).toContain('page-0.png: Too many files');
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
  });
});
